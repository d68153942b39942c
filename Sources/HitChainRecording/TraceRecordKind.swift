import HitChainDelivery
import HitChainKit
import HitChainScene

/// The numbers the version-2 trace record gives each entry kind and each enumeration it
/// stores (docs/evz-format.md, "Trace chunk"). Written down once here, for the encoder and
/// the decoder; an enumeration's number is its position in the list.
enum TraceRecordKind: UInt8, CaseIterable {
    case event = 0, hitTest, call, dropped, firstResponder, hierarchy, recognizerTouches, recognizerState, timer
    case delivery, tracking, controlEvent, sendAction, asked, recognizerPresses, told

    /// The kinds of message a `call` entry carries.
    enum Message: UInt8 {
        case touches = 0, motion, remoteControl, presses, routerEvent, canPerformAction, action, layoutSubviews
    }

    /// The kinds of hierarchy event.
    enum Hierarchy: UInt8 {
        case added = 0, removed, changed, refused
    }

    static let outcomes: [CallOutcome] = [.handled, .handledAndCalledSuper, .forwarded, .canPerform, .cannotPerform]
    static let requests: [FirstResponderRequest] = [.becomeFirstResponder, .resignFirstResponder]
    /// Results 0–7; 8 is `refused: <name> will not resign`, followed by the name.
    static let results: [FirstResponderResult] = [
        .became, .alreadyFirstResponder, .resigned, .resignedRemovedFromWindow, .wasNotFirstResponder,
        .refused(.cannotBecome), .refused(.notInWindow), .refused(.cannotResign),
    ]
    static let willNotResign: UInt8 = 8
    static let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    static let interventions: [TouchIntervention] = [.held, .released, .discarded, .cancelled, .cancel]
    /// A delivery's phase: the touch phases, then 5 for none (`cancel touches`).
    static let noPhase: UInt8 = 5
    static let steps: [TrackingStep] = [.beginTracking, .continueTracking, .endTracking, .cancelTracking]
}

extension Array where Element: Equatable {
    /// The element's position, as a byte (the lists above are short).
    func code(of element: Element) -> UInt8 { UInt8(firstIndex(of: element) ?? 0) }
}

public import HitChainGeometry
public import HitChainKit
public import HitChainScene

/// One step of event delivery. The delivery trace is the ordered list of these for every
/// input event: what replay compares and what the fuzzer checks.
public enum TraceEntry: Hashable, Sendable {
    /// An input event starts: its index in the stream, its time and a summary.
    case event(index: Int, time: Double, summary: EventSummary)
    /// A touch that began was hit-tested: the view it is bound to and its window, or nil
    /// when nothing was hit.
    case hitTest(touch: Int, point: HCPoint, view: ResponderID?, window: ResponderID?)
    /// A responder was sent a message, and what it did with it.
    case call(responder: ResponderID, message: ResponderMessage, outcome: CallOutcome)
    /// Something was not delivered, or fell off the end of the chain: what, and why.
    case dropped(what: String, reason: String)
    /// The first responder changed, or a request to change it failed.
    case firstResponder(responder: ResponderID, request: FirstResponderRequest, result: FirstResponderResult)
    /// A view moved in or out of the hierarchy, or one of its properties changed.
    case hierarchy(HierarchyEvent)
    /// A gesture recognizer received touches, before the view: `recognizer cellTap touchesBegan {1}`.
    case recognizerTouches(recognizer: String, phase: TouchPhase, touches: TouchIDs)
    /// Presses given to a gesture recognizer, before the responder they were dispatched to
    /// (`allowedPressTypes`): `recognizer padSelect pressesBegan {1}`.
    case recognizerPresses(recognizer: String, phase: PressPhase, presses: TouchIDs)
    /// A gesture recognizer changed state, and why:
    /// `recognizer cellTap on window/root/cell: possible -> ended (tapped)`.
    case recognizerState(
        recognizer: String, view: ResponderID?, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        reason: String)
    /// A recognizer's timer fired on the virtual clock, before the event it is listed under.
    case timer(time: Double, recognizer: String)
    /// A view's touch phase was held, released, discarded or cancelled because of a
    /// recognizer: `held touchesEnded {1} for window/root/v: doubleTap may still recognize`.
    /// The phase is nil when all the view's touches were cancelled (`cancel touches {1}`).
    case delivery(TouchIntervention, phase: TouchPhase?, touches: TouchIDs, view: ResponderID?, reason: String)
    /// A control's tracking step: `window/root/button beginTracking touch 1`.
    case tracking(control: ResponderID, step: TrackingStep, touch: Int)
    /// A control event: `window/root/button sendActions for touchUpInside`.
    case controlEvent(control: ResponderID, event: ControlEvent)
    /// A target-action sent by a recognizer or a control through the application's
    /// `sendAction`: `cellTap sendAction cellTapped: to controller` (`to nil` walks the chain).
    case sendAction(sender: String, selector: String, target: String?)
    /// A question delivery asked of user code, and the answer, when the trace lists them
    /// (`EventDispatcher.tracesQuestions`): `asked photoTap.delegate gestureRecognizerShouldBegin(photoTap) -> NO`.
    case asked(responder: String, question: String, answer: Bool)
    /// A notification delivery gave a scroll view's delegate, when the trace lists questions
    /// (`EventDispatcher.tracesQuestions`), whether or not it has a delegate:
    /// `told feed scrollViewDidEndDragging(willDecelerate: YES)`.
    case told(responder: String, message: String)

    /// The stable one-line text form used for diffs, the only place an entry becomes text:
    ///
    ///     #0 t=0.000000 touches 1 began (350, 350)
    ///       hit-test touch 1 at (350, 350) -> window/root/AView/BView/CView
    ///       window/root/AView/BView/CView touchesBegan {1} -> handled
    ///       ViewController canPerformAction save: -> canPerform
    ///       dropped touchesEnded {1}: nobody handled it; it fell off the end of the chain
    ///       recognizer cellTap touchesBegan {1}
    ///       recognizer cellTap on window/root/cell: possible -> ended (tapped)
    ///       timer t=0.500000 fires for longPress
    ///       held touchesEnded {1} for window/root/cell/label: doubleTap may still recognize (delaysTouchesEnded)
    ///       window/root/button beginTracking touch 1
    ///       window/root/button sendActions for touchUpInside
    ///       button sendAction buy: to controller
    ///       asked photoTap.delegate gestureRecognizerShouldBegin(photoTap) -> NO
    public var line: String {
        switch self {
        case .event(let index, let time, let summary):
            return "#\(index) t=\(formatTime(time)) \(summary)"
        case .hitTest(let touch, let point, let view, _):
            return "  hit-test touch \(touch) at \(point) -> \(view?.description ?? "nothing")"
        case .call(let responder, let message, let outcome):
            let argument = message.argument
            return "  \(responder) \(message.method)\(argument.isEmpty ? "" : " \(argument)") -> \(outcome.rawValue)"
        case .dropped(let what, let reason):
            return "  dropped \(what): \(reason)"
        case .firstResponder(let responder, let request, let result):
            return "  \(responder) \(request.rawValue) -> \(result)"
        case .hierarchy(let event):
            return "  \(event)"
        case .recognizerTouches(let recognizer, let phase, let touches):
            return "  recognizer \(recognizer) \(phase.methodName) \(touches)"
        case .recognizerPresses(let recognizer, let phase, let presses):
            return "  recognizer \(recognizer) presses\(phase.rawValue.capitalizedFirst) \(presses)"
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            return "  recognizer \(recognizer) on \(Self.printed(view)): \(from.rawValue) -> \(to.rawValue) (\(reason))"
        case .timer(let time, let recognizer):
            return "  timer t=\(formatTime(time)) fires for \(recognizer)"
        case .delivery(let action, let phase, let touches, let view, let reason):
            return "  \(action.rawValue) \(Self.method(phase)) \(touches) for \(Self.printed(view)): \(reason)"
        case .tracking(let control, let step, let touch):
            return "  \(control) \(step.rawValue) touch \(touch)"
        case .controlEvent(let control, let event):
            return "  \(control) sendActions for \(event.rawValue)"
        case .sendAction(let sender, let selector, let target):
            return "  \(sender) sendAction \(selector) to \(target ?? "nil")"
        case .asked(let responder, let question, let answer):
            return "  asked \(responder) \(question) -> \(answer ? "YES" : "NO")"
        case .told(let responder, let message):
            return "  told \(responder) \(message)"
        }
    }

    /// A view that may be missing prints as `nil`.
    static func printed(_ view: ResponderID?) -> String { view?.description ?? "nil" }

    /// A delivery's method: the phase's touch method, or `touches` for all of them.
    static func method(_ phase: TouchPhase?) -> String { phase?.methodName ?? "touches" }

    /// Whether two entries record the same step: equal, or printing the same text (names
    /// are free text, so a name containing a separator can read back as another case).
    public func isSameRecording(as other: TraceEntry) -> Bool {
        self == other || line == other.line
    }

}

/// What a responder did with a message.
public enum CallOutcome: String, Hashable, Sendable, CaseIterable {
    /// It handled the message and did not call super: delivery stops.
    case handled
    /// It handled the message and called super: delivery goes on up `next`.
    case handledAndCalledSuper
    /// UIResponder's default: it passed the message to `next`.
    case forwarded
    /// `canPerformAction` answered yes: the walk for a target ends here.
    case canPerform
    /// `canPerformAction` answered no: the walk goes on.
    case cannotPerform
}

/// Times print with microsecond precision, so that a trace line is stable across machines.
func formatTime(_ t: Double) -> String {
    let micros = (t * 1_000_000).rounded()
    guard micros.isFinite, abs(micros) < 1e15 else { return "\(t)" }
    let m = Int64(micros)
    let sign = m < 0 ? "-" : ""
    let a = abs(m)
    let frac = String(a % 1_000_000)
    return "\(sign)\(a / 1_000_000).\(String(repeating: "0", count: 6 - frac.count))\(frac)"
}

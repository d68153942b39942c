public import HitChainGeometry

/// One step of event delivery. The delivery trace is the ordered list of these for every
/// input event: what replay compares and what the fuzzer checks.
public enum TraceEntry: Hashable, Sendable, Codable {
    /// An input event starts: its index in the stream, its time and a summary.
    case event(index: Int, time: Double, summary: String)
    /// A touch that began was hit-tested: the view it is bound to (its path) and window,
    /// or nil when nothing was hit.
    case hitTest(touch: Int, point: Point, view: String?, window: String?)
    /// A responder method was called: `responder` is a view's path or another
    /// responder's name; `argument` the touch ids, subtype or message name.
    case call(responder: String, method: String, argument: String, outcome: CallOutcome)
    /// Something was not delivered, or fell off the end of the chain.
    case dropped(what: String, reason: String)
    /// The first responder changed, or a request to change it failed.
    case firstResponder(responder: String, request: String, result: String)
    /// A view moved in or out of the hierarchy.
    case hierarchy(description: String)
    /// A gesture recognizer received touches, before the view: `recognizer cellTap touchesBegan {1}`.
    case recognizerTouches(recognizer: String, method: String, touches: String)
    /// A gesture recognizer changed state, and why:
    /// `recognizer cellTap on window/root/cell: possible -> ended (tapped)`.
    case recognizerState(recognizer: String, view: String, from: String, to: String, reason: String)
    /// A recognizer's timer fired on the virtual clock, before the event it is listed under.
    case timer(time: Double, recognizer: String)
    /// A view's touch phase was held, released, discarded or cancelled because of a
    /// recognizer: `held touchesEnded {1} for window/root/v: doubleTap may still recognize`.
    case delivery(action: String, method: String, touches: String, view: String, reason: String)
    /// A control's tracking step: `window/root/button beginTracking touch 1`.
    case tracking(control: String, method: String, touch: Int)
    /// A control event: `window/root/button sendActions for touchUpInside`.
    case controlEvent(control: String, event: String)
    /// A target-action sent by a recognizer or a control through the application's
    /// `sendAction`: `cellTap sendAction cellTapped: to controller` (`to nil` walks the chain).
    case sendAction(sender: String, selector: String, target: String?)

    /// The stable one-line text form used for diffs:
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
    public var line: String {
        switch self {
        case .event(let index, let time, let summary):
            return "#\(index) t=\(formatTime(time)) \(summary)"
        case .hitTest(let touch, let point, let view, _):
            if let view { return "  hit-test touch \(touch) at \(point) -> \(view)" }
            return "  hit-test touch \(touch) at \(point) -> nothing"
        case .call(let responder, let method, let argument, let outcome):
            return "  \(responder) \(method)\(argument.isEmpty ? "" : " \(argument)") -> \(outcome.rawValue)"
        case .dropped(let what, let reason):
            return "  dropped \(what): \(reason)"
        case .firstResponder(let responder, let request, let result):
            return "  \(responder) \(request) -> \(result)"
        case .hierarchy(let description):
            return "  \(description)"
        case .recognizerTouches(let recognizer, let method, let touches):
            return "  recognizer \(recognizer) \(method) \(touches)"
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            return "  recognizer \(recognizer) on \(view): \(from) -> \(to) (\(reason))"
        case .timer(let time, let recognizer):
            return "  timer t=\(formatTime(time)) fires for \(recognizer)"
        case .delivery(let action, let method, let touches, let view, let reason):
            return "  \(action) \(method) \(touches) for \(view): \(reason)"
        case .tracking(let control, let method, let touch):
            return "  \(control) \(method) touch \(touch)"
        case .controlEvent(let control, let event):
            return "  \(control) sendActions for \(event)"
        case .sendAction(let sender, let selector, let target):
            return "  \(sender) sendAction \(selector) to \(target ?? "nil")"
        }
    }
}

/// What a responder did with a message.
public enum CallOutcome: String, Hashable, Sendable, Codable {
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

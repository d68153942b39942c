import HitChainGeometry
import HitChainKit
import HitChainScene

extension TraceEntry {
    /// Reads an entry back from its kind and fields, the inverse of `jsonFields`: the one
    /// place printed text becomes typed values again (the `.evz` trace record, JSON).
    /// Nil when a field is missing or is not a value of its type.
    // Over the line limit: one case per trace entry kind, the inverse of jsonFields.
    public init?(kind: String, fields: [String: FieldValue]) {
        let read = FieldReader(fields: fields)
        switch kind {
        case "event":
            guard let index = read.int("index"), let time = read.double("time"), let summary = read.string("summary")
            else { return nil }
            self = .event(index: index, time: time, summary: EventSummary(printed: summary))
        case "hitTest":
            guard let touch = read.int("touch"), case .point(let point)? = fields["point"] else { return nil }
            self = .hitTest(touch: touch, point: point, view: read.responder("view"), window: read.responder("window"))
        case "call":
            guard let responder = read.responder("responder"), let method = read.string("method"),
                let argument = read.string("argument"),
                let message = ResponderMessage(method: method, argument: argument),
                let outcome = read.string("outcome").flatMap(CallOutcome.init(rawValue:))
            else { return nil }
            self = .call(responder: responder, message: message, outcome: outcome)
        case "dropped":
            guard let what = read.string("what"), let reason = read.string("reason") else { return nil }
            self = .dropped(what: what, reason: reason)
        case "firstResponder":
            guard let responder = read.responder("responder"),
                let request = read.string("request").flatMap(FirstResponderRequest.init(rawValue:)),
                let result = read.string("result").flatMap(FirstResponderResult.init(printed:))
            else { return nil }
            self = .firstResponder(responder: responder, request: request, result: result)
        case "hierarchy":
            guard let text = read.string("description") else { return nil }
            self = .hierarchy(HierarchyEvent(printed: text))
        case "recognizerTouches":
            guard let recognizer = read.string("recognizer"), let phase = read.phase("method"),
                let touches = read.string("touches").flatMap(TouchIDs.init(printed:))
            else { return nil }
            self = .recognizerTouches(recognizer: recognizer, phase: phase, touches: touches)
        case "recognizerPresses":
            guard let recognizer = read.string("recognizer"), let method = read.string("method"),
                method.hasPrefix("presses"),
                let phase = PressPhase(rawValue: String(method.dropFirst(7)).lowercasedFirst),
                let presses = read.string("presses").flatMap(TouchIDs.init(printed:))
            else { return nil }
            self = .recognizerPresses(recognizer: recognizer, phase: phase, presses: presses)
        case "recognizerState":
            guard let recognizer = read.string("recognizer"), let view = read.string("view"),
                let from = read.string("from").flatMap(UIGestureRecognizer.State.init(rawValue:)),
                let to = read.string("to").flatMap(UIGestureRecognizer.State.init(rawValue:)),
                let reason = read.string("reason")
            else { return nil }
            self = .recognizerState(recognizer: recognizer, view: Self.view(view), from: from, to: to, reason: reason)
        case "timer":
            guard let time = read.double("time"), let recognizer = read.string("recognizer") else { return nil }
            self = .timer(time: time, recognizer: recognizer)
        case "delivery":
            guard let action = read.string("action").flatMap(TouchIntervention.init(rawValue:)),
                let method = read.string("method"),
                let touches = read.string("touches").flatMap(TouchIDs.init(printed:)),
                let view = read.string("view"), let reason = read.string("reason")
            else { return nil }
            let phase = TouchPhase.allCases.first { $0.methodName == method }
            guard phase != nil || method == "touches" else { return nil }
            self = .delivery(action, phase: phase, touches: touches, view: Self.view(view), reason: reason)
        case "tracking":
            guard let control = read.responder("control"), let touch = read.int("touch"),
                let step = read.string("method").flatMap(TrackingStep.init(rawValue:))
            else { return nil }
            self = .tracking(control: control, step: step, touch: touch)
        case "controlEvent":
            guard let control = read.responder("control"),
                let event = read.string("event").flatMap(ControlEvent.init(rawValue:))
            else { return nil }
            self = .controlEvent(control: control, event: event)
        case "sendAction":
            guard let sender = read.string("sender"), let selector = read.string("selector") else { return nil }
            self = .sendAction(sender: sender, selector: selector, target: read.string("target"))
        case "asked":
            guard let responder = read.string("responder"), let question = read.string("question"),
                let answer = read.string("answer"), answer == "YES" || answer == "NO"
            else { return nil }
            self = .asked(responder: responder, question: question, answer: answer == "YES")
        case "told":
            guard let responder = read.string("responder"), let message = read.string("message") else { return nil }
            self = .told(responder: responder, message: message)
        default:
            return nil
        }
    }

    /// A printed view that may be missing: `nil` reads back as none.
    private static func view(_ text: String) -> ResponderID? { text == "nil" ? nil : ResponderID(printed: text) }
}

/// Typed access to an entry's fields.
private struct FieldReader {
    let fields: [String: TraceEntry.FieldValue]

    func string(_ key: String) -> String? {
        if case .string(let s)? = fields[key] { return s }
        return nil
    }

    func double(_ key: String) -> Double? {
        switch fields[key] {
        case .double(let d)?: return d
        case .int(let n)?: return Double(n)
        default: return nil
        }
    }

    /// A whole number that fits an `Int`: JSON numbers arrive as doubles.
    func int(_ key: String) -> Int? {
        switch fields[key] {
        case .int(let n)?: return n
        case .double(let d)? where d == d.rounded() && abs(d) < 1e15: return Int(d)
        default: return nil
        }
    }

    func responder(_ key: String) -> ResponderID? { string(key).map(ResponderID.init(printed:)) }

    func phase(_ key: String) -> TouchPhase? {
        string(key).flatMap { m in TouchPhase.allCases.first { $0.methodName == m } }
    }
}

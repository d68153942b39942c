public import HitChainGeometry
import HitChainScene

extension TraceEntry {
    /// A field's value, as JSON writes it.
    public enum FieldValue: Sendable {
        case string(String)
        case int(Int)
        case double(Double)
        case point(Point)
    }

    /// The entry's kind (`event`, `hitTest`, `call`, …) and its fields sorted by key, nil
    /// fields left out: the shape `Codable` gives (`{"call":{"argument":"{1}",…}}`), which
    /// `DeliveryTrace.json()` prints and the `.evz` trace record stores.
    public var jsonFields: (kind: String, fields: [(key: String, value: FieldValue)]) {
        let (kind, list) = unsortedFields
        return (kind, list.compactMap { k, v in v.map { (k, $0) } }.sorted { $0.key < $1.key })
    }

    private var unsortedFields: (String, [(String, FieldValue?)]) {
        switch self {
        case .event(let index, let time, let summary):
            return ("event", [("index", .int(index)), ("time", .double(time)), ("summary", .string(summary))])
        case .hitTest(let touch, let point, let view, let window):
            return (
                "hitTest",
                [
                    ("touch", .int(touch)), ("point", .point(point)), ("view", view.map(FieldValue.string)),
                    ("window", window.map(FieldValue.string)),
                ]
            )
        case .call(let responder, let method, let argument, let outcome):
            return (
                "call",
                [
                    ("responder", .string(responder)), ("method", .string(method)), ("argument", .string(argument)),
                    ("outcome", .string(outcome.rawValue)),
                ]
            )
        case .dropped(let what, let reason):
            return ("dropped", [("what", .string(what)), ("reason", .string(reason))])
        case .firstResponder(let responder, let request, let result):
            return (
                "firstResponder",
                [("responder", .string(responder)), ("request", .string(request)), ("result", .string(result))]
            )
        case .hierarchy(let description):
            return ("hierarchy", [("description", .string(description))])
        case .recognizerTouches(let recognizer, let method, let touches):
            return (
                "recognizerTouches",
                [("recognizer", .string(recognizer)), ("method", .string(method)), ("touches", .string(touches))]
            )
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            return (
                "recognizerState",
                [
                    ("recognizer", .string(recognizer)), ("view", .string(view)), ("from", .string(from)),
                    ("to", .string(to)), ("reason", .string(reason)),
                ]
            )
        case .timer(let time, let recognizer):
            return ("timer", [("time", .double(time)), ("recognizer", .string(recognizer))])
        case .delivery(let action, let method, let touches, let view, let reason):
            return (
                "delivery",
                [
                    ("action", .string(action)), ("method", .string(method)), ("touches", .string(touches)),
                    ("view", .string(view)), ("reason", .string(reason)),
                ]
            )
        case .tracking(let control, let method, let touch):
            return ("tracking", [("control", .string(control)), ("method", .string(method)), ("touch", .int(touch))])
        case .controlEvent(let control, let event):
            return ("controlEvent", [("control", .string(control)), ("event", .string(event))])
        case .sendAction(let sender, let selector, let target):
            return (
                "sendAction",
                [
                    ("sender", .string(sender)), ("selector", .string(selector)),
                    ("target", target.map(FieldValue.string)),
                ]
            )
        }
    }
}

extension DeliveryTrace {
    /// The trace as JSON in the house style (`JSONWriter`: two-space indentation, no escaped
    /// slashes), `{"entries": [{"call": {…}}, …]}`: the shape `Codable` reads back.
    public func json() -> String {
        var w = JSONWriter()
        w.beginObject()
        w.key("entries")
        w.beginArray()
        for entry in entries {
            let (kind, fields) = entry.jsonFields
            w.beginObject()
            w.key(kind)
            w.beginObject()
            for (key, value) in fields {
                switch value {
                case .string(let s): w.field(key, s)
                case .int(let n): w.field(key, Double(n))
                case .double(let d): w.field(key, d)
                case .point(let p):
                    w.key(key)
                    w.beginObject()
                    w.field("x", p.x)
                    w.field("y", p.y)
                    w.endObject()
                }
            }
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

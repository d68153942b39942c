public import HitChainGeometry
public import HitChainScene

extension TraceEntry {
    /// A field's value, as JSON writes it.
    public enum FieldValue: Sendable {
        case string(String)
        case int(Int)
        case double(Double)
        case point(HCPoint)
    }

    /// The entry's kind (`event`, `hitTest`, `call`, …) and its fields sorted by key, nil
    /// fields left out (`{"call":{"argument":"{1}",…}}`): what `DeliveryTrace.json()` prints
    /// and the version-1 `.evz` trace record stores.
    public var jsonFields: (kind: String, fields: [(key: String, value: FieldValue)]) {
        let (kind, list) = unsortedFields
        return (kind, list.compactMap { k, v in v.map { (k, $0) } }.sorted { $0.key < $1.key })
    }

    private var unsortedFields: (String, [(String, FieldValue?)]) {
        switch self {
        case .event(let index, let time, let summary):
            return (
                "event", [("index", .int(index)), ("time", .double(time)), ("summary", .string(summary.description))]
            )
        case .hitTest(let touch, let point, let view, let window):
            return (
                "hitTest",
                [("touch", .int(touch)), ("point", .point(point)), ("view", .text(view)), ("window", .text(window))]
            )
        case .call(let responder, let message, let outcome):
            return (
                "call",
                [
                    ("responder", .text(responder)), ("method", .string(message.method)),
                    ("argument", .string(message.argument)), ("outcome", .string(outcome.rawValue)),
                ]
            )
        case .dropped(let what, let reason):
            return ("dropped", [("what", .string(what)), ("reason", .string(reason))])
        case .firstResponder(let responder, let request, let result):
            return (
                "firstResponder",
                [("responder", .text(responder)), ("request", .string(request.rawValue)), ("result", .text(result))]
            )
        case .hierarchy(let event):
            return ("hierarchy", [("description", .text(event))])
        case .recognizerTouches(let recognizer, let phase, let touches):
            return (
                "recognizerTouches",
                [
                    ("recognizer", .string(recognizer)), ("method", .string(phase.methodName)),
                    ("touches", .text(touches)),
                ]
            )
        case .recognizerPresses(let recognizer, let phase, let presses):
            return (
                "recognizerPresses",
                [
                    ("recognizer", .string(recognizer)),
                    ("method", .string("presses" + phase.rawValue.capitalizedFirst)),
                    ("presses", .text(presses)),
                ]
            )
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            return (
                "recognizerState",
                [
                    ("recognizer", .string(recognizer)), ("view", .string(Self.printed(view))),
                    ("from", .string(from.rawValue)), ("to", .string(to.rawValue)), ("reason", .string(reason)),
                ]
            )
        case .timer(let time, let recognizer):
            return ("timer", [("time", .double(time)), ("recognizer", .string(recognizer))])
        case .delivery(let action, let phase, let touches, let view, let reason):
            return (
                "delivery",
                [
                    ("action", .string(action.rawValue)), ("method", .string(Self.method(phase))),
                    ("touches", .text(touches)), ("view", .string(Self.printed(view))), ("reason", .string(reason)),
                ]
            )
        case .tracking(let control, let step, let touch):
            return (
                "tracking", [("control", .text(control)), ("method", .string(step.rawValue)), ("touch", .int(touch))]
            )
        case .controlEvent(let control, let event):
            return ("controlEvent", [("control", .text(control)), ("event", .string(event.rawValue))])
        case .sendAction(let sender, let selector, let target):
            return (
                "sendAction",
                [
                    ("sender", .string(sender)), ("selector", .string(selector)),
                    ("target", target.map(FieldValue.string)),
                ]
            )
        case .asked(let responder, let question, let answer):
            return (
                "asked",
                [
                    ("responder", .string(responder)), ("question", .string(question)),
                    ("answer", .string(answer ? "YES" : "NO")),
                ]
            )
        case .told(let responder, let message):
            return ("told", [("responder", .string(responder)), ("message", .string(message))])
        }
    }
}

extension TraceEntry.FieldValue {
    /// A printed value as a string field.
    static func text(_ value: some CustomStringConvertible) -> Self { .string(value.description) }

    /// An optional printed value: left out when nil.
    static func text(_ value: (some CustomStringConvertible)?) -> Self? { value.map { .string($0.description) } }
}

extension DeliveryTrace {
    /// The trace as JSON in the house style (`JSONWriter`: two-space indentation, no escaped
    /// slashes), `{"entries": [{"call": {…}}, …]}`, points as `[x, y]` as in every
    /// command's JSON; `init(json:)` reads it back.
    public func json() -> String {
        var w = JSONWriter()
        w.beginObject()
        w.key("entries")
        w.beginArray()
        for entry in entries { entry.writeJSON(into: &w) }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

extension DeliveryTrace {
    /// Reads `json()`'s text back; the error names the line and column that is wrong.
    ///
    /// - Complexity: O(n) in the size of the text.
    public init(json bytes: [UInt8]) throws(SceneError) {
        let doc = try JSONDocument.parsing(bytes)
        let top = try JSONObjectReader(doc, doc.root, path: JSONPath("trace"))
        try top.allow(["entries"])
        guard let node = top.value("entries") else { throw top.error(.missingField, "\"entries\" is missing") }
        self.init(entries: try TraceJSON.entries(doc, node))
    }
}

extension TraceEntry {
    /// Writes the entry as every command's JSON has it: `{"kind": {fields}}`, a point as
    /// `[x, y]`, a time in seconds.
    public func writeJSON(into w: inout JSONWriter) {
        let (kind, fields) = jsonFields
        w.beginObject()
        w.key(kind)
        w.beginObject()
        for (key, value) in fields {
            switch value {
            case .string(let s): w.field(key, s)
            case .int(let n): w.field(key, Double(n))
            case .double(let d): w.field(key, d)
            case .point(let p): w.field(key, numbers: [p.x, p.y])
            }
        }
        w.endObject()
        w.endObject()
    }
}

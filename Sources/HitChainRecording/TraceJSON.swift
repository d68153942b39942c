import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// The trace record's JSON, written and read without Foundation's coders (several times
/// faster: the fuzzer records and reads back every case). The text is exactly the shape
/// `TraceEntry`'s `Codable` conformance gives — `{"call":{"argument":"{1}",…}}`, keys
/// sorted, nil fields left out — so files written either way read either way.
enum TraceJSON {
    /// - Complexity: O(n) in the size of the text.
    static func encode(_ entries: [TraceEntry]) -> [UInt8] {
        var out = "["
        for (i, e) in entries.enumerated() {
            if i > 0 { out += "," }
            let (name, list) = e.jsonFields
            out += "{\"\(name)\":{"
            var first = true
            for (key, value) in list {
                let text: String
                switch value {
                case .string(let s): text = JSONWriter.quote(s)
                case .int(let n): text = String(n)
                case .double(let d): text = number(d)
                case .point(let p): text = "{\"x\":\(number(p.x)),\"y\":\(number(p.y))}"
                }
                out += (first ? "" : ",") + "\"\(key)\":" + text
                first = false
            }
            out += "}}"
        }
        out += "]"
        return Array(out.utf8)
    }

    private static func number(_ d: Double) -> String {
        guard d.isFinite else { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// The entries, or nil when the text is not a trace.
    static func decode(_ bytes: [UInt8]) -> [TraceEntry]? {
        guard let doc = try? JSONDocument.parsing(bytes), case .array(let items) = doc[doc.root].value else {
            return nil
        }
        var entries: [TraceEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .object(let outer) = doc[item].value, outer.count == 1,
                case .object(let members) = doc[outer[0].value].value
            else { return nil }
            var f: [String: JSONDocument.Value] = [:]
            for m in members { f[m.key] = doc[m.value].value }
            func s(_ k: String) -> String? {
                if case .string(let v)? = f[k] { return v }
                return nil
            }
            func n(_ k: String) -> Double? {
                if case .number(let v)? = f[k] { return v }
                return nil
            }
            func i(_ k: String) -> Int? { n(k).flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil } }
            let entry: TraceEntry?
            switch outer[0].key {
            case "event":
                entry = i("index").flatMap { index in
                    n("time").flatMap { t in s("summary").map { .event(index: index, time: t, summary: $0) } }
                }
            case "hitTest":
                var point: Point?
                if case .object(let p)? = f["point"] {
                    var x: Double?, y: Double?
                    for m in p {
                        if case .number(let v) = doc[m.value].value {
                            if m.key == "x" { x = v } else if m.key == "y" { y = v }
                        }
                    }
                    if let x, let y { point = Point(x: x, y: y) }
                }
                entry = i("touch").flatMap { t in
                    point.map { .hitTest(touch: t, point: $0, view: s("view"), window: s("window")) }
                }
            case "call":
                if let r = s("responder"), let m = s("method"), let a = s("argument"),
                    let o = s("outcome").flatMap(CallOutcome.init(rawValue:))
                {
                    entry = .call(responder: r, method: m, argument: a, outcome: o)
                } else {
                    entry = nil
                }
            case "dropped":
                entry = s("what").flatMap { w in s("reason").map { .dropped(what: w, reason: $0) } }
            case "firstResponder":
                if let r = s("responder"), let q = s("request"), let res = s("result") {
                    entry = .firstResponder(responder: r, request: q, result: res)
                } else {
                    entry = nil
                }
            case "hierarchy":
                entry = s("description").map { .hierarchy(description: $0) }
            case "recognizerTouches":
                if let r = s("recognizer"), let m = s("method"), let t = s("touches") {
                    entry = .recognizerTouches(recognizer: r, method: m, touches: t)
                } else {
                    entry = nil
                }
            case "recognizerState":
                if let r = s("recognizer"), let v = s("view"), let from = s("from"), let to = s("to"),
                    let why = s("reason")
                {
                    entry = .recognizerState(recognizer: r, view: v, from: from, to: to, reason: why)
                } else {
                    entry = nil
                }
            case "timer":
                entry = n("time").flatMap { t in s("recognizer").map { .timer(time: t, recognizer: $0) } }
            case "delivery":
                if let a = s("action"), let m = s("method"), let t = s("touches"), let v = s("view"),
                    let why = s("reason")
                {
                    entry = .delivery(action: a, method: m, touches: t, view: v, reason: why)
                } else {
                    entry = nil
                }
            case "tracking":
                entry = s("control").flatMap { c in
                    s("method").flatMap { m in i("touch").map { .tracking(control: c, method: m, touch: $0) } }
                }
            case "controlEvent":
                entry = s("control").flatMap { c in s("event").map { .controlEvent(control: c, event: $0) } }
            case "sendAction":
                entry = s("sender").flatMap { sender in
                    s("selector").map { .sendAction(sender: sender, selector: $0, target: s("target")) }
                }
            default:
                entry = nil
            }
            guard let entry else { return nil }
            entries.append(entry)
        }
        return entries
    }
}

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
            var fields: [String: TraceEntry.FieldValue] = [:]
            for m in members {
                switch doc[m.value].value {
                case .string(let v): fields[m.key] = .string(v)
                case .number(let v): fields[m.key] = .double(v)
                case .object(let p):
                    var x: Double?, y: Double?
                    for c in p {
                        if case .number(let v) = doc[c.value].value {
                            if c.key == "x" { x = v } else if c.key == "y" { y = v }
                        }
                    }
                    if let x, let y { fields[m.key] = .point(Point(x: x, y: y)) }
                default: continue
                }
            }
            guard let entry = TraceEntry(kind: outer[0].key, fields: fields) else { return nil }
            entries.append(entry)
        }
        return entries
    }
}

import HitChainGeometry
package import HitChainScene

/// The version-1 trace record's JSON — `{"call":{"argument":"{1}",…}}`, keys sorted, nil
/// fields left out, points as `{"x", "y"}` — written and read with the package's own JSON
/// reader (the one JSON system), which also reads `DeliveryTrace.json()`'s shape back.
package enum TraceJSON {
    /// - Complexity: O(n) in the size of the text.
    package static func encode(_ entries: [TraceEntry]) -> [UInt8] {
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

    /// The entries of a trace record; the error says where the text is not a trace.
    ///
    /// - Complexity: O(n) in the size of the text.
    package static func decode(_ bytes: [UInt8]) throws(SceneError) -> [TraceEntry] {
        let doc = try JSONDocument.parsing(bytes)
        return try entries(doc, doc.root)
    }

    /// The entries of the array at `node`: each `{"kind": {fields}}`, a point as `{"x", "y"}`
    /// (trace records) or `[x, y]` (`DeliveryTrace.json()`).
    package static func entries(_ doc: JSONDocument, _ node: Int) throws(SceneError) -> [TraceEntry] {
        func fail(_ at: Int, _ problem: String) -> SceneError {
            var e = SceneError(.wrongType, problem)
            e.line = doc[at].location.line
            e.column = doc[at].location.column
            return e
        }
        guard case .array(let items) = doc[node].value else { throw fail(node, "expected an array of trace entries") }
        var entries: [TraceEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .object(let outer) = doc[item].value, outer.count == 1,
                case .object(let members) = doc[outer[0].value].value
            else { throw fail(item, "expected an entry: an object of one member, its kind, holding its fields") }
            var fields: [String: TraceEntry.FieldValue] = [:]
            for m in members {
                switch doc[m.value].value {
                case .string(let v): fields[m.key] = .string(v)
                case .number(let v): fields[m.key] = .double(v)
                case .object, .array:
                    guard let p = point(doc, m.value) else { throw fail(m.value, "expected a point") }
                    fields[m.key] = .point(p)
                case .bool, .null: throw fail(m.value, "expected a string, a number or a point")
                }
            }
            guard let entry = TraceEntry(kind: outer[0].key, fields: fields) else {
                throw fail(item, "not a \"\(outer[0].key)\" entry this reader knows")
            }
            entries.append(entry)
        }
        return entries
    }

    /// `{"x": 1, "y": 2}` or `[1, 2]`.
    private static func point(_ doc: JSONDocument, _ node: Int) -> HCPoint? {
        var x: Double?, y: Double?
        switch doc[node].value {
        case .object(let members):
            for c in members {
                guard case .number(let v) = doc[c.value].value else { return nil }
                if c.key == "x" { x = v } else if c.key == "y" { y = v } else { return nil }
            }
        case .array(let items) where items.count == 2:
            guard case .number(let a) = doc[items[0]].value, case .number(let b) = doc[items[1]].value else {
                return nil
            }
            (x, y) = (a, b)
        default: return nil
        }
        guard let x, let y else { return nil }
        return HCPoint(x: x, y: y)
    }
}

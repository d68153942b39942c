import HitChainGeometry

/// `Codable` in the shape the trace record and `DeliveryTrace.json()` use:
/// `{"call":{"argument":"{1}","method":"touchesBegan","outcome":"handled","responder":"…"}}`.
extension TraceEntry: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        let (kind, fields) = jsonFields
        var outer = encoder.container(keyedBy: Key.self)
        var inner = outer.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: kind))
        for (key, value) in fields {
            let k = Key(stringValue: key)
            switch value {
            case .string(let s): try inner.encode(s, forKey: k)
            case .int(let n): try inner.encode(n, forKey: k)
            case .double(let d): try inner.encode(d, forKey: k)
            case .point(let p): try inner.encode(p, forKey: k)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: Key.self)
        guard outer.allKeys.count == 1, let kindKey = outer.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "one kind per entry"))
        }
        let inner = try outer.nestedContainer(keyedBy: Key.self, forKey: kindKey)
        var fields: [String: FieldValue] = [:]
        for key in inner.allKeys {
            if let s = try? inner.decode(String.self, forKey: key) {
                fields[key.stringValue] = .string(s)
            } else if let p = try? inner.decode(Point.self, forKey: key) {
                fields[key.stringValue] = .point(p)
            } else {
                fields[key.stringValue] = .double(try inner.decode(Double.self, forKey: key))
            }
        }
        guard let entry = TraceEntry(kind: kindKey.stringValue, fields: fields) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [kindKey], debugDescription: "not a \(kindKey.stringValue) entry"))
        }
        self = entry
    }
}

/// Typed access to one JSON object's fields, with errors that say where: the HitChain file
/// formats (scenes, scenarios) read their objects through it.
public struct JSONObjectReader {
    /// The document the object is in.
    public let doc: JSONDocument
    /// The object's node.
    public let node: Int
    /// Where the object sits, for errors.
    public let path: JSONPath
    /// `view "C"` once the name is known.
    public var label: String?
    /// The object's members in document order, and for a large object an index by key: a scene
    /// object has a dozen fields, which a linear search finds sooner than a hash.
    private let ordered: [JSONDocument.Member]
    private let index: [String: Int]?

    /// A reader of the object at `node`; an error when the node is not an object.
    public init(_ doc: JSONDocument, _ node: Int, path: JSONPath, label: String? = nil) throws(SceneError) {
        self.doc = doc
        self.node = node
        self.path = path
        self.label = label
        guard case .object(let ms) = doc[node].value else {
            var e = SceneError(.wrongType, "expected an object")
            e.path = path.description
            e.line = doc[node].location.line
            e.column = doc[node].location.column
            throw e
        }
        self.ordered = ms
        if ms.count > 16 {
            var m: [String: Int] = [:]
            m.reserveCapacity(ms.count)
            for member in ms { m[member.key] = member.value }
            self.index = m
        } else {
            self.index = nil
        }
    }

    /// The node of the member named `key`.
    ///
    /// - Complexity: O(1) on average for objects of more than 16 members, else O(members).
    private func member(_ key: String) -> Int? {
        if let index { return index[key] }
        // Lengths first: two short strings that differ are otherwise compared out of line,
        // and most of an object's keys differ from the one sought.
        let length = key.utf8.count
        for m in ordered where m.key.utf8.count == length && m.key == key { return m.value }
        return nil
    }

    /// An error about this object (and `field`), at its place in the file.
    public func error(_ kind: SceneError.Kind, _ problem: String, field: String? = nil) -> SceneError {
        var e = SceneError(kind, problem, node: label, field: field)
        e.path = path.description
        let loc = field.flatMap { member($0) }.map { doc[$0].location } ?? doc[node].location
        e.line = loc.line
        e.column = loc.column
        return e
    }

    /// Refuses a member whose key is not in `keys`, listing the known ones.
    public func allow(_ keys: Set<String>) throws(SceneError) {
        for member in orderedKeys where !keys.contains(member.key) {
            let known = keys.sorted().joined(separator: ", ")
            throw error(.unknownField, "unknown field \"\(member.key)\" (known fields: \(known))", field: member.key)
        }
    }

    /// The members, in document order.
    public var orderedKeys: [JSONDocument.Member] {
        if case .object(let ms) = doc[node].value { return ms }
        return []
    }

    /// Whether the object has a member `key`.
    public func has(_ key: String) -> Bool { member(key) != nil }

    /// Where member `key`'s value starts.
    public func location(_ key: String) -> JSONDocument.Location? { member(key).map { doc[$0].location } }

    /// Member `key` as a string; nil when absent, an error when not a string.
    public func string(_ key: String) throws(SceneError) -> String? {
        guard let i = member(key) else { return nil }
        guard case .string(let s) = doc[i].value else { throw error(.wrongType, "expected a string", field: key) }
        return s
    }

    /// Member `key` as a Boolean; nil when absent, an error when not one.
    public func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let i = member(key) else { return nil }
        guard case .bool(let b) = doc[i].value else { throw error(.wrongType, "expected true or false", field: key) }
        return b
    }

    /// Member `key` as a number; nil when absent, an error when not one.
    public func number(_ key: String) throws(SceneError) -> Double? {
        guard let i = member(key) else { return nil }
        guard case .number(let d) = doc[i].value else { throw error(.wrongType, "expected a number", field: key) }
        return d
    }

    /// An array of exactly `count` numbers, described by `shape` in errors (`[x, y, width, height]`).
    public func numbers(_ key: String, count: Int, shape: String) throws(SceneError) -> [Double]? {
        guard let i = member(key) else { return nil }
        guard case .array(let items) = doc[i].value, items.count == count else {
            throw error(.wrongType, "expected \(shape)", field: key)
        }
        var out: [Double] = []
        for item in items {
            guard case .number(let d) = doc[item].value else {
                throw error(.wrongType, "expected \(shape)", field: key)
            }
            out.append(d)
        }
        return out
    }

    /// Member `key`'s elements (node indices); nil when absent, an error when not an array.
    public func array(_ key: String) throws(SceneError) -> [Int]? {
        guard let i = member(key) else { return nil }
        guard case .array(let items) = doc[i].value else { throw error(.wrongType, "expected an array", field: key) }
        return items
    }

    /// The node index of member `key`'s value, nil when absent.
    public func value(_ key: String) -> Int? { member(key) }
}

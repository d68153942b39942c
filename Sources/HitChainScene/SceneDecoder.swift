import HitChainGeometry

/// Reads the JSON scene format (docs/scene-format.md) into a `Scene`, then validates it.
/// Every error names the file, the line and column, the JSON path, the node and the field.
///
/// The reader is iterative: a file nested 100 000 levels deep is rejected with a
/// `tooDeep` error naming the first view past the limit, not a stack overflow.
public struct SceneDecoder {
    public var limits: SceneLimits

    public init(limits: SceneLimits = .standard) {
        self.limits = limits
    }

    /// Decodes and validates a scene from JSON text. `file` is used in error messages.
    public func decode(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> Scene {
        do throws(SceneError) {
            let doc: JSONDocument
            do {
                doc = try JSONReader.parse(bytes)
            } catch {
                var e = SceneError(.syntax, error.message)
                e.line = error.location.line
                e.column = error.location.column
                throw e
            }
            var reader = SceneReader(doc: doc, limits: limits)
            let scene = try reader.read()
            do throws(SceneError) {
                try scene.validate(limits: limits)
            } catch var error {
                reader.sources.locate(&error)
                throw error
            }
            return scene
        } catch var error {
            error.file = file
            throw error
        }
    }

    public func decode(_ text: String, file: String? = nil) throws(SceneError) -> Scene {
        try decode(Array(text.utf8), file: file)
    }
}

/// Where each named node came from, so that validation errors can point into the file.
struct SourceMap {
    struct Source {
        var path: JSONPath
        var location: JSONDocument.Location
        var fields: [String: JSONDocument.Location]
    }
    var byName: [String: [Source]] = [:]

    func locate(_ error: inout SceneError) {
        guard let name = error.nodeName, let sources = byName[name] else { return }
        let source = error.kind == .duplicateName ? sources[sources.count - 1] : sources[0]
        error.path = source.path.description
        let loc = error.field.flatMap { source.fields[$0] } ?? source.location
        error.line = loc.line
        error.column = loc.column
    }
}

/// Typed access to one JSON object's fields, with errors that say where.
struct Fields {
    let doc: JSONDocument
    let node: Int
    let path: JSONPath
    /// `view "C"` once the name is known.
    var label: String?
    let members: [String: Int]

    init(_ doc: JSONDocument, _ node: Int, path: JSONPath, label: String? = nil) throws(SceneError) {
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
        var m: [String: Int] = [:]
        for member in ms { m[member.key] = member.value }
        self.members = m
    }

    func error(_ kind: SceneError.Kind, _ problem: String, field: String? = nil) -> SceneError {
        var e = SceneError(kind, problem, node: label, field: field)
        e.path = path.description
        let loc = field.flatMap { members[$0] }.map { doc[$0].location } ?? doc[node].location
        e.line = loc.line
        e.column = loc.column
        return e
    }

    func allow(_ keys: Set<String>) throws(SceneError) {
        for member in orderedKeys where !keys.contains(member.key) {
            let known = keys.sorted().joined(separator: ", ")
            throw error(.unknownField, "unknown field \"\(member.key)\" (known fields: \(known))", field: member.key)
        }
    }

    var orderedKeys: [JSONDocument.Member] {
        if case .object(let ms) = doc[node].value { return ms }
        return []
    }

    func has(_ key: String) -> Bool { members[key] != nil }

    func location(_ key: String) -> JSONDocument.Location? { members[key].map { doc[$0].location } }

    func string(_ key: String) throws(SceneError) -> String? {
        guard let i = members[key] else { return nil }
        guard case .string(let s) = doc[i].value else { throw error(.wrongType, "expected a string", field: key) }
        return s
    }

    func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let i = members[key] else { return nil }
        guard case .bool(let b) = doc[i].value else { throw error(.wrongType, "expected true or false", field: key) }
        return b
    }

    func number(_ key: String) throws(SceneError) -> Double? {
        guard let i = members[key] else { return nil }
        guard case .number(let d) = doc[i].value else { throw error(.wrongType, "expected a number", field: key) }
        return d
    }

    /// An array of exactly `count` numbers, described by `shape` in errors (`[x, y, width, height]`).
    func numbers(_ key: String, count: Int, shape: String) throws(SceneError) -> [Double]? {
        guard let i = members[key] else { return nil }
        guard case .array(let items) = doc[i].value, items.count == count else {
            throw error(.wrongType, "expected \(shape)", field: key)
        }
        var out: [Double] = []
        for item in items {
            guard case .number(let d) = doc[item].value else { throw error(.wrongType, "expected \(shape)", field: key) }
            out.append(d)
        }
        return out
    }

    func array(_ key: String) throws(SceneError) -> [Int]? {
        guard let i = members[key] else { return nil }
        guard case .array(let items) = doc[i].value else { throw error(.wrongType, "expected an array", field: key) }
        return items
    }

    func value(_ key: String) -> Int? { members[key] }
}

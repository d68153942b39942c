import HitChainGeometry

/// Reads the JSON scene format (docs/scene-format.md) into an `HCScene`, then validates it.
/// Every error names the file, the line and column, the JSON path, the node and the field.
///
/// The reader is iterative: a file nested 100 000 levels deep is rejected with a
/// `tooDeep` error naming the first view past the limit, not a stack overflow.
public struct SceneDecoder {
    /// The limits a scene must keep.
    public var limits: SceneLimits

    /// A decoder that refuses scenes past `limits`.
    public init(limits: SceneLimits = .standard) {
        self.limits = limits
    }

    /// Decodes and validates a scene from JSON text. `file` is used in error messages.
    public func decode(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> HCScene {
        do throws(SceneError) {
            let doc = try JSONDocument.parsing(bytes)
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

    /// The same, from text.
    public func decode(_ text: String, file: String? = nil) throws(SceneError) -> HCScene {
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

/// An annotations file: what a hierarchy dump cannot show, added to the imported scene by
/// view name, in the scene format's own words (`docs/scene-format.md`):
///
///     { "format": "hitchain-annotations", "version": 1,
///       "views": {
///         "Buy": { "pointInside": { "insetBy": [-10, -10, -10, -10] },
///                  "handles": { "touches": { "began": "handle" } } },
///         "overlay": { "hitTest": "passThrough" },
///         "cell": { "gestureRecognizers": [ { "name": "cellTap", "kind": "tap" } ] } } }
///
/// The fields are merged into the views' JSON and the whole scene is read again, so every
/// check of the scene format applies to them.
public enum SceneAnnotations {
    /// The `format` an annotations file declares.
    public static let formatName = "hitchain-annotations"

    /// The fields an annotation may set: behaviour a dump cannot show, not geometry.
    public static let fields: Set<String> = [
        "pointInside", "hitTest", "handles", "gestureRecognizers", "targetActions", "insideTolerance", "on", "value",
        "canBecomeFirstResponder", "canResignFirstResponder", "multipleTouchEnabled", "exclusiveTouch",
        "userInteractionEnabled", "enabled", "control", "textInput", "hidden", "alpha",
    ]

    /// `scene` with the annotations in `bytes` applied.
    ///
    /// - Complexity: O(n) in the sizes of the scene and the annotations.
    public static func apply(_ bytes: [UInt8], file: String, to scene: HCScene) throws(SceneError) -> HCScene {
        let notes: JSONDocument
        do { notes = try JSONDocument.parsing(bytes) } catch { throw located(error, file) }
        let byView = try read(notes, file: file, scene: scene)
        let sceneDoc: JSONDocument
        do { sceneDoc = try JSONDocument.parsing(Array(SceneEncoder().encode(scene).utf8)) } catch { throw error }
        let merged = mergedText(sceneDoc, notes, byView)
        do {
            return try SceneDecoder().decode(merged, file: file)
        } catch {
            // The place is the view and field (the merged text is not the user's file).
            var e = error
            e.line = nil
            e.column = nil
            e.problem += " (from the annotations)"
            throw e
        }
    }

    /// View name → the annotation's members, checked: known views, known fields.
    private static func read(_ doc: JSONDocument, file: String, scene: HCScene) throws(SceneError)
        -> [String: [JSONDocument.Member]]
    {
        func fail(_ kind: SceneError.Kind, _ problem: String, at node: Int, field: String? = nil) -> SceneError {
            var e = SceneError(kind, problem, field: field)
            e.file = file
            e.line = doc[node].location.line
            e.column = doc[node].location.column
            return e
        }
        guard case .object(let top) = doc[doc.root].value else {
            throw fail(.wrongType, "an annotations file is a JSON object", at: doc.root)
        }
        func member(_ key: String) -> Int? { top.first { $0.key == key }?.value }
        guard let f = member("format"), case .string(formatName) = doc[f].value else {
            throw fail(
                .unsupportedFormat, "not a HitChain annotations file (\"format\": \"\(formatName)\")", at: doc.root)
        }
        guard let v = member("version"), case .number(1) = doc[v].value else {
            throw fail(.unsupportedFormat, "this HitChain reads annotations version 1", at: doc.root, field: "version")
        }
        for m in top where !["format", "version", "views"].contains(m.key) {
            throw fail(.unknownField, "unknown field \"\(m.key)\"", at: m.value, field: m.key)
        }
        guard let viewsNode = member("views"), case .object(let views) = doc[viewsNode].value else {
            throw fail(.missingField, "missing \"views\": { \"view name\": { fields… } }", at: doc.root)
        }
        let names = Set(scene.views.map(\.name))
        var byView: [String: [JSONDocument.Member]] = [:]
        for view in views {
            guard names.contains(view.key) else {
                throw fail(.unknownReference, "no view is named \"\(view.key)\" in the imported scene", at: view.value)
            }
            guard case .object(let members) = doc[view.value].value else {
                throw fail(.wrongType, "the annotation of \"\(view.key)\" is an object of scene fields", at: view.value)
            }
            for m in members where !fields.contains(m.key) {
                throw fail(
                    .unknownField,
                    "\"\(m.key)\" cannot be annotated; one of: \(fields.sorted().joined(separator: ", "))",
                    at: m.value, field: m.key)
            }
            byView[view.key] = members
        }
        return byView
    }

    /// The scene's JSON again, each annotated view object with its annotation's members in
    /// place of (or after) its own. Walked with an explicit stack: no recursion.
    private static func mergedText(
        _ scene: JSONDocument, _ notes: JSONDocument, _ byView: [String: [JSONDocument.Member]]
    ) -> String {
        enum Work {
            case value(JSONDocument, Int)
            case key(String)
            case endObject, endArray
        }
        var w = JSONWriter()
        var work: [Work] = [.value(scene, scene.root)]
        while let item = work.popLast() {
            switch item {
            case .key(let k): w.key(k)
            case .endObject: w.endObject()
            case .endArray: w.endArray()
            case .value(let doc, let node):
                switch doc[node].value {
                case .null: w.null()
                case .bool(let b): w.bool(b)
                case .number(let d): w.number(d)
                case .string(let s): w.string(s)
                case .array(let items):
                    w.beginArray()
                    work.append(.endArray)
                    for i in items.reversed() { work.append(.value(doc, i)) }
                case .object(let members):
                    w.beginObject()
                    work.append(.endObject)
                    var list = members.map { ($0.key, doc, $0.value) }
                    let isView = members.contains { $0.key == "frame" || $0.key == "center" }
                    if isView,
                        let nameNode = members.first(where: { $0.key == "name" })?.value,
                        case .string(let name) = doc[nameNode].value, let extra = byView[name]
                    {
                        let keys = Set(extra.map(\.key))
                        list = list.filter { !keys.contains($0.0) } + extra.map { ($0.key, notes, $0.value) }
                    }
                    for (key, d, value) in list.reversed() {
                        work.append(.value(d, value))
                        work.append(.key(key))
                    }
                }
            }
        }
        return w.text
    }

    private static func located(_ error: SceneError, _ file: String) -> SceneError {
        var e = error
        e.file = file
        return e
    }
}

import HitChainGeometry
public import HitChainScene

/// A baseline of accepted divergence classes (`hitchain fuzz --triage --known FILE`): a run
/// fails only on a class it does not list. Written by `--write-known` from a run's classes:
///
/// ```json
/// { "format": "hitchain-known-classes", "version": 1,
///   "classes": [ { "engine": "mine", "key": "reading:maxEdgesInside", "note": "…" } ] }
/// ```
public struct KnownClasses: Sendable, Hashable {
    public struct Entry: Hashable, Sendable {
        /// The engine; nil accepts the key for any engine (and names the dispatcher's own classes).
        public var engine: String?
        public var key: String
    }

    public var entries: Set<Entry>

    public init(_ classes: [DivergenceClass] = []) {
        entries = Set(classes.map { Entry(engine: $0.engine, key: $0.key) })
    }

    /// Whether the baseline accepts `c`: an entry for its engine and key, or for its key with
    /// no engine named (any engine).
    public func contains(_ c: DivergenceClass) -> Bool {
        entries.contains(Entry(engine: c.engine, key: c.key)) || entries.contains(Entry(engine: nil, key: c.key))
    }

    /// Reads a baseline; errors name the place and the problem (the caller adds the file).
    public static func parse(_ bytes: [UInt8]) throws(SceneError) -> KnownClasses {
        let doc = try JSONDocument.parsing(bytes)
        let root = try JSONObjectReader(doc, doc.root, path: JSONPath("$"))
        try root.allow(["format", "version", "classes"])
        guard try root.string("format") == "hitchain-known-classes" else {
            throw root.error(.unsupportedFormat, "not a known-classes file (format \"hitchain-known-classes\")")
        }
        guard try root.number("version") == 1 else {
            throw root.error(.unsupportedFormat, "unsupported version (this build reads version 1)", field: "version")
        }
        guard let items = try root.array("classes") else {
            throw root.error(.missingField, "missing the list of classes", field: "classes")
        }
        var known = KnownClasses()
        for (i, item) in items.enumerated() {
            let entry = try JSONObjectReader(doc, item, path: root.path.child(".classes[\(i)]"))
            try entry.allow(["engine", "key", "note", "cases"])
            guard let key = try entry.string("key"), !key.isEmpty else {
                throw entry.error(.missingField, "a class needs its key", field: "key")
            }
            // What --write-known wrote beside the key is checked too: a baseline that says
            // something impossible was not written by it, nor edited with care.
            _ = try entry.string("note")
            if let cases = try entry.number("cases"),
                !(cases >= 0 && cases <= 9_007_199_254_740_992 && cases == cases.rounded())
            {
                throw entry.error(
                    .outOfRange,
                    "the count of cases is a whole number from 0 to 2^53, not \(formatMeasure(cases, decimals: 6))",
                    field: "cases")
            }
            known.entries.insert(Entry(engine: try entry.string("engine"), key: key))
        }
        return known
    }

    /// A baseline accepting `classes`, each with its description and count as a note.
    public static func text(_ classes: [TriageClass]) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("format", "hitchain-known-classes")
        w.field("version", 1)
        w.key("classes")
        w.beginArray()
        for c in classes.sorted(by: { $0.divergenceClass < $1.divergenceClass }) {
            w.beginObject()
            if let engine = c.divergenceClass.engine { w.field("engine", engine) }
            w.field("key", c.divergenceClass.key)
            w.field("note", c.divergenceClass.description)
            w.field("cases", Double(c.cases))
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

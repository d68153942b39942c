import HitChainGeometry
public import HitChainScene

/// A baseline of accepted divergence classes (`hitchain fuzz --triage --known FILE`): a run
/// fails only on a class it does not list (`TriageGate`). Written by `--write-known` from a
/// run's classes, keyed by the rule broken — the class's key — not by the engine's name:
///
/// ```json
/// { "format": "hitchain-known-classes", "version": 1,
///   "classes": [ { "key": "reading:maxEdgesInside", "note": "…", "cases": 163 } ] }
/// ```
///
/// An `engine` field written by earlier versions is read and ignored.
public struct KnownClasses: Sendable, Hashable {
    /// One accepted class.
    public struct Entry: Hashable, Sendable {
        /// The engine named by an older baseline; ignored: a key is accepted for any engine.
        public var engine: String?
        /// The class's `DivergenceClass.key`.
        public var key: String
    }

    /// The classes accepted.
    public var entries: Set<Entry>

    /// A baseline accepting `classes`.
    public init(_ classes: [DivergenceClass] = []) {
        entries = Set(classes.map { Entry(engine: nil, key: $0.key) })
    }

    /// Whether the baseline accepts `c`: an entry with its key.
    public func contains(_ c: DivergenceClass) -> Bool { keys.contains(c.key) }

    /// The keys the baseline lists, sorted.
    public var keys: [String] { Set(entries.map(\.key)).sorted() }

    /// The readings the baseline accepts (its `reading:` keys).
    public var readings: [HitTestMutant] {
        let listed = Set(keys)
        return HitTestMutant.readings.filter { listed.contains(DivergenceClass(engine: nil, kind: .reading($0)).key) }
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

    /// A baseline accepting `classes`, each with its description and count as a note; with
    /// `keeping`, also the keys of that baseline the run did not see (so a class not reached
    /// on one seed stays accepted), unless they are pruned.
    public static func text(_ classes: [TriageClass], keeping previous: KnownClasses? = nil) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("format", "hitchain-known-classes")
        w.field("version", 1)
        w.key("classes")
        w.beginArray()
        var written = Set<String>()
        for c in classes.sorted(by: { $0.divergenceClass.key < $1.divergenceClass.key }) {
            guard written.insert(c.divergenceClass.key).inserted else { continue }
            w.beginObject()
            w.field("key", c.divergenceClass.key)
            w.field("note", c.divergenceClass.kindDescription)
            w.field("cases", Double(c.cases))
            w.endObject()
        }
        for key in previous?.keys ?? [] where written.insert(key).inserted {
            w.beginObject()
            w.field("key", key)
            w.field("note", "kept from the previous baseline: not seen in this run (fixed?)")
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

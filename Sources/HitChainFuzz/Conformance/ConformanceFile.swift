import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene
import SystemPackage

/// One probe list of the suite (`{"format": "hitchain-conformance", "version": 1, "probes": […]}`),
/// read with its scenes and scenarios.
struct ConformanceFile {
    var version: Int
    var probes: [ConformanceProbe] = []

    init(path: String, folder: String) throws(SceneError) {
        do throws(SceneError) {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw SceneError(.unknownReference, "cannot read the file")
            }
            let doc = try JSONDocument.parsing([UInt8](bytes))
            let root = try JSONObjectReader(doc, doc.root, path: JSONPath("$"))
            try root.allow(["format", "version", "probes"])
            guard try root.string("format") == ConformanceSuite.format else {
                throw root.error(.unsupportedFormat, "not a probe list (format \"\(ConformanceSuite.format)\")")
            }
            guard let v = try root.number("version"), v == 1 else {
                throw root.error(.unsupportedFormat, "unsupported version (this build reads 1)", field: "version")
            }
            version = 1
            guard let items = try root.array("probes") else {
                throw root.error(.missingField, "missing the probe list", field: "probes")
            }
            for (i, item) in items.enumerated() {
                let o = try JSONObjectReader(doc, item, path: root.path.child(".probes[\(i)]"))
                probes.append(try Self.probe(o, folder: folder))
            }
        } catch {
            var e = error
            if e.file == nil { e.file = path }
            throw e
        }
    }

    private static func probe(_ o: JSONObjectReader, folder: String) throws(SceneError) -> ConformanceProbe {
        try o.allow(["name", "rule", "source", "scene", "hits", "scenario", "trace", "absent", "once"])
        func text(_ key: String) throws(SceneError) -> String {
            guard let s = try o.string(key), !s.isEmpty else {
                throw o.error(.missingField, "missing \(key)", field: key)
            }
            return s
        }
        let name = try text("name"), rule = try text("rule"), source = try text("source")
        if let scene = try o.string("scene") {
            let s = try loadScene(try inside(folder, FilePath(folder), scene, o, field: "scene"))
            guard let items = try o.array("hits") else { throw o.error(.missingField, "missing hits", field: "hits") }
            var hits: [ConformanceProbe.Hit] = []
            for (i, item) in items.enumerated() {
                let h = try JSONObjectReader(o.doc, item, path: o.path.child(".hits[\(i)]"))
                try h.allow(["point", "view", "window"])
                guard let p = try h.numbers("point", count: 2, shape: "[x, y]") else {
                    throw h.error(.missingField, "missing point", field: "point")
                }
                hits.append(
                    .init(
                        point: HCPoint(x: p[0], y: p[1]), view: try nullable(h, "view"),
                        window: try nullable(h, "window")
                    ))
            }
            return ConformanceProbe(name: name, rule: rule, source: source, check: .hits(scene: s, hits))
        }
        let scenario = try text("scenario")
        let path = FilePath(try inside(folder, FilePath(folder), scenario, o, field: "scenario"))
        guard let bytes = FileManager.default.contents(atPath: path.string) else {
            throw o.error(.unknownReference, "cannot read the scenario \(scenario)", field: "scenario")
        }
        let dir = path.removingLastComponent()
        let decoder = ScenarioDecoder { (p: String) throws(SceneError) -> HCScene in
            try loadScene(try inside(folder, dir, p, nil, field: "scene"))
        }
        let (s, events) = try decoder.decode([UInt8](bytes), file: path.string)
        return ConformanceProbe(
            name: name, rule: rule, source: source,
            check: .delivery(
                scene: s.scene, events: events, trace: try lines(o, "trace"), absent: try lines(o, "absent"),
                once: try lines(o, "once")))
    }

    /// A string, or nil for `null` or a missing field.
    private static func nullable(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> String? {
        if let i = o.value(key), case .null = o.doc[i].value { return nil }
        return try o.string(key)
    }

    private static func lines(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> [String] {
        guard let items = try o.array(key) else { return [] }
        var out: [String] = []
        for item in items {
            guard case .string(let s) = o.doc[item].value else {
                throw o.error(.wrongType, "expected strings", field: key)
            }
            out.append(s.trimmingCharacters(in: .whitespaces))
        }
        return out
    }

    /// `name`, a file a probe names relative to `dir`, as a path inside the suite's `folder`:
    /// one that is absolute, climbs out of the folder with `..`, or leads out of it through a
    /// symbolic link is refused, unread (a suite names its own scenes and scenarios; an error
    /// must not show another file's content).
    static func inside(
        _ folder: String, _ dir: FilePath, _ name: String, _ o: JSONObjectReader?, field: String
    ) throws(SceneError) -> String {
        let given = FilePath(name)
        func absolute(_ p: FilePath) -> FilePath {
            (p.isAbsolute ? p : FilePath(FileManager.default.currentDirectoryPath).pushing(p)).lexicallyNormalized()
        }
        let root = absolute(FilePath(folder))
        let joined = dir.pushing(given)
        func refuse() -> SceneError {
            let problem = "names a file outside the suite's folder: \(name)"
            return o?.error(.invalidValue, problem, field: field) ?? SceneError(.invalidValue, problem, field: field)
        }
        guard !given.isAbsolute, absolute(joined).starts(with: root) else { throw refuse() }
        // Through symbolic links too: the file, once found, must still be in the folder (a
        // missing one is said to be missing by the reader).
        guard FileManager.default.fileExists(atPath: joined.string) else { return joined.string }
        let real = URL(fileURLWithPath: joined.string).resolvingSymlinksInPath().path
        let realRoot = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard FilePath(real).starts(with: FilePath(realRoot)) else { throw refuse() }
        return joined.string
    }

    private static func loadScene(_ path: String) throws(SceneError) -> HCScene {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw SceneError(.unknownReference, "cannot read the scene file \(path)", field: "scene")
        }
        return try SceneDecoder().decode([UInt8](bytes), file: path)
    }
}

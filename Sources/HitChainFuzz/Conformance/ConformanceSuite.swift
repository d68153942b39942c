import Foundation
import HitChainDelivery
import HitChainGeometry
public import HitChainScene
import SystemPackage

/// The conformance suite: curated, versioned probes for the rules and decisions of
/// docs/semantics.md, each citing its rule (`ConformanceProbe`). The package carries it
/// (`bundled()`); `load(folder:)` reads one from disk: every `*.json` probe list in the
/// folder, with scene and scenario paths relative to it.
public struct ConformanceSuite: Sendable {
    /// The `format` a probe list declares.
    public static let format = "hitchain-conformance"
    /// The suite's version: results are quoted against it.
    public var version: Int
    /// The probes, in order.
    public var probes: [ConformanceProbe]

    /// A suite of `probes` at `version`.
    public init(version: Int, probes: [ConformanceProbe]) {
        self.version = version
        self.probes = probes
    }

    /// The rules the probes cite, in the order they first appear.
    public var rules: [String] {
        var seen = Set<String>()
        return probes.map(\.rule).filter { seen.insert($0).inserted }
    }

    /// The suite this package was built with.
    public static func bundled() throws(SceneError) -> ConformanceSuite {
        guard let url = Bundle.module.url(forResource: "Suite", withExtension: nil) else {
            throw SceneError(.unknownReference, "the package's conformance suite is missing from its resources")
        }
        return try load(folder: url.path)
    }

    /// Reads every probe list in `folder`, sorted by file name; errors name the file and place.
    public static func load(folder: String) throws(SceneError) -> ConformanceSuite {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            var e = SceneError(.unknownReference, "not a folder that can be read")
            e.file = folder
            throw e
        }
        var suite = ConformanceSuite(version: 1, probes: [])
        var seenNames = Set<String>()
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let path = FilePath(folder).appending(name).string
            let list = try ConformanceFile(path: path, folder: folder)
            suite.version = list.version
            for probe in list.probes where !seenNames.insert(probe.name).inserted {
                var e = SceneError(.duplicateName, "two probes are named \"\(probe.name)\"")
                e.file = path
                throw e
            }
            suite.probes += list.probes
        }
        guard !suite.probes.isEmpty else {
            var e = SceneError(.missingField, "holds no probe list (*.json)")
            e.file = folder
            throw e
        }
        return suite
    }
}

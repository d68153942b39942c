public import Foundation
public import HitChainScene

/// The package root, found from this file's path (`Tests/HitChainTestSupport/…`).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `Corpus/scenes`.
public let scenesFolder = packageRoot.appendingPathComponent("Corpus/scenes")

/// The real touch captures beside the repository (`../shared/realdata/touch`), which tests
/// that use them skip, saying so, when absent.
public let realData = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/realdata/touch")
public let hasRealData = FileManager.default.fileExists(atPath: realData.path)
/// What a test that needs the real touch captures says when it skips.
public let realDataAbsent =
    "../shared/realdata/touch is absent: real touch captures, kept beside the clone and not in it; "
    + "docs/real-data.md says where to get them"

/// The real view-hierarchy dumps beside the repository (`../shared/realdata/hierarchies`),
/// which tests that use them skip, saying so, when absent.
public let realHierarchies = packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/realdata/hierarchies")
public let hasRealHierarchies = FileManager.default.fileExists(atPath: realHierarchies.path)
/// What a test that needs the real hierarchy dumps says when it skips.
public let realHierarchiesAbsent =
    "../shared/realdata/hierarchies is absent: real view-hierarchy dumps, kept beside the clone and not in it; "
    + "docs/real-data.md says where to get them"

/// The paths of the real dumps (`.txt` and `.xml`), sorted; none when they are absent.
public func realHierarchyPaths() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: realHierarchies.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") }.sorted().map {
        realHierarchies.appendingPathComponent($0).path
    }
}

/// The bytes of `Corpus/<name>`.
public func corpusBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Corpus/\(name)")))
}

/// Every scene file under `Corpus/scenes`, sorted.
public func corpusScenePaths() -> [String] {
    var out: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: scenesFolder.path)
    while let item = enumerator?.nextObject() as? String {
        if item.hasSuffix(".json") { out.append(scenesFolder.appendingPathComponent(item).path) }
    }
    return out.sorted()
}

/// Decodes the scene file at `path`.
public func decodeFile(_ path: String) throws -> HCScene {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try SceneDecoder().decode([UInt8](data), file: path)
}

/// Decodes `Corpus/scenes/<name>`.
public func loadScene(_ name: String) throws -> HCScene {
    try decodeFile(scenesFolder.appendingPathComponent(name).path)
}

/// `Tests/Fixtures/dumps/shapes`: dumps written for this project in the shapes real ones
/// take (docs/importing.md, "The shapes a dump takes").
public let shapeFixtures = packageRoot.appendingPathComponent("Tests/Fixtures/dumps/shapes")

/// The text of `Tests/Fixtures/dumps/shapes/<name>`.
public func shapeFixture(_ name: String) throws -> String {
    try String(contentsOf: shapeFixtures.appendingPathComponent(name), encoding: .utf8)
}

/// The names of every dump in `Tests/Fixtures/dumps/shapes` (`.txt` and `.xml`), sorted.
public func shapeFixtureNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: shapeFixtures.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") }.sorted()
}

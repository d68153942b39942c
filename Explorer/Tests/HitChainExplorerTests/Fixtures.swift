import Foundation
import HitChain
import HitChainExplorer

/// The repository's root (this file is Explorer/Tests/HitChainExplorerTests/Fixtures.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A file of the repository's corpus, by its path under Corpus/.
func corpus(_ path: String) -> String { repositoryRoot.appendingPathComponent("Corpus/\(path)").path }

/// A scratch folder of the test's own, removed when the process ends.
let scratch: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitchain-explorer-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: scratchPath) }
    return url
}()
private let scratchPath = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hitchain-explorer-tests-\(getpid())"
).path

/// Seed 004's tap recording written again with CView no longer handling touchesBegan, the
/// events and the observed trace kept: its replay diverges at event 0.
func brokenRecording() throws -> String {
    var reader = try EVZReader(path: corpus("seed-004-tap-c.evz"))
    var events: [TimedEvent] = []
    var trace: [TraceEntry] = []
    while let chunk = reader.nextChunk() {
        events += chunk.events
        trace += chunk.trace ?? []
    }
    var scene = reader.scene
    guard let c = scene.viewIndex(named: "CView") else { throw ExplorerError(file: "seed-004-tap-c.evz", "no CView") }
    scene.views[c].responder.handlers.touches = [:]
    let path = scratch.appendingPathComponent("broken.evz").path
    let writer = try EVZWriter(path: path, header: reader.header, scene: scene)
    for (i, e) in events.enumerated() {
        try writer.append(e, trace: Array(DeliveryTrace(entries: trace).entries(forEvent: i)))
    }
    try writer.finish()
    return path
}

/// An answer once it is made: a question about a hit map being made is answered 202 (how far
/// it has gone) until it is; asked again as the page asks.
func settled(
    _ explorer: Explorer, document: String = "0", route: String, id: String? = nil, query: [String: String] = [:]
) async throws -> ExplorerAnswer {
    while true {
        let answer = await explorer.answer(document: document, route: route, id: id, query: query)
        guard answer.status == 202 else { return answer }
        try await Task.sleep(for: .milliseconds(50))
    }
}

/// The parsed JSON of an answer.
func object(_ answer: ExplorerAnswer) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any] ?? [:]
}

/// The real view-hierarchy dumps beside the repository (../shared/realdata), when they are there.
let realHierarchies = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/realdata/hierarchies")
var hasRealHierarchies: Bool { FileManager.default.fileExists(atPath: realHierarchies.path) }

/// A real dump imported as `hitchain import hierarchy` imports it, written as a scene file
/// in the scratch folder.
func importedScreen(_ name: String) throws -> (path: String, scene: HCScene) {
    let text = try String(contentsOf: realHierarchies.appendingPathComponent(name), encoding: .utf8)
    guard let format = HierarchyFormat.detect(text) else { throw ExplorerError(file: name, "not a dump") }
    let scene = try HierarchyImporter.scene(from: try format.parse(text, file: name), file: name).scene
    let path = scratch.appendingPathComponent(name + ".json").path
    try Data(SceneEncoder().encode(scene).utf8).write(to: URL(fileURLWithPath: path))
    return (path, scene)
}

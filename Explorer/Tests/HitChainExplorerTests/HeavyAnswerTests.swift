import Foundation
import HitChain
import Testing

@testable import HitChainExplorer

/// Work that takes long on a huge screen holds no other answer up: a file loads in the
/// background while the server answers and says how far it has gone; a hit map is made apart
/// while the walk and the hover are answered; a search lets other questions through and stops
/// when a newer one begins.
@Suite("Heavy answers do not hold others up")
struct HeavyAnswerTests {
    /// Seed 004 composed to 200 000 views: seconds to build, to map, to search.
    static let views = 200_000

    @Test("a huge screen loads, maps and searches while every other question is answered")
    func huge() async throws {
        let explorer = try Explorer(reading: [corpus("scenes/seed-004.json")], compose: Self.views)
        // Read and checked, not yet built: the page is told so, and asked to wait.
        #expect(await explorer.answer(document: "0", route: "hit", query: ["x": "1", "y": "1"]).status == 503)
        let loading = Task { await explorer.load() }
        var stages = Set<String>()
        while !(await explorer.isLoaded) {
            let list = try #require(
                try JSONSerialization.jsonObject(with: Data(await explorer.documentsJSON().utf8)) as? [[String: Any]])
            if let progress = list.first?["progress"] as? [String: Any], let stage = progress["stage"] as? String {
                stages.insert(stage)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        await loading.value
        #expect(stages.contains { $0.hasPrefix("building its") }, "\(stages)")

        // The hit map is made apart: the walk is answered meanwhile, and the map still is not made.
        await explorer.setMapWait(.zero)
        let point = ["x": "100", "y": "100"]
        #expect(await explorer.answer(document: "0", route: "hitmap").status == 202)
        #expect(await explorer.answer(document: "0", route: "walk", query: point).status == 200)
        let still = try object(await explorer.answer(document: "0", route: "hitmap"))
        #expect(still["making"] as? Bool == true, "the map was made before the walk was answered")
        let map = try object(await settled(explorer, route: "hitmap"))
        #expect((map["owners"] as? [Int])?.isEmpty == false)

        // A search lets the hover through, and a newer search stops it.
        let first = Task { (await explorer.answer(document: "0", route: "search", query: ["q": "a"]), Date()) }
        try await Task.sleep(for: .milliseconds(30))
        let hover = await explorer.answer(document: "0", route: "hit", query: point)
        let hovered = Date()
        #expect(hover.status == 200)
        let newer = await explorer.answer(document: "0", route: "search", query: ["q": "view"])
        #expect(newer.status == 200)
        let (older, ended) = await first.value
        #expect(older.status == 409, "the older search ran to its end: \(older.status)")
        #expect(hovered < ended, "the hover waited for the search")
    }
}

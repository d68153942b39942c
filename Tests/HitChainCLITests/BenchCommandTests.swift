import Foundation
import HitChainTestSupport
import Testing

@Suite("hitchain bench, end to end")
struct BenchCommandTests {
    @Test("a small bench: every engine agrees, JSON and an SVG chart come out")
    func smallBench() throws {
        let svg = try temporaryFile("bench.svg", "")
        let r = try hitchain(
            "bench", "--shapes", "wideFlat,table", "--sizes", "50,400", "--budget", "5", "--json", "--svg", svg)
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 2 * 2 * 4 * 3)  // shapes × sizes × query sets × engines
        #expect(rows.allSatisfy { $0["mismatches"] as? Int == 0 })
        #expect(Set(rows.compactMap { $0["engine"] as? String }) == ["reference", "flattened", "indexed"])
        let chart = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(
            chart.hasPrefix("<?xml") && chart.contains("<svg") && chart.contains("wideFlat")
                && chart.contains("polyline"))
    }

    @Test("unknown shapes and engines are refused")
    func badOptions() throws {
        let r = try hitchain("bench", "--shapes", "circle")
        #expect(r.status != 0 && r.stderr.contains("The value 'circle' is invalid for '--shapes"))
        #expect(r.stderr.contains("- wideFlat"))
        let q = try hitchain("bench", "--queries", "uniform,sideways")
        #expect(q.status != 0 && q.stderr.contains("'uniform,sideways' is invalid for '--queries"))
        let f = try hitchain("fuzz", "--features", "tap,telepathy")
        #expect(f.status != 0 && f.stderr.contains("- doubleTap"))
        let d = try hitchain("damage", "Corpus/drag-outside.evz", "--variant", "cut:x")
        #expect(d.status != 0 && d.stderr.contains("'cut:x' is invalid for '--variant <kind:n>'"))
        let e = try hitchain("bench", "--engines", "quantum", "--sizes", "10")
        #expect(e.status != 0 && e.stderr.contains("unknown engine quantum"))
    }

    @Test("--scene benches given scenes, named for their files, every engine right on them")
    func givenScenes() throws {
        let r = try hitchain(
            "bench", "--scene", "Corpus/scenes/seed-004.json", "Corpus/scenes/seed-000-abcd.json", "--budget", "1",
            "--queries", "uniform,edges")
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").filter { $0.hasPrefix("seed-") }
        let queryRows = rows.filter { $0.contains(" uniform ") || $0.contains(" edges ") }
        #expect(queryRows.count == 2 * 2 * 4, "\(r.stdout)")  // scenes × query sets × (limit + engines)
        let limitRows = queryRows.filter { $0.contains(" limit ") }
        #expect(limitRows.count == 2 * 2 && limitRows.allSatisfy { $0.hasSuffix(" 1.0      -") }, "\(limitRows)")
        #expect(
            queryRows.filter { !$0.contains(" limit ") }.allSatisfy { $0.hasSuffix(" 0") }, "no engine answers wrong")
        #expect(queryRows.filter { $0.hasPrefix("seed-004.json ") }.count == 8)
        #expect(rows.count - queryRows.count == 2 * 3, "one build row per scene and engine")
    }
}

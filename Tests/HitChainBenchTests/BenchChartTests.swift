import HitChainBench
import HitChainEngines
import HitChainPictures
import HitChainTestSupport
import Testing

@Suite("BenchChart: bench results as an SVG")
struct BenchChartTests {
    static func results() throws -> [Bench.Result] {
        var options = Bench.Options()
        options.shapes = [.wideFlat, .table]
        options.sizes = [40, 300]
        options.budget = .milliseconds(1)
        return try Bench(options: options, engines: NamedEngine.registered().map { ($0.name, $0.make) }).run()
    }

    @Test("a panel per shape for time, and a row of speedup panels for every query set")
    func panels() throws {
        let results = try Self.results()
        let svg = SVGReader(BenchChart(results: results).svg())
        #expect(svg.error == nil)
        let texts = svg.elements.filter { $0.name == "text" }
        #expect(
            svg.all("rect").filter { $0.attributes["stroke"] == "#d1d5db" }.count == 2 * (1 + QuerySet.allCases.count))
        // One line per engine and panel: three engines for time, two (not the reference) for speedups.
        #expect(svg.all("polyline").count == 2 * 3 + 2 * 2 * QuerySet.allCases.count)
        // Time: 2 shapes × 2 sizes × 3 engines; speedups: 2 × 2 × 2 per query set.
        #expect(svg.all("circle").count == 12 + 8 * QuerySet.allCases.count)
        #expect(texts.contains { $0.attributes["font-weight"] == "bold" })
    }

    @Test("axes start where the data starts: the smallest size sits at the panel's left edge, not at a decade")
    func axesFromData() throws {
        let svg = SVGReader(BenchChart(results: try Self.results()).svg())
        let frames = svg.all("rect").filter { $0.attributes["stroke"] == "#d1d5db" }
        let left = try #require(frames.first.flatMap { Double($0.attributes["x"] ?? "") })
        let width = try #require(frames.first.flatMap { Double($0.attributes["width"] ?? "") })
        let lefts = Set(frames.compactMap { Double($0.attributes["x"] ?? "") }).sorted()
        #expect(lefts.first == left)
        // Each point's offset from its own panel's left edge; the smallest size measured in a
        // row sits one padding (6 % of the log range, about 5 % of the width) from the edge.
        let offsets = svg.all("circle").compactMap { Double($0.attributes["cx"] ?? "") }.map { cx in
            cx - (lefts.last { $0 <= cx } ?? left)
        }
        let first = try #require(offsets.min())
        #expect(first < width * 0.06)
        #expect(first > 0)
    }
}

import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

@testable import HitChainBench

/// A query set a scene gives no points for is skipped, saying so; the others still run.
@Suite("Bench query sets")
struct BenchQuerySetTests {
    /// One window and nothing in it: no view has a child on the screen.
    static func windowAlone() -> HCScene {
        let window = ViewSpec(
            name: "w", className: "UIWindow", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 100, height: 100))
        )
        return HCScene(
            screen: Screen(size: HCSize(width: 100, height: 100), scale: 2), views: [window],
            windows: [WindowSpec(view: 0)], keyWindow: 0)
    }

    @Test("backmost points on a window without subviews: skipped with a note, uniform measured")
    func backmostOnEmptyWindow() throws {
        var options = Bench.Options()
        options.scenes = [("alone.json", Self.windowAlone())]
        options.querySets = [.backmost, .uniform]
        options.budget = .milliseconds(1)
        let bench = Bench(options: options, engines: NamedEngine.registered().map { ($0.name, $0.make) })
        var notes: [String] = []
        let results = try bench.run(skipped: { notes.append($0) })
        #expect(notes == ["backmost on alone.json (1 view): the scene gives no such points; skipped"])
        #expect(!results.isEmpty && results.allSatisfy { $0.querySet == "uniform" && $0.mismatches == 0 })
    }
}

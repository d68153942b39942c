import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

/// A recursive engine gets the stack it needs: the fuzzer's workers and the conformance
/// runner run on threads with a stack sized for the deepest scene (a dispatch thread's
/// 512 KiB, or the main thread's 8 MiB, would overflow here and crash the test process).
@Suite struct StackSizeTests {
    @Test("the fuzzer's threads hold a recursion 40 000 frames deep")
    func fuzzerThreads() {
        let engine = NamedEngine("deep-recursion") { _ in DeepRecursion(depth: 40_000) }
        var options = FuzzOptions(
            seed: 1, iterations: 2, engines: [engine], generator: GeneratorOptions(maxViews: 8, maxEvents: 2, probes: 2)
        )
        #expect(options.effectiveStackSize == options.automaticStackSize)
        #expect(options.automaticStackSize >= 64 << 20)
        options.generator.maxViews = 20_000
        #expect(options.automaticStackSize >= 20_000 * (16 << 10), "a 20 000-deep chain gets 16 KiB a level")
        options.generator.maxViews = 8
        let result = Fuzzer(options).run()
        #expect(result.casesRun == 2 && result.failures.isEmpty)
    }

    @Test("the conformance runner holds a recursion 40 000 frames deep, and a recursive engine on a deep chain")
    func conformanceThread() throws {
        var json = #"{"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 100, 100]"#
        let depth = 9_000
        for i in 0..<depth { json += #", "subviews": [{"name": "v\#(i)", "frame": [0, 0, 100, 100]"# }
        json += String(repeating: "}]", count: depth) + "}]}"
        let scene = try SceneDecoder().decode(Array(json.utf8))
        let probe = ConformanceProbe(
            name: "deep", rule: "Purity and depth", source: "Decision",
            check: .hits(scene: scene, [.init(point: HCPoint(x: 50, y: 50), view: "v\(depth - 1)")]))
        let suite = ConformanceSuite(version: 1, probes: [probe])
        let walk = Conformance.run(suite, engine: NamedEngine("recursive") { _ in RecursiveWalk() })
        #expect(walk.passed, "\(walk.probes.first?.failure ?? "")")
        let deep = Conformance.run(suite, engine: NamedEngine("deep-recursion") { _ in DeepRecursion(depth: 40_000) })
        #expect(deep.passed, "\(deep.probes.first?.failure ?? "")")
    }
}

/// Recurses `depth` frames (each holding half a kilobyte) before answering as the reference.
private final class DeepRecursion: HitTesting {
    let depth: Int
    init(depth: Int) { self.depth = depth }

    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        _ = Self.burn(depth)
        return ReferenceHitTester().hitTest(application, screenPoint: screenPoint)
    }

    @inline(never) static func burn(_ n: Int) -> Int {
        var pad: (Int, Int, Int, Int, Int, Int, Int, Int) = (n, n, n, n, n, n, n, n)
        var more = pad
        withUnsafeMutableBytes(of: &pad) { $0[0] = 1 }
        withUnsafeMutableBytes(of: &more) { $0[1] = 2 }
        return n == 0 ? pad.0 + more.1 : burn(n - 1) &+ pad.2 &+ more.3
    }
}

/// The textbook recursive hit-test, front-most subview first, for plain views.
private final class RecursiveWalk: HitTesting {
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        for window in application.windowsFrontToBack {
            if let hit = walk(window, screenPoint) { return HitTestResult(view: hit, window: window) }
        }
        return HitTestResult(view: nil, window: nil)
    }

    private func walk(_ view: UIView, _ p: HCPoint) -> UIView? {
        guard let local = view.geometry.convertFromSuperview(p), view.geometry.bounds.contains(local) else {
            return nil
        }
        for child in view.subviews.reversed() {
            if let hit = walk(child, local) { return hit }
        }
        return view
    }
}

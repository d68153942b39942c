import HitChainDelivery
public import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Runs the conformance suite against an engine: every hit probe asks the engine (built
/// on the probe's scene) for each point; every delivery probe delivers its events through a
/// dispatcher that hit-tests with the engine and uses its delivery rules, and reads the
/// trace. On a thread with `stackSize` bytes of stack, for recursive engines.
///
/// An engine in another process that fails during a probe (dies, hangs, answers garbage)
/// fails that probe, whatever it answered: answering "nothing" passes no probe by chance.
/// An engine given up on (`NamedEngine.failure`) stops the run (`ConformanceResult.engineFailure`).
public enum Conformance {
    /// Runs every probe of `suite` against `engine`, on a thread with `stackSize` bytes of stack.
    public static func run(
        _ suite: ConformanceSuite, engine: NamedEngine, stackSize: Int = 256 << 20
    ) -> ConformanceResult {
        WorkerThreads.value(stackSize: stackSize) {
            var results: [ConformanceResult.ProbeResult] = []
            for probe in suite.probes {
                let before = engine.processPool?.problems ?? 0
                var why = failure(probe, engine)
                if let pool = engine.processPool, pool.problems > before {
                    why = "the engine failed: \(pool.lastProblem ?? "")"
                }
                results.append(.init(name: probe.name, rule: probe.rule, source: probe.source, failure: why))
                if engine.failure != nil { break }
            }
            var result = ConformanceResult(engine: engine.name, suiteVersion: suite.version, probes: results)
            result.engineFailure = engine.failure
            return result
        }
    }

    /// Why `probe` fails with `engine`, or nil.
    static func failure(_ probe: ConformanceProbe, _ engine: NamedEngine) -> String? {
        switch probe.check {
        case .hits(let scene, let hits):
            guard let app = try? UIApplication(scene: scene) else { return "the probe's scene does not build" }
            let tester = engine.make(app)
            for h in hits {
                let r = tester.hitTest(app, screenPoint: h.point)
                let view = r.view?.name, window = r.window?.name
                if view != h.view || (h.window != nil && window != h.window) {
                    // Windows quoted: a window is often named `window`.
                    func quoted(_ window: String?) -> String { window.map { "window \"\($0)\"" } ?? "no window" }
                    let expected = (h.view ?? "nothing") + (h.window != nil ? " (\(quoted(h.window)))" : "")
                    let actual = (view ?? "nothing") + (h.window != nil ? " (\(quoted(window)))" : "")
                    return "at \(h.point): expected \(expected), got \(actual)"
                }
            }
            return nil
        case .delivery(let scene, let events, let trace, let absent, let once):
            // A probe's scene may hold the fuzzer's own Swift subclasses (`FuzzCatalogue`).
            guard let app = try? UIApplication(scene: scene, registry: FuzzCatalogue.registry) else {
                return "the probe's scene does not build"
            }
            let lines = EventDispatcher.deliver(
                events, to: app, hitTester: engine.make(app), rules: engine.deliveryRules, questions: true
            )
            .entries.map { $0.line.trimmingCharacters(in: .whitespaces) }
            var next = 0
            for expected in trace {
                guard let i = lines[next...].firstIndex(of: expected) else {
                    let seen = lines.contains(expected) ? " (it comes too early)" : ""
                    return "missing \"\(expected)\"\(seen)"
                }
                next = i + 1
            }
            if let line = absent.first(where: { lines.contains($0) }) { return "unexpected \"\(line)\"" }
            for line in once {
                let count = lines.count { $0 == line }
                if count != 1 { return "expected \"\(line)\" once, found it \(count) times" }
            }
            return nil
        }
    }
}

import Benchmark
import HitChain

// The cases of `hitchain bench`: every shape at 1 000 and 10 000 views, uniform queries,
// every registered engine. Names have no spaces or slashes (the threshold files need that).
//
// Thresholds that mean something on a shared machine (docs/engines.md, "Regressions"):
// allocations and ARC traffic are counted, not timed, so they must not move at all (run
// with --no-progress: the progress bar's own thread allocates while the counters run); wall
// clock fails when the fastest iteration is 25 % slower or the median twice as slow, which
// reruns on the same two-core machine pass (one run in two went past 35 % at the median).
//
// ARC counts need the runtime's retain/release hooks, which crash on Linux with Swift 6.3
// unless ordo-one's swift-runtime-interposer is built in (ordo-one/benchmark#349); that
// package is not among those this project may use, so on Linux before Swift 6.4 retains
// and releases are not measured.
#if os(Linux) && compiler(<6.4)
    let arcMetrics: [BenchmarkMetric] = []
#else
    let arcMetrics: [BenchmarkMetric] = [.retainCount, .releaseCount]
#endif

let benchmarks: @Sendable () -> Void = {
    let exact = BenchmarkThresholds(absolute: BenchmarkThresholds.Absolute.strict)
    var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
        .wallClock: BenchmarkThresholds(relative: [.p0: 25, .p50: 100]),
        .mallocCountTotal: exact,
    ]
    for metric in arcMetrics { thresholds[metric] = exact }
    // The reference walk allocates its explicit stack (about four mallocs a query), and the
    // count moves by a few in 4 000 from run to run; the optimized engines allocate nothing
    // while querying and must keep their count exactly.
    var referenceThresholds = thresholds
    referenceThresholds[.mallocCountTotal] = BenchmarkThresholds(
        relative: [.p0: 1, .p25: 1, .p50: 1, .p75: 1, .p90: 1, .p99: 1, .p100: 1])
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal] + arcMetrics,
        maxDuration: .seconds(1),
        maxIterations: 1_000,
        thresholds: thresholds
    )
    let limits = SceneLimits(maxDepth: 1_000_000, maxViews: 2_000_000, maxMagnitude: 1e12)
    for shape in SceneShape.allCases {
        for size in [1_000, 10_000] {
            for named in NamedEngine.registered() {
                let limitsFor = named.name == ReferenceEngine.engineName ? referenceThresholds : thresholds
                Benchmark(
                    "HitTest.\(shape.rawValue).\(size).\(named.name)",
                    configuration: .init(scalingFactor: .kilo, thresholds: limitsFor)
                ) { benchmark in
                    guard let app = try? UIApplication(scene: shape.scene(views: size), limits: limits) else { return }
                    let engine = named.make(app)
                    let points = QuerySet.uniform.points(for: app, count: 1_000)
                    benchmark.startMeasurement()
                    for p in points {
                        blackHole(engine.hitTest(app, screenPoint: p).view)
                    }
                }
            }
        }
    }
    for named in NamedEngine.registered() where named.name != "reference" {
        Benchmark(
            "Update.frame.table.10000.\(named.name)", configuration: .init(scalingFactor: .kilo, thresholds: thresholds)
        ) { benchmark in
            guard let app = try? UIApplication(scene: SceneShape.table.scene(views: 10_000), limits: limits),
                let cell = app.hitChain.view(named: "cell100")
            else { return }
            let engine = named.make(app)
            _ = engine.hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
            benchmark.startMeasurement()
            for k in 0..<1_000 { cell.frame.origin.x = Double(k % 2) }
            blackHole(engine.hitTest(app, screenPoint: HCPoint(x: 1, y: 1)).view)
        }
    }
    // The headline figures of docs/engines.md are the HeadlineBenchmarks target.
}

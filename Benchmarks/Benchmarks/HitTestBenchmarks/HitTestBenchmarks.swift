import Benchmark
import HitChain

// The cases of `hitchain bench`: every shape at 1 000 and 10 000 views, uniform queries,
// every registered engine. Names have no spaces or slashes (the threshold files need that).
nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    let limits = SceneLimits(maxDepth: 1_000_000, maxViews: 2_000_000, maxMagnitude: 1e12)
    for shape in SceneShape.allCases {
        for size in [1_000, 10_000] {
            for named in NamedEngine.registered() {
                Benchmark("HitTest.\(shape.rawValue).\(size).\(named.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
                    guard let app = try? Application(scene: shape.scene(views: size), limits: limits) else { return }
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
        Benchmark("Update.frame.table.10000.\(named.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            guard let app = try? Application(scene: SceneShape.table.scene(views: 10_000), limits: limits),
                  let cell = app.view(named: "cell100")
            else { return }
            let engine = named.make(app)
            _ = engine.hitTest(app, screenPoint: Point(x: 1, y: 1))
            benchmark.startMeasurement()
            for k in 0..<1_000 { cell.frame.origin.x = Double(k % 2) }
            blackHole(engine.hitTest(app, screenPoint: Point(x: 1, y: 1)).view)
        }
    }
}

import Benchmark
import Foundation
import HitChain

// One case per row of docs/engines.md's headline table (issue 33's goals), on inputs that
// are the same on every machine: generated shapes, a fixed fuzz seed, a recording bundled in
// Corpus/. `.ci/run` checks their allocation counts against Thresholds/ (exact for the
// optimized engines' queries, within 1 % elsewhere); wall clock is checked only between two
// runs on one machine (`baseline check`, docs/ci.md), since a shared CI machine's times are
// noise and this machine cannot count instructions (`perf stat -e instructions` is not
// supported here).
//
//   Headline.<queries>.<shape>.<views>.<engine>   1 000 (deep chain: 100) hit-tests
//   Headline.build.<shape>.100000.<engine>        one engine built over a built scene
//   Headline.frame.deepChain / scroll.table       1 000 geometry changes, then one query
//   Headline.fuzz.<sizes>.<n>cases                n fuzz cases of seed 1, as `fuzz --jobs 1`
//   Headline.decode / replay.<file>               one pass over a bundled recording

let benchmarks: @Sendable () -> Void = {
    let exact = BenchmarkThresholds(absolute: BenchmarkThresholds.Absolute.strict)
    let withinOnePercent = BenchmarkThresholds(
        relative: [.p0: 1, .p25: 1, .p50: 1, .p75: 1, .p90: 1, .p99: 1, .p100: 1])
    let time = BenchmarkThresholds(relative: [.p0: 25, .p50: 100])
    // A fixed number of iterations after one warm-up, whatever the machine's speed, so that the
    // counts CI compares are taken over the same samples everywhere.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 1,
        maxDuration: .seconds(600),
        maxIterations: 3,
        thresholds: [.wallClock: time, .mallocCountTotal: withinOnePercent]
    )
    // The optimized engines allocate nothing while querying; the reference walk allocates its
    // explicit stack, and that count moves by a few in thousands from run to run.
    func queryThresholds(_ engine: NamedEngine) -> [BenchmarkMetric: BenchmarkThresholds] {
        [.wallClock: time, .mallocCountTotal: engine.name == ReferenceEngine.engineName ? withinOnePercent : exact]
    }
    let limits = SceneLimits(maxDepth: 1_000_000, maxViews: 2_000_000, maxMagnitude: 1e12)
    func app(_ shape: SceneShape, _ size: Int) -> UIApplication? {
        try? UIApplication(scene: shape.scene(views: size), limits: limits)
    }

    for (set, shape, size, count) in [
        (QuerySet.uniform, SceneShape.wideFlat, 10_000, 1_000), (.backmost, .wideFlat, 10_000, 1_000),
        (.uniform, .randomTree, 100_000, 1_000), (.uniform, .deepChain, 100_000, 100),
        (.backmost, .table, 100_000, 100),
    ] {
        for named in NamedEngine.registered() {
            Benchmark(
                "Headline.\(set.rawValue).\(shape.rawValue).\(size).\(named.name)",
                configuration: .init(thresholds: queryThresholds(named))
            ) { benchmark in
                guard let app = app(shape, size) else { return }
                let engine = named.make(app)
                let points = set.points(for: app, count: count)
                // Warm: the parts of an index built when a query first needs them (a parent's
                // child index, the screen index's hierarchy) are the build's cost, not the queries'.
                for p in points { blackHole(engine.hitTest(app, screenPoint: p).view) }
                benchmark.startMeasurement()
                for p in points { blackHole(engine.hitTest(app, screenPoint: p).view) }
            }
        }
    }

    for shape in [SceneShape.wideFlat, .randomTree, .deepChain] {
        for named in NamedEngine.registered() {
            Benchmark("Headline.build.\(shape.rawValue).100000.\(named.name)") { benchmark in
                guard let app = app(shape, 100_000) else { return }
                benchmark.startMeasurement()
                blackHole(named.make(app))
            }
        }
    }

    for named in NamedEngine.registered() {
        for (shape, what) in [(SceneShape.deepChain, "frame"), (.table, "scroll")] {
            Benchmark(
                "Headline.\(what).\(shape.rawValue).100000.\(named.name)",
                configuration: .init(scalingFactor: .kilo, thresholds: queryThresholds(named))
            ) { benchmark in
                guard let app = app(shape, 100_000) else { return }
                let (leaf, widest) = leafAndWidest(app)
                let engine = named.make(app)
                _ = engine.hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
                let frame = leaf.frame
                let bounds = widest.bounds
                benchmark.startMeasurement()
                for k in 0..<1_000 {
                    if what == "frame" {
                        leaf.frame = CGRect(
                            x: frame.origin.x + CGFloat(k % 2), y: frame.origin.y, width: frame.width,
                            height: frame.height)
                    } else {
                        widest.bounds = CGRect(
                            x: bounds.origin.x, y: bounds.origin.y + CGFloat(k), width: bounds.width,
                            height: bounds.height)
                    }
                }
                benchmark.stopMeasurement()
                blackHole(engine.hitTest(app, screenPoint: HCPoint(x: 1, y: 1)).view)
            }
        }
    }

    // The fuzzer's own loop, one thread: generate case k of seed 1, check it, with the .evz
    // round trip on one case in eight as `hitchain fuzz` runs it.
    for (name, generator, cases) in [
        ("default", GeneratorOptions(), 100), ("small", GeneratorOptions(maxViews: 5, maxEvents: 4, probes: 4), 1_000),
    ] {
        Benchmark(
            "Headline.fuzz.\(name).\(cases)cases", configuration: .init(scalingFactor: .one)
        ) { benchmark in
            let fuzzer = Fuzzer(FuzzOptions(seed: 1, iterations: cases, generator: generator))
            let checker = fuzzer.checker
            let every = FuzzOptions.defaultRoundTripEvery
            benchmark.startMeasurement()
            for k in 0..<cases {
                let failure = checker.check(fuzzer.makeCase(k), roundTrip: k % every == 0)
                precondition(failure == nil, "case \(k) of seed 1 passes")
            }
        }
    }

    guard let (file, bytes) = bundledRecording(), var counter = try? EVZReader(bytes: bytes) else { return }
    var events = 0
    while let chunk = counter.nextChunk() { events += chunk.events.count }
    let recording = "\(file)-\(events)events"
    Benchmark("Headline.decode.\(recording)", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            guard var reader = try? EVZReader(bytes: bytes) else { return }
            var n = 0
            while let chunk = reader.nextChunk() { n += chunk.events.count + (chunk.trace?.count ?? 0) }
            blackHole(n)
        }
    }
    for engines in NamedEngine.registered().map({ [$0] }) + [NamedEngine.registered()] {
        let name = engines.count == 1 ? engines[0].name : "every-engine"
        Benchmark("Headline.replay.\(recording).\(name)", configuration: .init(scalingFactor: .one)) { benchmark in
            for _ in benchmark.scaledIterations {
                guard let reader = try? EVZReader(bytes: bytes),
                    let result = try? Replayer(engines: engines).replay(reader)
                else { return }
                precondition(result.passed && result.events == events, "the recording replays")
                blackHole(result)
            }
        }
    }
}

/// The deepest leaf and the widest parent of an application's first window.
func leafAndWidest(_ app: UIApplication) -> (leaf: UIView, widest: UIView) {
    var leaf: UIView = app.windows[0]
    var widest: UIView = app.windows[0]
    var stack: [UIView] = app.windows
    while let v = stack.popLast() {
        if v.subviews.isEmpty { leaf = v }
        if v.subviews.count > widest.subviews.count { widest = v }
        stack.append(contentsOf: v.subviews)
    }
    return (leaf, widest)
}

/// The largest real capture bundled in Corpus/, the same on every machine.
func bundledRecording() -> (name: String, bytes: [UInt8])? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.appendingPathComponent("Corpus/real-getevent-calculator.evz")
    return FileManager.default.contents(atPath: corpus.path).map { ("calculator", [UInt8]($0)) }
}

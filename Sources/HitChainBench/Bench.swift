import Foundation
import HitChainGeometry
public import HitChainKit
public import HitChainScene

/// Measures hit-test engines side by side: what `hitchain bench` runs. Times come from one
/// run on one machine; compare engines within a run (the speedup column), not across runs.
public struct Bench {
    /// What a run measures, and how long it spends on each measurement.
    public struct Options: Sendable {
        /// The generated shapes (`--shapes`).
        public var shapes: [SceneShape] = SceneShape.allCases
        /// The sizes each shape is generated at, in views (`--sizes`).
        public var sizes: [Int] = [100, 1_000, 10_000, 100_000]
        /// The sets of query points each engine is timed on.
        public var querySets: [QuerySet] = QuerySet.allCases
        /// Time spent measuring queries per engine, shape, size and query set.
        public var budget: Duration = .milliseconds(150)
        /// The seed the scenes are generated from.
        public var seed: UInt64 = 1
        /// Scenes to bench instead of the generated shapes (`hitchain bench --scene`): a
        /// user's own screens, named for their files.
        public var scenes: [(name: String, scene: HCScene)] = []
        /// With `scenes`: instead of each scene alone, the scenes composed into one scene of
        /// about each of these sizes (`ComposedScreens`).
        public var composedSizes: [Int] = []
        /// Every shape, size and query set, 150 ms each.
        public init() {}
    }

    /// One step of a run: a generated shape at a size, or a given scene.
    struct Step {
        var label: String
        var views: Int
        var scene: () -> HCScene
    }

    /// The steps `options` asks for, in order.
    var steps: [Step] {
        if !options.scenes.isEmpty, !options.composedSizes.isEmpty {
            let screens = options.scenes.map(\.scene)
            return options.composedSizes.map { size in
                Step(label: "screens", views: size) {
                    ComposedScreens.scene(from: screens, views: size, limit: Self.limits.maxViews)
                }
            }
        }
        if !options.scenes.isEmpty {
            return options.scenes.map { given in Step(label: given.name, views: given.scene.views.count) { given.scene }
            }
        }
        var steps: [Step] = []
        for shape in options.shapes {
            for size in options.sizes {
                let seed = options.seed
                steps.append(Step(label: shape.rawValue, views: size) { shape.scene(views: size, seed: seed) })
            }
        }
        return steps
    }

    /// One engine on one shape, size and query set.
    public struct Result: Sendable {
        /// The shape's name, or the scene file's.
        public var shape: String
        /// The scene's views.
        public var views: Int
        /// The query set's name.
        public var querySet: String
        /// The engine's name.
        public var engine: String
        /// Nanoseconds per query, median.
        public var p50: Double
        /// Nanoseconds per query, 99th percentile.
        public var p99: Double
        /// Seconds to build the engine from the application.
        public var build: Double
        /// Seconds to absorb one frame change, and one scroll (bounds-origin change): medians
        /// of 255 changes timed one by one, and their 99th percentiles.
        public var frameUpdate: Double
        /// Seconds to absorb one scroll (median).
        public var scrollUpdate: Double
        /// Seconds to absorb one frame change (99th percentile).
        public var frameUpdateP99: Double
        /// Seconds to absorb one scroll (99th percentile).
        public var scrollUpdateP99: Double
        /// The reference's median over this engine's.
        public var speedup: Double
        /// Nanoseconds (p50) of the limit on the same points: one binary search over the
        /// views' sorted screen positions, the least work any index answering from n views
        /// does (`BinarySearchLimit`).
        public var limit: Double
        /// Queries timed.
        public var queries: Int
        /// Queries the engine answered differently from the reference (0, or the bench is wrong).
        public var mismatches: Int
    }

    /// What the run measures.
    public var options: Options
    /// The engines, by name, each made for an application.
    public var engines: [(name: String, make: (UIApplication) -> any HitTesting)]
    /// Called with each shape and size's applications and engines once built (tests keep
    /// weak references: the previous shape's must be gone by then).
    var didBuild: (([AnyObject]) -> Void)?

    /// A bench of `engines` under `options`.
    public init(options: Options = Options(), engines: [(name: String, make: (UIApplication) -> any HitTesting)]) {
        self.options = options
        self.engines = engines
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Runs everything, calling `progress` as each step (a shape at a size) goes from one
    /// phase to the next, and `skipped` with a sentence for each query set a scene gives no
    /// points for (`backmost` on a scene where no view has a child on the screen). The time
    /// left in each progress report is `BenchEstimate`'s: measured, never assumed.
    public func run(
        progress: (BenchProgress) -> Void = { _ in }, skipped: (String) -> Void = { _ in }
    ) throws -> [Result] {
        var results: [Result] = []
        let clock = ContinuousClock()
        let started = clock.now
        let plan = steps
        var estimate = BenchEstimate(querySets: options.querySets.map(\.rawValue), engines: engines.count)
        for (index, planned) in plan.enumerated() {
            let stepStart = clock.now
            estimate.beginStep(label: planned.label, views: planned.views)
            let later = plan.dropFirst(index + 1).map { (label: $0.label, views: $0.views) }
            let rows = try measure(planned, estimate: &estimate, skipped: skipped) { phase, estimate in
                let now = clock.now
                progress(
                    BenchProgress(
                        step: index + 1, steps: plan.count, shape: planned.label, views: planned.views, phase: phase,
                        elapsed: Self.seconds(now - started),
                        remaining: estimate.remaining(stepSeconds: Self.seconds(now - stepStart), later: later)))
            }
            results += rows
            estimate.endStep(seconds: Self.seconds(clock.now - stepStart))
        }
        return results
    }

    /// Query points per engine, shape, size and query set (a power of two: `latency` cycles
    /// through them with a mask).
    static let queryCount = 4096

    /// One engine built on its own application, and the seconds building it took.
    private typealias BuiltEngine = (name: String, app: UIApplication, engine: any HitTesting, build: Double)

    /// Builds the step's scene and every engine on it, and measures each engine on each
    /// query set, calling `report` at each phase and telling `estimate` where the step is
    /// and how long each timed query loop took.
    private func measure(
        _ step: Step, estimate: inout BenchEstimate, skipped: (String) -> Void,
        report: (String, BenchEstimate) -> Void
    ) throws -> [Result] {
        let clock = ContinuousClock()
        var results: [Result] = []
        report("building the scene", estimate)
        let scene = step.scene()
        let size = scene.views.count
        let referenceApp = try UIApplication(scene: scene, limits: Self.limits)
        let reference = ReferenceHitTester()
        // Each engine gets its own application, so that an update notifies it alone.
        report("building engines", estimate)
        let built = try buildEngines(scene)
        didBuild?([referenceApp] + built.map(\.app) + built.map { $0.engine as AnyObject })
        report("frame and scroll updates", estimate)
        var updates: [String: Updates] = [:]
        for b in built { updates[b.name] = Self.updates(b.engine, b.app, seed: options.seed) }
        for (setIndex, set) in options.querySets.enumerated() {
            let points = set.points(for: referenceApp, count: Self.queryCount, seed: options.seed &+ 17)
            guard points.count == Self.queryCount else {
                estimate.skipSet(setIndex)
                let on = "\(set.rawValue) on \(step.label) (\(plural(size, "view")))"
                skipped("\(on): the scene gives no such points; skipped")
                continue
            }
            estimate.beginSet(setIndex)
            // Every engine's answers are checked against the reference's on a prefix of
            // the points (the engine tests check thousands per shape).
            let checked = points.prefix(size >= 10_000 ? 256 : 1024)
            let expected = checked.map { reference.hitTest(referenceApp, screenPoint: $0).view?.name }
            var rows: [Result] = []
            report("limit on \(set.rawValue) points", estimate)
            let limitStart = clock.now
            let (limit, _, _) = Self.latency(BinarySearchLimit(referenceApp), points, budget: options.budget)
            estimate.loopEnded(seconds: Self.seconds(clock.now - limitStart))
            for b in built {
                report("\(b.name) on \(set.rawValue) points", estimate)
                let mismatches = Self.mismatches(b, checked, expected)
                let queryStart = clock.now
                let (p50, p99, n) = Self.latency(
                    EngineQuery(engine: b.engine, app: b.app), points, budget: options.budget)
                estimate.loopEnded(seconds: Self.seconds(clock.now - queryStart))
                let u = updates[b.name] ?? Updates()
                rows.append(
                    Result(
                        shape: step.label, views: scene.views.count, querySet: set.rawValue, engine: b.name,
                        p50: p50, p99: p99, build: b.build, frameUpdate: u.frame, scrollUpdate: u.scroll,
                        frameUpdateP99: u.frameP99, scrollUpdateP99: u.scrollP99, speedup: 1, limit: limit,
                        queries: n, mismatches: mismatches))
            }
            let base = rows.first?.p50 ?? 1
            for k in rows.indices { rows[k].speedup = base / max(rows[k].p50, 1e-12) }
            results += rows
        }
        return results
    }

    /// Limits loose enough for every benchmark scene.
    static var limits: SceneLimits {
        SceneLimits(maxDepth: 1_000_000, maxViews: 2_000_000, maxMagnitude: 1e12)
    }

    /// Each engine built on its own application of `scene`, timed.
    private func buildEngines(_ scene: HCScene) throws -> [BuiltEngine] {
        let clock = ContinuousClock()
        var built: [BuiltEngine] = []
        for (name, make) in engines {
            let app = try UIApplication(scene: scene, limits: Self.limits)
            var engine: (any HitTesting)?
            let build = clock.measure { engine = make(app) }
            if let e = engine { built.append((name, app, e, Self.seconds(build))) }
        }
        return built
    }

    /// How many of the `checked` points `b` answers differently from the reference's `expected`.
    private static func mismatches(_ b: BuiltEngine, _ checked: ArraySlice<HCPoint>, _ expected: [String?]) -> Int {
        var mismatches = 0
        for (p, want) in zip(checked, expected) where b.engine.hitTest(b.app, screenPoint: p).view?.name != want {
            mismatches += 1
        }
        return mismatches
    }

    /// Per-query nanoseconds at the 50th and 99th percentiles, from batches of 8 queries
    /// timed together (the clock's own cost is then a fraction of each sample).
    static func latency<Q: BenchQuery>(_ q: Q, _ points: [HCPoint], budget: Duration) -> (Double, Double, Int) {
        let clock = ContinuousClock()
        var samples: [Double] = []
        var i = 0
        var queries = 0
        var sink = 0
        let start = clock.now
        repeat {
            let t0 = clock.now
            for _ in 0..<8 {
                if q.answers(points[i & (queryCount - 1)]) { sink &+= 1 }
                i &+= 1
            }
            let t1 = clock.now
            samples.append(seconds(t1 - t0) * 1e9 / 8)
            queries += 8
        } while (clock.now - start < budget || samples.count < 16) && samples.count < 200_000
        if sink == -1 { print("") }
        samples.sort()
        return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)], queries)
    }

    /// Seconds to absorb a frame change of a leaf and a scroll (bounds-origin change) of the
    /// widest parent: the setter, during which an engine observing the graph updates itself,
    /// timed change by change; the median and the 99th percentile of 255 changes, so that one
    /// preemption does not turn a figure of nanoseconds into microseconds. Each change is
    /// undone afterwards. The reference engine observes nothing: its figure is the setter
    /// alone, the floor for every engine.
    static func updates(_ e: any HitTesting, _ app: UIApplication, seed: UInt64) -> Updates {
        let clock = ContinuousClock()
        var leaf: UIView?
        var widest: UIView?
        var stack: [UIView] = app.windows
        while let v = stack.popLast() {
            if v.subviews.isEmpty, leaf == nil { leaf = v }
            if v.subviews.count > (widest?.subviews.count ?? 0) { widest = v }
            stack.append(contentsOf: v.subviews)
        }
        _ = e.hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
        let rounds = 255
        var result = Updates()
        func percentiles(_ samples: [Double]) -> (Double, Double) {
            let sorted = samples.sorted()
            guard !sorted.isEmpty else { return (0, 0) }
            return (sorted[sorted.count / 2], sorted[Swift.min(sorted.count - 1, sorted.count * 99 / 100)])
        }
        if let v = leaf {
            let old = v.geometry.frame
            var samples: [Double] = []
            samples.reserveCapacity(rounds)
            for k in 0..<rounds {
                let moved = HCRect(
                    x: old.origin.x + Double(k % 2), y: old.origin.y, width: old.size.width, height: old.size.height)
                let t0 = clock.now
                v.geometry.setFrame(moved)
                samples.append(seconds(clock.now - t0))
            }
            (result.frame, result.frameP99) = percentiles(samples)
            v.geometry.setFrame(old)
        }
        if let v = widest {
            let old = v.geometry.bounds
            var samples: [Double] = []
            samples.reserveCapacity(rounds)
            for k in 0..<rounds {
                let scrolled = HCRect(origin: HCPoint(x: old.origin.x, y: old.origin.y + Double(k + 1)), size: old.size)
                let t0 = clock.now
                v.geometry.boundsOrigin = scrolled.origin
                samples.append(seconds(clock.now - t0))
            }
            (result.scroll, result.scrollP99) = percentiles(samples)
            v.geometry.boundsOrigin = old.origin
        }
        return result
    }

    /// Update costs in seconds: medians and 99th percentiles.
    struct Updates {
        var frame = 0.0, frameP99 = 0.0, scroll = 0.0, scrollP99 = 0.0
    }
}

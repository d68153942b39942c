import Foundation
import HitChainEngines
import HitChainKit

/// The differential fuzzer: generates cases, checks every property on each, re-runs and
/// shrinks failures. Use it from your own tests to fuzz your engine:
///
/// ```swift
/// let engine = NamedEngine(MyEngine.self)
/// let result = Fuzzer(FuzzOptions(seed: 1, iterations: 500, engines: [engine])).run()
/// #expect(result.failures.isEmpty, "\(result.failures.first?.minimalFailure.description ?? "")")
/// ```
public struct Fuzzer: Sendable {
    /// The run's options.
    public var options: FuzzOptions

    /// A fuzzer for `options` (without the catalogue's Swift classes when an engine runs in another process).
    public init(_ options: FuzzOptions) {
        self.options = options
        // An engine in another process is sent the scene as data: it cannot run the catalogue's
        // Swift subclasses, so none are placed.
        if options.engines.contains(where: \.runsInAnotherProcess) {
            for f in [FuzzFeature.userSubclass, .recognizerSubclass, .pendingLayout] {
                self.options.generator.features.enabled.remove(f)
            }
        }
    }

    /// The checker every case of the run goes through.
    public var checker: CaseChecker {
        CaseChecker(engines: options.engines, delivery: options.delivery, userClasses: options.userClasses)
    }

    /// Case `k` of the run: generated, then given the user's classes, if any.
    public func makeCase(_ k: Int) -> FuzzCase {
        var c = CaseGenerator.make(seed: options.seed, index: k, options: options.generator)
        options.userClasses?.place(in: &c, seed: options.seed, index: k)
        return c
    }

    /// Runs the cases, in parallel on `jobs` threads (each with `effectiveStackSize` of stack),
    /// then re-runs and shrinks the failures — in triage, the first case of each class.
    public func run(progress: (@Sendable (FuzzProgress) -> Void)? = nil) -> FuzzRunResult {
        let start = Date()
        let state = makeRunState()
        let deadline = options.timeLimit.map { start.addingTimeInterval($0) }
        let checker = self.checker
        let jobs = min(max(options.jobs, 1), FuzzOptions.jobsRange.upperBound)
        WorkerThreads.run(jobs, stackSize: options.effectiveStackSize) { _ in
            runWorker(state: state, checker: checker, deadline: deadline, start: start, progress: progress)
        }
        var results = state.results()
        let given = options.engines.compactMap(\.failure)
        if !given.isEmpty {
            // Its answers were "nothing" from some case on: nothing found is worth examining.
            var result = FuzzRunResult(
                seed: options.seed, casesRun: results.stats.cases, failures: [], unshrunk: [],
                statistics: results.stats, required: [], unexercised: [], elapsed: Date().timeIntervalSince(start))
            result.engineFailures = given
            return result
        }
        results.found.sort { $0.0 < $1.0 }
        results.unshrunk.sort { $0.caseIndex < $1.caseIndex }
        var stats = results.stats
        if options.stopOnFirstFailure, options.onlyCase == nil, let first = results.found.first {
            // Results must not depend on the number of threads: keep the lowest failing case
            // and only the statistics of cases up to it.
            results.found = [first]
            results.unshrunk = []
            stats = statistics(through: first.0)
        }
        let found = results.found
        let (tallies, failing) = (results.tallies, results.failing)
        let examined = WorkerThreads.value(stackSize: options.effectiveStackSize) {
            (examineAll(found), examineClasses(tallies, failing: failing))
        }
        let (failures, others) = examined.0
        // A run cut short by --stop-on-first, or a single case, is not asked for coverage.
        let stopped = options.stopOnFirstFailure && !(found.isEmpty && tallies.isEmpty)
        let asked = options.onlyCase == nil && !stopped ? options.generator.required(cases: stats.cases) : []
        var result = FuzzRunResult(
            seed: options.seed, casesRun: stats.cases, failures: failures,
            unshrunk: (others + results.unshrunk).sorted { $0.caseIndex < $1.caseIndex }, statistics: stats,
            required: asked, unexercised: stats.unexercised(asked), elapsed: Date().timeIntervalSince(start))
        result.classes = examined.1
        return result
    }

    /// The case numbers to run: `onlyCase` alone, or this shard's cases below `iterations`
    /// (without end when only a time limit bounds the run).
    private func makeRunState() -> RunState {
        if let k = options.onlyCase {
            return RunState(first: k, step: 1, end: k == .max ? nil : k + 1)
        }
        let unbounded = options.timeLimit != nil && options.iterations == Int.max
        return RunState(
            first: options.shard.index, step: max(options.shard.count, 1),
            end: unbounded ? nil : max(options.iterations, 0))
    }

    /// One thread's work: claims, generates and checks cases until none are left, the
    /// deadline passes or an engine is given up on, reporting progress every 64 cases, then
    /// hands its statistics and failures to `state`.
    private func runWorker(
        state: RunState, checker: CaseChecker, deadline: Date?, start: Date,
        progress: (@Sendable (FuzzProgress) -> Void)?
    ) {
        var results = WorkerResults()
        var sinceReport = 0
        while let k = state.claim(stopOnFirst: options.stopOnFirstFailure) {
            if let deadline, Date() > deadline {
                state.stop()
                break
            }
            if checker.engines.contains(where: { $0.failure != nil }) {
                state.stop()
                break
            }
            let c = makeCase(k)
            results.stats.add(c)
            let shapes = options.triage ? ShapeCollector() : nil
            let roundTrip = k % options.roundTripEvery == 0 || options.onlyCase != nil
            if let f = checker.check(c, roundTrip: roundTrip, shapes: shapes) {
                if options.triage {
                    // Only the counterexample's shape now; each shape is diagnosed once at the end.
                    results.tally(k, c, [ClassSample.first(of: f, shape: shapes?.shape)])
                } else {
                    results.add(k, c, f, limit: options.shrinkLimit)
                }
                state.failed(at: k)
            }
            sinceReport += 1
            if sinceReport == 64, let progress {
                sinceReport = 0
                let (cases, failures) = state.counts(adding: 64)
                progress(FuzzProgress(cases: cases, failures: failures, elapsed: Date().timeIntervalSince(start)))
            } else if sinceReport == 64 {
                sinceReport = 0
                _ = state.counts(adding: 64)
            }
        }
        state.finish(results)
    }

    /// The statistics of this shard's cases up to case `last`, regenerated.
    private func statistics(through last: Int) -> FuzzStatistics {
        var stats = FuzzStatistics()
        for k in stride(from: options.shard.index, through: last, by: max(options.shard.count, 1)) {
            stats.add(makeCase(k))
        }
        return stats
    }

    /// Examines the failures in order, up to `shrinkLimit` of them; the rest are returned
    /// unshrunk.
    private func examineAll(_ found: [(Int, FuzzCase, FuzzFailure)]) -> ([CaseFailure], [UnshrunkFailure]) {
        var failures: [CaseFailure] = []
        var others: [UnshrunkFailure] = []
        for (k, c, f) in found {
            guard failures.count < options.shrinkLimit else {
                others.append(UnshrunkFailure(caseIndex: k, failure: f))
                continue
            }
            failures.append(examine(k, c, f))
        }
        return (failures, others)
    }

    /// Re-runs a failing case once (a failure that does not repeat is flaky and not shrunk),
    /// then shrinks it. With `divergenceClass`, the failure must still show that class
    /// (`ClassSample.classes`), and the shrunk failure is the class's in the shrunk case.
    public func examine(
        _ k: Int, _ c: FuzzCase, _ f: FuzzFailure, divergenceClass: DivergenceClass? = nil,
        commonReadings: [String: [HitTestMutant]] = [:]
    ) -> CaseFailure {
        var result = CaseFailure(caseIndex: k, original: c, failure: f, isFlaky: false)
        let checker = self.checker
        var keeps: (@Sendable (FuzzCase, FuzzFailure) -> Bool)?
        if let wanted = divergenceClass {
            keeps = { c, f in
                ClassSample.shows(wanted, c, f, checker: checker, commonReadings: commonReadings)
            }
        }
        guard let again = checker.check(c), keeps?(c, again) ?? again.matches(f) else {
            result.isFlaky = true
            return result
        }
        // An invalid case is a generator (or input) problem, not a bug to minimise.
        guard options.shrinks, f.property != .invalidCase else { return result }
        var shrinker = CaseShrinker(checker: checker, timeLimit: options.shrinkTimeLimit, keeps: keeps)
        var (small, smallFailure) = shrinker.shrink(c, failure: f)
        if let divergenceClass, let again = checker.check(small),
            let sample = ClassSample.sample(
                of: divergenceClass, small, again, checker: checker, commonReadings: commonReadings)
        {
            smallFailure = sample.failure
        }
        result.shrunk = small
        result.shrunkFailure = smallFailure
        result.shrinkSteps = shrinker.steps
        result.shrinkTimedOut = shrinker.timedOut
        return result
    }
}

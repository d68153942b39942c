import Foundation
public import HitChainEngines

/// How a run is set up.
public struct FuzzOptions: Sendable {
    /// The run's seed; case k's seed is derived from it and k (`Entropy.caseSeed`).
    public var seed: UInt64
    public var iterations: Int
    /// Stop generating after this many seconds, if set.
    public var timeLimit: Double?
    /// Worker threads. Which cases run, and what they find, do not depend on it.
    public var jobs: Int
    /// The engines under test; the reference is always the oracle.
    public var engines: [NamedEngine]
    public var generator: GeneratorOptions
    public var shrinks: Bool
    public var shrinkTimeLimit: Double
    /// At most this many failures are shrunk and saved (the lowest case numbers).
    public var shrinkLimit: Int
    public var stopOnFirstFailure: Bool
    /// Run only cases whose number k has k % count == index (of the `iterations` cases).
    public var shard: (index: Int, count: Int)
    /// Run only this case.
    public var onlyCase: Int?
    /// The `.evz` round trip (encode, decode, compare, replay the recording) runs on case k
    /// when k is a multiple of this; every other property runs on every case. Saved cases,
    /// `--case K` and shrinking always include it. 1: every case.
    public var roundTripEvery: Int = FuzzOptions.defaultRoundTripEvery
    public static let defaultRoundTripEvery = 8

    public init(
        seed: UInt64, iterations: Int = 1000, timeLimit: Double? = nil, jobs: Int = 1,
        engines: [NamedEngine] = NamedEngine.registered().filter { $0.name != ReferenceEngine.engineName },
        generator: GeneratorOptions = GeneratorOptions(), shrinks: Bool = true, shrinkTimeLimit: Double = 30,
        shrinkLimit: Int = 3,
        stopOnFirstFailure: Bool = false, shard: (index: Int, count: Int) = (0, 1), onlyCase: Int? = nil
    ) {
        self.seed = seed
        self.iterations = iterations
        self.timeLimit = timeLimit
        self.jobs = max(jobs, 1)
        self.roundTripEvery = FuzzOptions.defaultRoundTripEvery
        self.engines = engines
        self.generator = generator
        self.shrinks = shrinks
        self.shrinkTimeLimit = shrinkTimeLimit
        self.shrinkLimit = shrinkLimit
        self.stopOnFirstFailure = stopOnFirstFailure
        self.shard = shard
        self.onlyCase = onlyCase
    }
}

/// A failing case: where it came from, what failed, and what shrinking made of it.
public struct CaseFailure: Sendable {
    public var caseIndex: Int
    public var original: FuzzCase
    public var failure: FuzzFailure
    /// The failure did not repeat when the case was run again.
    public var isFlaky: Bool
    public var shrunk: FuzzCase?
    public var shrunkFailure: FuzzFailure?
    public var shrinkSteps = 0
    public var shrinkTimedOut = false
    /// Where the (shrunk) case was saved.
    public var savedPath: String?
    /// The picture written beside the saved case, when it was.
    public var picturePath: String?
    /// Why it could not be saved, when it could not.
    public var saveProblem: String?

    /// The case to show and save: shrunk when it was.
    public var minimal: FuzzCase { shrunk ?? original }
    public var minimalFailure: FuzzFailure { shrunkFailure ?? failure }
}

/// What a run found.
public struct FuzzRunResult: Sendable {
    public var seed: UInt64
    public var casesRun: Int
    public var failures: [CaseFailure]
    /// Failing cases beyond `shrinkLimit`: what failed, not shrunk.
    public var unshrunk: [UnshrunkFailure]
    public var statistics: FuzzStatistics
    /// The features this run had to exercise (see `GeneratorOptions.required(cases:)`).
    public var required: Set<FuzzFeature>
    /// Features the run was asked for and never exercised: a vacuous run fails.
    public var unexercised: [FuzzFeature]
    public var elapsed: Double

    /// The numbers of the failing cases beyond `shrinkLimit`.
    public var otherFailingCases: [Int] { unshrunk.map(\.caseIndex) }

    public var passed: Bool { failures.isEmpty && otherFailingCases.isEmpty && unexercised.isEmpty }
    public var casesPerSecond: Double { elapsed > 0 ? Double(casesRun) / elapsed : 0 }
}

/// A failing case beyond `shrinkLimit`: its number and what failed, as found.
public struct UnshrunkFailure: Sendable {
    public var caseIndex: Int
    public var failure: FuzzFailure
}

/// Progress a run reports as it goes.
public struct FuzzProgress: Sendable {
    public var cases: Int
    public var failures: Int
    public var elapsed: Double
}

/// The differential fuzzer: generates cases, checks every property on each, re-runs and
/// shrinks failures. Use it from your own tests to fuzz your engine:
///
/// ```swift
/// let engine = NamedEngine(MyEngine.self)
/// let result = Fuzzer(FuzzOptions(seed: 1, iterations: 500, engines: [engine])).run()
/// #expect(result.failures.isEmpty, "\(result.failures.first?.minimalFailure.description ?? "")")
/// ```
public struct Fuzzer: Sendable {
    public var options: FuzzOptions

    public init(_ options: FuzzOptions) {
        self.options = options
    }

    public var checker: CaseChecker { CaseChecker(engines: options.engines) }

    public func makeCase(_ k: Int) -> FuzzCase {
        CaseGenerator.make(seed: options.seed, index: k, options: options.generator)
    }

    /// Runs the cases, in parallel on `jobs` threads, then re-runs and shrinks the failures.
    public func run(progress: (@Sendable (FuzzProgress) -> Void)? = nil) -> FuzzRunResult {
        let start = Date()
        let state: RunState
        if let k = options.onlyCase {
            state = RunState(first: k, step: 1, end: k + 1)
        } else {
            let unbounded = options.timeLimit != nil && options.iterations == Int.max
            state = RunState(
                first: options.shard.index, step: max(options.shard.count, 1),
                end: unbounded ? nil : max(options.iterations, 0))
        }
        let deadline = options.timeLimit.map { start.addingTimeInterval($0) }
        let checker = self.checker
        let options = self.options
        DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
            var stats = FuzzStatistics()
            var found: [(Int, FuzzCase, FuzzFailure)] = []
            var sinceReport = 0
            while let k = state.claim(stopOnFirst: options.stopOnFirstFailure) {
                if let deadline, Date() > deadline {
                    state.stop()
                    break
                }
                let c = CaseGenerator.make(seed: options.seed, index: k, options: options.generator)
                stats.add(c)
                if let f = checker.check(c, roundTrip: k % options.roundTripEvery == 0 || options.onlyCase != nil) {
                    found.append((k, c, f))
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
            state.finish(stats: stats, found: found)
        }
        var (stats, found) = state.results()
        found.sort { $0.0 < $1.0 }
        if options.stopOnFirstFailure, options.onlyCase == nil, let first = found.first {
            // Results must not depend on the number of threads: keep the lowest failing case
            // and only the statistics of cases up to it.
            found = [first]
            stats = FuzzStatistics()
            for k in stride(from: options.shard.index, through: first.0, by: max(options.shard.count, 1)) {
                stats.add(makeCase(k))
            }
        }
        var failures: [CaseFailure] = []
        var others: [UnshrunkFailure] = []
        for (k, c, f) in found {
            guard failures.count < options.shrinkLimit else {
                others.append(UnshrunkFailure(caseIndex: k, failure: f))
                continue
            }
            failures.append(examine(k, c, f))
        }
        // A run cut short by --stop-on-first, or a single case, is not asked for coverage.
        let asked =
            options.onlyCase == nil && !(options.stopOnFirstFailure && !found.isEmpty)
            ? options.generator.required(cases: stats.cases) : []
        return FuzzRunResult(
            seed: options.seed, casesRun: stats.cases, failures: failures, unshrunk: others, statistics: stats,
            required: asked, unexercised: stats.unexercised(asked), elapsed: Date().timeIntervalSince(start))
    }

    /// Re-runs a failing case once (a failure that does not repeat is flaky and not shrunk),
    /// then shrinks it.
    public func examine(_ k: Int, _ c: FuzzCase, _ f: FuzzFailure) -> CaseFailure {
        var result = CaseFailure(caseIndex: k, original: c, failure: f, isFlaky: false)
        guard let again = checker.check(c), again.matches(f) else {
            result.isFlaky = true
            return result
        }
        // An invalid case is a generator (or input) problem, not a bug to minimise.
        guard options.shrinks, f.property != .invalidCase else { return result }
        var shrinker = CaseShrinker(checker: checker, timeLimit: options.shrinkTimeLimit)
        let (small, smallFailure) = shrinker.shrink(c, failure: f)
        result.shrunk = small
        result.shrunkFailure = smallFailure
        result.shrinkSteps = shrinker.steps
        result.shrinkTimedOut = shrinker.timedOut
        return result
    }
}

/// The work queue the threads share: case numbers are claimed in increasing order, so when
/// the run stops at its first failure every lower case has run, whatever the thread count.
final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private let first: Int
    private let step: Int
    /// Case numbers stop before this; nil runs until stopped (a time limit).
    private let end: Int?
    private var next = 0
    private var stopped = false
    private var lowestFailure = Int.max
    private var done = 0
    private var failures = 0
    private var stats = FuzzStatistics()
    private var found: [(Int, FuzzCase, FuzzFailure)] = []

    init(first: Int, step: Int, end: Int?) {
        self.first = first
        self.step = step
        self.end = end
    }

    /// The next case number, computed, never listed: `--iterations` can be any size.
    func claim(stopOnFirst: Bool) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return nil }
        let (offset, overflow) = next.multipliedReportingOverflow(by: step)
        let (k, overflow2) = first.addingReportingOverflow(offset)
        guard !overflow, !overflow2 else { return nil }
        if let end, k >= end { return nil }
        if stopOnFirst, k > lowestFailure { return nil }
        next += 1
        return k
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    func failed(at k: Int) {
        lock.lock()
        lowestFailure = min(lowestFailure, k)
        failures += 1
        lock.unlock()
    }

    func counts(adding n: Int) -> (Int, Int) {
        lock.lock()
        defer { lock.unlock() }
        done += n
        return (done, failures)
    }

    func finish(stats: FuzzStatistics, found: [(Int, FuzzCase, FuzzFailure)]) {
        lock.lock()
        self.stats.merge(stats)
        self.found += found
        lock.unlock()
    }

    func results() -> (FuzzStatistics, [(Int, FuzzCase, FuzzFailure)]) {
        lock.lock()
        defer { lock.unlock() }
        return (stats, found)
    }
}

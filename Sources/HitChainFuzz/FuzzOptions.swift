import Foundation
public import HitChainEngines
import HitChainKit

/// How a run is set up.
public struct FuzzOptions: Sendable {
    /// The run's seed; case k's seed is derived from it and k (`Entropy.caseSeed`).
    public var seed: UInt64
    /// Cases to generate (`Int.max`: until `timeLimit`).
    public var iterations: Int
    /// Stop generating after this many seconds, if set.
    public var timeLimit: Double?
    /// Worker threads. Which cases run, and what they find, do not depend on it.
    public var jobs: Int
    /// The engines under test; the reference is always the oracle.
    public var engines: [NamedEngine]
    /// A delivery mutant every case is delivered with (the mutation self-check), else nil.
    public var delivery: DeliveryMutant?
    /// How cases are generated.
    public var generator: GeneratorOptions
    /// The user's view classes placed in the generated scenes, and what is asked of them.
    public var userClasses: UserClassFuzzing?
    /// Whether failures are shrunk.
    public var shrinks: Bool
    /// Seconds allowed to shrink each failure.
    public var shrinkTimeLimit: Double
    /// At most this many failures are shrunk and saved (the lowest case numbers).
    public var shrinkLimit: Int
    /// Stop at the first failing case (the lowest case number, whatever `jobs`).
    public var stopOnFirstFailure: Bool
    /// Run only cases whose number k has k % count == index (of the `iterations` cases).
    public var shard: (index: Int, count: Int)
    /// Run only this case.
    public var onlyCase: Int?
    /// The `.evz` round trip (encode, decode, compare, replay the recording) runs on case k
    /// when k is a multiple of this; every other property runs on every case. Saved cases,
    /// `--case K` and shrinking always include it. 1: every case.
    public var roundTripEvery: Int = FuzzOptions.defaultRoundTripEvery
    /// One case in 8 gets the `.evz` round trip.
    public static let defaultRoundTripEvery = 8
    /// Triage: every failing case is diagnosed and counted in its classes
    /// (`DivergenceClass`), the run goes on past them, and the first case of each class is
    /// shrunk (up to `triageShrinkLimit` classes) instead of the first `shrinkLimit` cases.
    public var triage = false
    /// At most this many classes are shrunk in triage.
    public var triageShrinkLimit = 32
    /// Bytes of stack for each worker thread (and the thread that shrinks); nil: enough for
    /// a recursive engine on the deepest scene `generator` makes (`automaticStackSize`).
    public var stackSize: Int?
    /// Stack sizes a run accepts: 1 MiB to 1 GiB (the most Foundation's threads take on Linux).
    public static let stackSizeRange = (1 << 20)...(1 << 30)

    /// 16 KiB per view of the largest scene (a chain as deep as `maxViews`), at least 64 MiB
    /// and at most 1 GiB: room for a recursive walk's frames, the user's overrides and the
    /// dispatcher above it.
    package var automaticStackSize: Int {
        min(max(64 << 20, min(generator.maxViews, 100_000) * (16 << 10)), Self.stackSizeRange.upperBound)
    }
    package var effectiveStackSize: Int { stackSize ?? automaticStackSize }

    /// Worker threads a run uses at most (more are clamped to this).
    public static let jobsRange = 1...256
    /// Case numbers and counts: up to 2^53, the largest whole number every JSON reader keeps
    /// exactly, so that a reported case number always re-runs the same case.
    public static let caseRange = 0...(1 << 53)
    /// Seconds for time limits: up to a week.
    public static let secondsRange = 0.0...604_800.0

    /// A run of `iterations` cases from `seed` against `engines`.
    public init(
        seed: UInt64, iterations: Int = 1000, timeLimit: Double? = nil, jobs: Int = 1,
        engines: [NamedEngine] = NamedEngine.registered().filter { $0.name != ReferenceEngine.engineName },
        generator: GeneratorOptions = GeneratorOptions(), shrinks: Bool = true, shrinkTimeLimit: Double = 30,
        shrinkLimit: Int = 3,
        stopOnFirstFailure: Bool = false, shard: (index: Int, count: Int) = (0, 1), onlyCase: Int? = nil,
        userClasses: UserClassFuzzing? = nil
    ) {
        self.userClasses = userClasses
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

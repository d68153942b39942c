import Foundation
public import HitChainEngines

/// What a run found.
public struct FuzzRunResult: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// Cases run.
    public var casesRun: Int
    /// The failures shrunk (up to `shrinkLimit`), lowest case first.
    public var failures: [CaseFailure]
    /// Failing cases beyond `shrinkLimit`: what failed, not shrunk.
    public var unshrunk: [UnshrunkFailure]
    /// How often each feature occurred.
    public var statistics: FuzzStatistics
    /// The features this run had to exercise (see `GeneratorOptions.required(cases:)`).
    public var required: Set<FuzzFeature>
    /// Features the run was asked for and never exercised: a vacuous run fails.
    public var unexercised: [FuzzFeature]
    /// Seconds the run took.
    public var elapsed: Double
    /// Triage (`FuzzOptions.triage`): every class of divergence found, the most common first.
    public var classes: [TriageClass] = []
    /// Engines in other processes the run gave up on (`NamedEngine.failure`): it stopped
    /// there, and examined nothing it found.
    public var engineFailures: [EngineFailure] = []

    /// The numbers of the failing cases beyond `shrinkLimit`.
    public var otherFailingCases: [Int] { unshrunk.map(\.caseIndex) }

    /// No failure, no class, no engine given up on, and every required feature exercised.
    public var passed: Bool {
        failures.isEmpty && otherFailingCases.isEmpty && classes.isEmpty && unexercised.isEmpty
            && engineFailures.isEmpty
    }
    /// Cases per second.
    public var casesPerSecond: Double { elapsed > 0 ? Double(casesRun) / elapsed : 0 }
}

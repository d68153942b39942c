import Foundation
import HitChainEngines

/// Progress a run reports as it goes.
public struct FuzzProgress: Sendable {
    /// Cases done.
    public var cases: Int
    /// Failing cases so far.
    public var failures: Int
    /// Seconds since the run began.
    public var elapsed: Double
}

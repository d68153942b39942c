import Foundation
import HitChainEngines

/// Progress a run reports as it goes.
public struct FuzzProgress: Sendable {
    public var cases: Int
    public var failures: Int
    public var elapsed: Double
}

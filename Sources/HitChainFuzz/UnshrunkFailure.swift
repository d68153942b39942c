import Foundation
import HitChainEngines

/// A failing case beyond `shrinkLimit`: its number and what failed, as found.
public struct UnshrunkFailure: Sendable {
    /// The case's number.
    public var caseIndex: Int
    /// What failed on it.
    public var failure: FuzzFailure
}

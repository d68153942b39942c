import Foundation
import HitChainEngines

/// A failing case beyond `shrinkLimit`: its number and what failed, as found.
public struct UnshrunkFailure: Sendable {
    public var caseIndex: Int
    public var failure: FuzzFailure
}

import HitChainKit

/// `require(toFail:)` waits while the required recognizer is in progress and lets the
/// dependent through once it is cancelled.
package struct CancelCountsAsFailure: DeliveryMutation {
    package static let name = "cancelCountsAsFailure"
    package static let origin =
        "a required recognizer's cancellation counts as its failure: the dependent recognizes after it"
    package init() {}

    package var cancellationReleasesDependents: Bool { true }
}

/// `require(toFail:)` waits while the required recognizer is in progress and lets the
/// dependent through once it is cancelled.
public struct CancelCountsAsFailure: DeliveryMutation {
    public static let name = "cancelCountsAsFailure"
    public static let origin =
        "a required recognizer's cancellation counts as its failure: the dependent recognizes after it"
    public init() {}

    public var cancellationReleasesDependents: Bool { true }
}

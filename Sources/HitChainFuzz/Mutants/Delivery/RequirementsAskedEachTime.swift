import HitChainKit

/// A delegate's failure-requirement questions asked again every time the requirement is
/// needed, not once per attempt to recognize (Apple: gestureRecognizer(_:shouldRequireFailureOf:),
/// "called once per attempt to recognize").
package struct RequirementsAskedEachTime: DeliveryMutation {
    package static let name = "requirementsAskedEachTime"
    package static let origin =
        "shouldRequireFailureOf / shouldBeRequiredToFailBy asked whenever the requirement is looked at"
    package init() {}

    package var asksRequirementsOncePerAttempt: Bool { false }
}

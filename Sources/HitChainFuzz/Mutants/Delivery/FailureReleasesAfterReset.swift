package import HitChainKit

/// A required recognizer's failure noticed only once it has been reset: its dependents are not
/// released in the event it fails, but whenever arbitration next runs — a single tap waiting for
/// a double tap recognizes with the next touch, not when the double tap's time is up.
package struct FailureReleasesAfterReset: DeliveryMutation {
    package static let name = "failureReleasesAfterReset"
    package static let origin = "a required recognizer's failure releases its dependents only after its reset"
    package init() {}

    package func failureReleases(_ required: UIGestureRecognizer) -> Bool { false }
}

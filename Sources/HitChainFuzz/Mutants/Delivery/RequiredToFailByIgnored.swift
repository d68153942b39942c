package import HitChainKit

/// Only one of the two delegate methods that set up a failure requirement is wired: a
/// delegate answering `gestureRecognizer(_:shouldBeRequiredToFailBy:)` yes is never asked.
package struct RequiredToFailByIgnored: DeliveryMutation {
    package static let name = "requiredToFailByIgnored"
    package static let origin = "the delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:) never asked"
    package init() {}

    package func delegatesRequireFailure(_ r: UIGestureRecognizer, of q: UIGestureRecognizer) -> Bool {
        r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: q) == true
    }
}

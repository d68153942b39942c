package import HitChainKit

/// The content of a scroll view gets every touch without `touchesShouldBegin(_:with:in:)` being asked.
package struct TouchesShouldBeginIgnored: DeliveryMutation {
    package static let name = "touchesShouldBeginIgnored"
    package static let origin = "touchesShouldBegin(_:with:in:) never asked: content always gets its touches"
    package init() {}

    package func contentMayBegin(_ scrollView: UIScrollView, _ touch: UITouch, _ event: UIEvent, in content: UIView)
        -> Bool
    {
        true
    }
}

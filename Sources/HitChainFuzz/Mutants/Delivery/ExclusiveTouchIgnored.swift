package import HitChainKit

/// `isExclusiveTouch` does not keep other touches of the window away.
package struct ExclusiveTouchIgnored: DeliveryMutation {
    package static let name = "exclusiveTouchIgnored"
    package static let origin = "isExclusiveTouch ignored"
    package init() {}

    package func exclusiveTouchBlock(_ view: UIView, tracking: [UIView]) -> TouchBlock? { nil }
}

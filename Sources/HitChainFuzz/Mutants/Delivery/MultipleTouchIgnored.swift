package import HitChainKit

/// `isMultipleTouchEnabled = false` does not keep a second touch from the view.
package struct MultipleTouchIgnored: DeliveryMutation {
    package static let name = "multipleTouchIgnored"
    package static let origin = "isMultipleTouchEnabled = false ignored"
    package init() {}

    package func multipleTouchBlock(_ view: UIView, tracking other: () -> Int?) -> TouchBlock? { nil }
}

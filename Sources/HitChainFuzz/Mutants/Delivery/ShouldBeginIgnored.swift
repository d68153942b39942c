package import HitChainKit

/// A recognizer leaves possible whatever its delegate's `gestureRecognizerShouldBegin(_:)` says.
package struct ShouldBeginIgnored: DeliveryMutation {
    package static let name = "shouldBeginIgnored"
    package static let origin = "the delegate's gestureRecognizerShouldBegin(_:) never asked"
    package init() {}

    package func delegateAllowsBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
}

package import HitChainKit

/// A recognizer receives every touch in its view whatever its delegate's `shouldReceive` says.
package struct ShouldReceiveIgnored: DeliveryMutation {
    package static let name = "shouldReceiveIgnored"
    package static let origin = "the delegate's gestureRecognizer(_:shouldReceive:) never asked"
    package init() {}

    package func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ touch: UITouch, in event: UIEvent) -> Bool {
        true
    }
}

package import HitChainKit

/// The delegate's `gestureRecognizer(_:shouldReceive:)` for presses is not asked: a delegate
/// that refuses presses still has its recognizer receive them.
package struct PressShouldReceiveIgnored: DeliveryMutation {
    package static let name = "pressShouldReceiveIgnored"
    package static let origin = "the press variant of shouldReceive never asked (only the touch's is)"
    package init() {}

    package func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ press: UIPress, in event: UIPressesEvent)
        -> Bool
    { true }
}

package import HitChainKit

/// A declared `shouldReceive` list matched against the touch's own view only: a touch on a
/// view inside a listed one is refused.
package struct ShouldReceiveListedViewsOnly: DeliveryMutation {
    package static let name = "shouldReceiveListedViewsOnly"
    package static let origin =
        "a delegate's shouldReceive list matched by the touch's view alone, not the views it is inside"
    package init() {}

    package func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ touch: UITouch, in event: UIEvent) -> Bool {
        guard let listed = recognizer.spec.delegate?.shouldReceiveTouchesIn else {
            return recognizer.askShouldReceive(touch, in: event)
        }
        return touch.view.map { listed.contains($0.name) } ?? false
    }
}

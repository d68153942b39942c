package import HitChainKit

/// `delaysContentTouches` ported as `delaysTouchesBegan`: no timer, so the content never gets
/// touchesBegan while the finger rests — only when the finger lifts or the scroll view gives up.
package struct ContentTouchesHeldUntilLift: DeliveryMutation {
    package static let name = "contentTouchesHeldUntilLift"
    package static let origin =
        "delaysContentTouches without its timer: a finger resting on the content never reaches it until it lifts"
    package init() {}

    package func contentTouchDelay(_ pan: UIGestureRecognizer) -> Double? { nil }
}

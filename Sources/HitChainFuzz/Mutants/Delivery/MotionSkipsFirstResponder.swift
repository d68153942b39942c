package import HitChainKit

/// Motion, remote-control and press events go to the key window, skipping its first
/// responder.
package struct MotionSkipsFirstResponder: DeliveryMutation {
    package static let name = "motionSkipsFirstResponder"
    package static let origin = "motion, remote control and presses start at the key window, not its first responder"
    package init() {}

    package func eventTarget(_ app: UIApplication) -> UIResponder? { app.keyWindow }
}

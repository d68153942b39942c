/// Motion, remote-control and press events go to the key window, skipping its first
/// responder.
public struct MotionSkipsFirstResponder: DeliveryMutation {
    public static let name = "motionSkipsFirstResponder"
    public static let origin = "motion, remote control and presses start at the key window, not its first responder"
    public init() {}

    public func eventTarget(_ app: Application) -> Responder? { app.keyWindow }
}

public import HitChainScene

/// `delaysTouchesBegan` does not hold touchesBegan back from the view.
public struct DelaysBeganIgnored: DeliveryMutation {
    public static let name = "delaysBeganIgnored"
    public static let origin = "delaysTouchesBegan ignored"
    public init() {}

    public func delays(_ recognizer: GestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? false : recognizer.spec.delaysTouchesEnded
    }
}

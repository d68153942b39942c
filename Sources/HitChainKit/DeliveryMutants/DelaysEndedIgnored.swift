public import HitChainScene

/// `delaysTouchesEnded` does not hold touchesEnded back while the recognizer may still
/// recognize (a double tap's first tap ends at the view at once).
public struct DelaysEndedIgnored: DeliveryMutation {
    public static let name = "delaysEndedIgnored"
    public static let origin = "delaysTouchesEnded ignored"
    public init() {}

    public func delays(_ recognizer: GestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? recognizer.spec.delaysTouchesBegan : false
    }
}

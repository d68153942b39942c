package import HitChainKit
package import HitChainScene

/// `delaysTouchesEnded` does not hold touchesEnded back while the recognizer may still
/// recognize (a double tap's first tap ends at the view at once).
package struct DelaysEndedIgnored: DeliveryMutation {
    package static let name = "delaysEndedIgnored"
    package static let origin = "delaysTouchesEnded ignored"
    package init() {}

    package func delays(_ recognizer: UIGestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? recognizer.spec.delaysTouchesBegan : false
    }
}

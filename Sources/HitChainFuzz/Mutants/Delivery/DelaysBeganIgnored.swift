package import HitChainKit
package import HitChainScene

/// `delaysTouchesBegan` does not hold touchesBegan back from the view.
package struct DelaysBeganIgnored: DeliveryMutation {
    package static let name = "delaysBeganIgnored"
    package static let origin = "delaysTouchesBegan ignored"
    package init() {}

    package func delays(_ recognizer: UIGestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? false : recognizer.spec.delaysTouchesEnded
    }
}

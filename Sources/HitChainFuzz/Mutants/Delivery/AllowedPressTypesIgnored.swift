package import HitChainKit
package import HitChainScene

/// `allowedPressTypes` ignored: every recognizer on a press's responder chain receives every
/// press, whatever its type.
package struct AllowedPressTypesIgnored: DeliveryMutation {
    package static let name = "allowedPressTypesIgnored"
    package static let origin = "presses offered to every recognizer on the chain, as touches are"
    package init() {}

    package func receivesPress(_ recognizer: UIGestureRecognizer, _ type: PressType) -> Bool { true }
}

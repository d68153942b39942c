import HitChainKit
package import HitChainScene

/// A press the system cancels reaches the responders as if it had ended.
package struct PressCancelledAsEnded: DeliveryMutation {
    package static let name = "pressCancelledAsEnded"
    package static let origin = "a cancelled press delivered as pressesEnded"
    package init() {}

    package func deliveredPhase(_ phase: PressPhase) -> PressPhase { phase == .cancelled ? .ended : phase }
}

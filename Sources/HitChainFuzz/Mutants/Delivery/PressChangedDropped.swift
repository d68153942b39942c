import HitChainKit
package import HitChainScene

/// A press's changes (force) are not delivered.
package struct PressChangedDropped: DeliveryMutation {
    package static let name = "pressChangedDropped"
    package static let origin = "pressesChanged never sent: a press's force changes reach no responder"
    package init() {}

    package func deliveredPhase(_ phase: PressPhase) -> PressPhase { phase == .changed ? .stationary : phase }
}

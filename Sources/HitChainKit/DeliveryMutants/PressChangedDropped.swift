public import HitChainScene

/// A press's changes (force) are not delivered.
public struct PressChangedDropped: DeliveryMutation {
    public static let name = "pressChangedDropped"
    public static let origin = "pressesChanged never sent: a press's force changes reach no responder"
    public init() {}

    public func deliveredPhase(_ phase: PressPhase) -> PressPhase { phase == .changed ? .stationary : phase }
}

public import HitChainScene

/// A press the system cancels reaches the responders as if it had ended.
public struct PressCancelledAsEnded: DeliveryMutation {
    public static let name = "pressCancelledAsEnded"
    public static let origin = "a cancelled press delivered as pressesEnded"
    public init() {}

    public func deliveredPhase(_ phase: PressPhase) -> PressPhase { phase == .cancelled ? .ended : phase }
}

import HitChainKit
package import HitChainScene

/// One press method for every phase: a responder answers `pressesChanged`, `pressesEnded` and
/// `pressesCancelled` as it answers `pressesBegan`.
package struct PressAnsweredAsBegan: DeliveryMutation {
    package static let name = "pressAnsweredAsBegan"
    package static let origin = "a responder's press handler for began answers every phase of the press"
    package init() {}

    package func pressHandlerPhase(_ phase: PressPhase) -> PressPhase { .began }
}

package import HitChainGeometry
import HitChainKit

/// The content stops where the finger leaves it: a flick carries it no further, as if the
/// fingers had stopped before they lifted.
package struct DecelerationIgnored: DeliveryMutation {
    package static let name = "decelerationIgnored"
    package static let origin = "no momentum: the content stops where the finger lifts, whatever its speed"
    package init() {}

    package func contentVelocity(afterLiftAt fingerVelocity: HCPoint) -> HCPoint { .zero }
}

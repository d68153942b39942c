package import HitChainGeometry
import HitChainKit

/// A drag adds the finger's translation to the content offset instead of taking it away.
package struct ScrollOppositeToFinger: DeliveryMutation {
    package static let name = "scrollOppositeToFinger"
    package static let origin =
        "the content offset follows the finger instead of the content: the content moves against the finger"
    package init() {}

    package func contentOffset(from start: HCPoint, translation: HCPoint) -> HCPoint {
        HCPoint(x: start.x + translation.x, y: start.y + translation.y)
    }
}

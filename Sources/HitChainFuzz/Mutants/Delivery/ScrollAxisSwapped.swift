package import HitChainGeometry
import HitChainKit

/// A scroll view reads a drag's axis the wrong way round: a vertical drag counts as
/// horizontal, so a feed scrolls on a sideways drag and refuses an upward one.
package struct ScrollAxisSwapped: DeliveryMutation {
    package static let name = "scrollAxisSwapped"
    package static let origin =
        "a scroll view's drag axis decided from the smaller component: it scrolls where its content fits"
    package init() {}

    package func dragIsHorizontal(_ translation: HCPoint) -> Bool { abs(translation.y) >= abs(translation.x) }
}

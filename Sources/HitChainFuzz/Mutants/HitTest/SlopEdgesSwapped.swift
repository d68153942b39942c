package import HitChainGeometry
import HitChainKit

/// Hit-slop insets applied with left and right, top and bottom swapped.
package struct SlopEdgesSwapped: HitTestMutation {
    package static let name = "slopEdgesSwapped"
    package static let origin = "UIEdgeInsetsMake's top, left, bottom, right order misread"
    package static let witness: MutantWitness? = MutantWitness(x: 95, y: 15, reference: "button", mutated: "panel")
    package init() {}

    package func inset(_ rect: HCRect, by insets: HCEdgeInsets) -> HCRect {
        rect.inset(by: HCEdgeInsets(top: insets.bottom, left: insets.right, bottom: insets.top, right: insets.left))
    }
}

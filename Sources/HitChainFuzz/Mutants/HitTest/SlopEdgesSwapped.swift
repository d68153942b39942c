package import HitChainGeometry
import HitChainKit

/// Hit-slop insets applied with left and right, top and bottom swapped.
package struct SlopEdgesSwapped: HitTestMutation {
    package static let name = "slopEdgesSwapped"
    package static let origin = "UIEdgeInsetsMake's top, left, bottom, right order misread"
    package static let witness: MutantWitness? = MutantWitness(x: 95, y: 15, reference: "button", mutated: "panel")
    package init() {}

    package func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        rect.inset(by: EdgeInsets(top: insets.bottom, left: insets.right, bottom: insets.top, right: insets.left))
    }
}

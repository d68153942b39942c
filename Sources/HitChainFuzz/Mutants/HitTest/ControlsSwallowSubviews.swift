import HitChainGeometry
package import HitChainKit

/// A control answers itself once the point is inside it, without asking its subviews.
package struct ControlsSwallowSubviews: HitTestMutation {
    package static let name = "controlsSwallowSubviews"
    package static let origin = "UIKit ports whose UIButton is one leaf widget"
    package static let witness: MutantWitness? = MutantWitness(x: 20, y: 20, reference: "badge", mutated: "button")
    package init() {}

    package func asksSubviews(_ view: UIView) -> Bool { !view.isControl }
}

import HitChainGeometry

/// A control answers itself once the point is inside it, without asking its subviews.
public struct ControlsSwallowSubviews: HitTestMutation {
    public static let name = "controlsSwallowSubviews"
    public static let origin = "UIKit ports whose UIButton is one leaf widget"
    public static let witness: MutantWitness? = MutantWitness(x: 20, y: 20, reference: "badge", mutated: "button")
    public init() {}

    public func asksSubviews(_ view: View) -> Bool { !view.isControl }
}

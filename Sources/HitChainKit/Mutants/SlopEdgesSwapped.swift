public import HitChainGeometry

/// Hit-slop insets applied with left and right, top and bottom swapped.
public struct SlopEdgesSwapped: HitTestMutation {
    public static let name = "slopEdgesSwapped"
    public static let origin = "UIEdgeInsetsMake's top, left, bottom, right order misread"
    public static let witness: MutantWitness? = MutantWitness(x: 95, y: 15, reference: "button", mutated: "panel")
    public init() {}

    public func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        rect.inset(by: EdgeInsets(top: insets.bottom, left: insets.right, bottom: insets.top, right: insets.left))
    }
}

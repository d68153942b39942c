public import HitChainGeometry

/// The screen point handed to a window unconverted, as if every window sat at the screen's
/// origin.
public struct ScreenPointNotConverted: HitTestMutation {
    public static let name = "screenPointNotConverted"
    public static let origin = "UIKit ports with one full-screen window"
    public static let witness: MutantWitness? = MutantWitness(x: 110, y: 210, reference: "target", mutated: "panel")
    public init() {}

    public func convert(_ p: Point, into child: View) -> Point? {
        child is Window ? p : child.geometry.convertFromSuperview(p)
    }
}

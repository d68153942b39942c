public import HitChainGeometry

/// `frame` used instead of `bounds` in `point(inside:)`.
public struct FrameInsteadOfBounds: HitTestMutation {
    public static let name = "frameInsteadOfBounds"
    public static let origin = "common port bug"
    public static let witness: MutantWitness? = MutantWitness(x: 120, y: 120, reference: "target", mutated: "parent")
    public init() {}

    public func bounds(of view: View) -> Rect { view.geometry.frame }
}

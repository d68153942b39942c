/// The superview's `point(inside:)` skipped before its subviews: out-of-bounds children
/// become hittable.
public struct SuperviewPointInsideSkipped: HitTestMutation {
    public static let name = "superviewPointInsideSkipped"
    public static let origin = "seed 000 \"小心越界\""
    public static let witness: MutantWitness? = MutantWitness(x: 200, y: 250, reference: "parent", mutated: "target")
    public init() {}

    public var checksPointInsideFirst: Bool { false }
}

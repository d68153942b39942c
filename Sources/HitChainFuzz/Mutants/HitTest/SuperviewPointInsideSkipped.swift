import HitChainKit

/// The superview's `point(inside:)` skipped before its subviews: out-of-bounds children
/// become hittable.
package struct SuperviewPointInsideSkipped: HitTestMutation {
    package static let name = "superviewPointInsideSkipped"
    package static let origin = "seed 000 \"小心越界\""
    package static let witness: MutantWitness? = MutantWitness(x: 200, y: 250, reference: "parent", mutated: "target")
    package init() {}

    package var checksPointInsideFirst: Bool { false }
}

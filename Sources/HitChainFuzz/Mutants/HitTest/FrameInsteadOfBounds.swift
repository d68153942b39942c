package import HitChainGeometry
package import HitChainKit

/// `frame` used instead of `bounds` in `point(inside:)`.
package struct FrameInsteadOfBounds: HitTestMutation {
    package static let name = "frameInsteadOfBounds"
    package static let origin = "common port bug"
    package static let witness: MutantWitness? = MutantWitness(x: 120, y: 120, reference: "target", mutated: "parent")
    package init() {}

    package func bounds(of view: UIView) -> HCRect { view.geometry.frame }
}

package import HitChainGeometry
package import HitChainKit

/// The point is not converted into the subview's space.
package struct NoPointConversion: HitTestMutation {
    package static let name = "noPointConversion"
    package static let origin = "seed 004's comment warns of it"
    package static let witness: MutantWitness? = MutantWitness(x: 120, y: 120, reference: "target", mutated: "parent")
    package init() {}

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? { p }
}

package import HitChainGeometry
package import HitChainKit

/// The transform ignored in conversion.
package struct TransformIgnored: HitTestMutation {
    package static let name = "transformIgnored"
    package static let origin = "common port bug"
    package static let witness: MutantWitness? = MutantWitness(x: 150, y: 190, reference: "target", mutated: "parent")
    package init() {}

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? {
        let g = child.geometry
        return HCPoint(x: (p.x - g.frameOrigin.x) + g.boundsOrigin.x, y: (p.y - g.frameOrigin.y) + g.boundsOrigin.y)
    }
}

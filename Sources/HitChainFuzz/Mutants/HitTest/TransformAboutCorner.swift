package import HitChainGeometry
package import HitChainKit

/// A transform applied about the view's corner (its untransformed frame origin) instead of
/// its center: Core Animation's anchor point read as (0, 0).
package struct TransformAboutCorner: HitTestMutation {
    package static let name = "transformAboutCorner"
    package static let origin = "UIKit ports on 2D libraries whose transforms pivot on the origin"
    package static let witness: MutantWitness? = MutantWitness(x: 150, y: 150, reference: "target", mutated: "parent")
    package init() {}

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? {
        let g = child.geometry
        guard !g.transform.isIdentity else { return g.convertFromSuperview(p) }
        guard let inverse = g.inverseLinear else { return nil }
        let v = HCPoint(x: (p.x - g.frameOrigin.x) - g.transform.tx, y: (p.y - g.frameOrigin.y) - g.transform.ty)
        let local = inverse.applyLinear(to: v)
        return HCPoint(x: local.x + g.boundsOrigin.x, y: local.y + g.boundsOrigin.y)
    }
}

package import HitChainGeometry
package import HitChainKit

/// A view whose transform is singular (a scale of 0) converted as if untransformed, instead
/// of containing no point.
package struct SingularTransformAsIdentity: HitTestMutation {
    package static let name = "singularTransformAsIdentity"
    package static let origin = "UIKit ports that skip the inverse when the determinant is 0"
    package static let witness: MutantWitness? = MutantWitness(x: 150, y: 150, reference: "parent", mutated: "target")
    package init() {}

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? {
        let g = child.geometry
        if g.inverseLinear != nil { return g.convertFromSuperview(p) }
        return HCPoint(x: (p.x - g.frameOrigin.x) + g.boundsOrigin.x, y: (p.y - g.frameOrigin.y) + g.boundsOrigin.y)
    }
}

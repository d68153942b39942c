public import HitChainGeometry

/// A view whose transform is singular (a scale of 0) converted as if untransformed, instead
/// of containing no point.
public struct SingularTransformAsIdentity: HitTestMutation {
    public static let name = "singularTransformAsIdentity"
    public static let origin = "UIKit ports that skip the inverse when the determinant is 0"
    public static let witness: MutantWitness? = MutantWitness(x: 150, y: 150, reference: "parent", mutated: "target")
    public init() {}

    public func convert(_ p: Point, into child: View) -> Point? {
        let g = child.geometry
        if g.inverseLinear != nil { return g.convertFromSuperview(p) }
        return Point(x: (p.x - g.frameOrigin.x) + g.boundsOrigin.x, y: (p.y - g.frameOrigin.y) + g.boundsOrigin.y)
    }
}

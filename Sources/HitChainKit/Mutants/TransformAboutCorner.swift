public import HitChainGeometry

/// A transform applied about the view's corner (its untransformed frame origin) instead of
/// its center: Core Animation's anchor point read as (0, 0).
public struct TransformAboutCorner: HitTestMutation {
    public static let name = "transformAboutCorner"
    public static let origin = "UIKit ports on 2D libraries whose transforms pivot on the origin"
    public static let witness: MutantWitness? = MutantWitness(x: 150, y: 150, reference: "target", mutated: "parent")
    public init() {}

    public func convert(_ p: Point, into child: View) -> Point? {
        let g = child.geometry
        guard !g.transform.isIdentity else { return g.convertFromSuperview(p) }
        guard let inverse = g.inverseLinear else { return nil }
        let v = Point(x: (p.x - g.frameOrigin.x) - g.transform.tx, y: (p.y - g.frameOrigin.y) - g.transform.ty)
        let local = inverse.applyLinear(to: v)
        return Point(x: local.x + g.boundsOrigin.x, y: local.y + g.boundsOrigin.y)
    }
}

public import HitChainGeometry

/// `bounds.origin` ignored, so scrolling breaks.
public struct BoundsOriginIgnored: HitTestMutation {
    public static let name = "boundsOriginIgnored"
    public static let origin = "common port bug"
    public static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "scrollView")
    public init() {}

    public func bounds(of view: View) -> Rect { Rect(origin: .zero, size: view.geometry.size) }

    public func convert(_ p: Point, into child: View) -> Point? {
        var g = child.geometry
        g.boundsOrigin = .zero
        return g.convertFromSuperview(p)
    }
}

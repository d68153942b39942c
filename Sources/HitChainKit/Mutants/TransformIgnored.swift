public import HitChainGeometry

/// The transform ignored in conversion.
public struct TransformIgnored: HitTestMutation {
    public static let name = "transformIgnored"
    public static let origin = "common port bug"
    public static let witness: MutantWitness? = MutantWitness(x: 150, y: 190, reference: "target", mutated: "parent")
    public init() {}

    public func convert(_ p: Point, into child: View) -> Point? {
        let g = child.geometry
        return Point(x: (p.x - g.frameOrigin.x) + g.boundsOrigin.x, y: (p.y - g.frameOrigin.y) + g.boundsOrigin.y)
    }
}

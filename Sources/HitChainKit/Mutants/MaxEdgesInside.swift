public import HitChainGeometry

/// Max edges treated as inside (`x <= maxX`).
public struct MaxEdgesInside: HitTestMutation {
    public static let name = "maxEdgesInside"
    public static let origin = "CGRect semantics"
    public static let witness: MutantWitness? = MutantWitness(x: 100, y: 50, reference: "parent", mutated: "target")
    public init() {}

    public func contains(_ rect: Rect, _ p: Point) -> Bool {
        let r = rect.standardized
        return !r.isEmpty && r.origin.x <= p.x && p.x <= r.origin.x + r.size.width
            && r.origin.y <= p.y && p.y <= r.origin.y + r.size.height
    }
}

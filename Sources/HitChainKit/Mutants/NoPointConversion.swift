public import HitChainGeometry

/// The point is not converted into the subview's space.
public struct NoPointConversion: HitTestMutation {
    public static let name = "noPointConversion"
    public static let origin = "seed 004's comment warns of it"
    public static let witness: MutantWitness? = MutantWitness(x: 120, y: 120, reference: "target", mutated: "parent")
    public init() {}

    public func convert(_ p: Point, into child: View) -> Point? { p }
}

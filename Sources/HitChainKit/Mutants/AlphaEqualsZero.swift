/// `alpha == 0` instead of `alpha < 0.01`.
public struct AlphaEqualsZero: HitTestMutation {
    public static let name = "alphaEqualsZero"
    public static let origin = "seed 004"
    public static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "parent", mutated: "target")
    public init() {}

    public func alphaHides(_ alpha: Float) -> Bool { alpha == 0 }
}

/// Alpha kept as a `Double` read from the same text: 0.01 then counts as visible.
public struct AlphaAsDouble: HitTestMutation {
    public static let name = "alphaAsDouble"
    public static let origin = "UIKit stores a 32-bit float"
    public static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "parent", mutated: "target")
    public init() {}

    public func alphaHides(_ alpha: Float) -> Bool { (Double(alpha.description) ?? Double(alpha)) < 0.01 }
}

/// The seeds' `alpha <= 0.01`. With alpha stored as a 32-bit float no stored value equals
/// 0.01, so this behaves exactly like the reference: an *equivalent* mutant.
public struct AlphaAtMostOnePercent: HitTestMutation {
    public static let name = "alphaAtMostOnePercent"
    public static let origin = "seeds 000, 002, 003"
    public static let isEquivalent = true
    public static let witness: MutantWitness? = nil
    public init() {}

    public func alphaHides(_ alpha: Float) -> Bool { Double(alpha) <= 0.01 }
}

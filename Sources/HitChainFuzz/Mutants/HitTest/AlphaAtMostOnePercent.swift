import HitChainKit

/// The seeds' `alpha <= 0.01`. With alpha stored as a 32-bit float no stored value equals
/// 0.01, so this behaves exactly like the reference: an *equivalent* mutant.
package struct AlphaAtMostOnePercent: HitTestMutation {
    package static let name = "alphaAtMostOnePercent"
    package static let origin = "seeds 000, 002, 003"
    package static let isEquivalent = true
    package static let witness: MutantWitness? = nil
    package init() {}

    package func alphaHides(_ alpha: Float) -> Bool { Double(alpha) <= 0.01 }
}

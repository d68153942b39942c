import HitChainKit

/// `alpha == 0` instead of `alpha < 0.01`.
package struct AlphaEqualsZero: HitTestMutation {
    package static let name = "alphaEqualsZero"
    package static let origin = "seed 004"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "parent", mutated: "target")
    package init() {}

    package func alphaHides(_ alpha: Float) -> Bool { alpha == 0 }
}

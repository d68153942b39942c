import HitChainKit

/// Alpha kept as a `Double` read from the same text: 0.01 then counts as visible.
package struct AlphaAsDouble: HitTestMutation {
    package static let name = "alphaAsDouble"
    package static let origin = "UIKit stores a 32-bit float"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "parent", mutated: "target")
    package init() {}

    package func alphaHides(_ alpha: Float) -> Bool { (Double(alpha.description) ?? Double(alpha)) < 0.01 }
}

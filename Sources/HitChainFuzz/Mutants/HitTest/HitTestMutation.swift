package import HitChainKit

/// A plausible hit-testing bug as a type: UIKit's rules with one hook overridden
/// (docs/semantics.md, "Mutants"). Tests and the fuzzer's self-check run the reference walk
/// with it and prove it is caught; `HitTestMutant` lists them all, once.
package protocol HitTestMutation: HitTestRules {
    /// The name used on the command line (`--mutant NAME`) and for its witness scene.
    static var name: String { get }
    /// Where the bug comes from.
    static var origin: String { get }
    /// Whether no scene can tell it from the reference.
    static var isEquivalent: Bool { get }
    /// Where `Corpus/scenes/mutants/NAME.json` tells it from the reference (nil when
    /// equivalent).
    static var witness: MutantWitness? { get }
    init()
}

extension HitTestMutation {
    package static var isEquivalent: Bool { false }
}

/// A screen point of a mutant's witness scene and the view each walk answers there.
package struct MutantWitness: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var reference: String
    package var mutated: String

    package init(x: Double, y: Double, reference: String, mutated: String) {
        self.x = x
        self.y = y
        self.reference = reference
        self.mutated = mutated
    }
}

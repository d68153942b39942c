package import HitChainKit

/// A plausible delivery bug as a type: UIKit's delivery rules with one hook overridden
/// (docs/semantics.md, "Mutants"). The fuzzer's self-check delivers its cases with it and
/// proves that the independent expectations catch it — every engine shares the dispatcher,
/// so comparing engines never can. `DeliveryMutant` lists them all, once.
package protocol DeliveryMutation: DeliveryRules {
    /// The name used on the command line (`--engines mutant:NAME`).
    static var name: String { get }
    /// The rule it breaks, in words.
    static var origin: String { get }
    init()
}

package import HitChainKit

/// A hit-test forwarded to a view of another window is reported in the window that was
/// walked, not the target's: the touch then goes to the wrong window.
package struct ForwardKeepsWalkedWindow: HitTestMutation {
    package static let name = "forwardKeepsWalkedWindow"
    package static let origin = "common port bug: the window taken from the walk, not the hit"
    package static let witness: MutantWitness? = MutantWitness(
        x: 20, y: 20, reference: "target (window other)", mutated: "target (window front)")
    package init() {}

    package func window(of hit: UIView, walked: UIWindow) -> UIWindow { walked }
}

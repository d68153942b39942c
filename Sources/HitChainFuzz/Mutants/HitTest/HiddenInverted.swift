package import HitChainKit

/// `!self.hidden` instead of `self.hidden`.
package struct HiddenInverted: HitTestMutation {
    package static let name = "hiddenInverted"
    package static let origin = "seed 000's pseudo-code"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "(null)")
    package init() {}

    package func skipReason(_ view: View) -> String? {
        if !view.isHidden { return "not hidden (inverted check)" }
        if !view.isUserInteractionEnabled { return "userInteractionEnabled = NO" }
        if alphaHides(view.opacity) { return "alpha \(view.opacity) < 0.01" }
        if view.isControl, !view.isEnabled { return "disabled control" }
        return nil
    }
}

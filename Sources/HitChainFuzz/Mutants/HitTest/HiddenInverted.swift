package import HitChainKit

/// `!self.hidden` instead of `self.hidden`.
package struct HiddenInverted: HitTestMutation {
    package static let name = "hiddenInverted"
    package static let origin = "seed 000's pseudo-code"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "(null)")
    package init() {}

    package func skipReason(_ view: UIView) -> SkipReason? {
        if !view.isHidden { return .reading(.notHidden) }
        if !view.isUserInteractionEnabled { return .refused(.interactionDisabled) }
        if alphaHides(view.opacity) { return .refused(.transparent(view.opacity)) }
        if view.isControl, !view.isControlEnabled { return .refused(.disabledControl) }
        return nil
    }
}

extension SkipRule {
    /// `HiddenInverted`'s rule: the views that are not hidden are skipped.
    package static let notHidden = SkipRule(
        kind: MissReason.Kind(rawValue: "notHidden"), description: "not hidden (inverted check)",
        phrase: "is skipped because it is not hidden (a reading that inverts the hidden check)")
}

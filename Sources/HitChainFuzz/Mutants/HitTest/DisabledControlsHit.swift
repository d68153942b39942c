import HitChainGeometry
package import HitChainKit

/// A disabled control still hit (only hidden, interaction and alpha skip a view).
package struct DisabledControlsHit: HitTestMutation {
    package static let name = "disabledControlsHit"
    package static let origin = "UIKit ports that check isEnabled only when tracking"
    package static let witness: MutantWitness? = MutantWitness(x: 20, y: 20, reference: "panel", mutated: "button")
    package init() {}

    package func skipReason(_ view: UIView) -> SkipReason? {
        guard let refusal = TouchRefusal.of(view, alphaHides: alphaHides), refusal != .disabledControl else {
            return nil
        }
        return .refused(refusal)
    }
}

import HitChainGeometry

/// A disabled control still hit (only hidden, interaction and alpha skip a view).
public struct DisabledControlsHit: HitTestMutation {
    public static let name = "disabledControlsHit"
    public static let origin = "UIKit ports that check isEnabled only when tracking"
    public static let witness: MutantWitness? = MutantWitness(x: 20, y: 20, reference: "panel", mutated: "button")
    public init() {}

    public func skipReason(_ view: View) -> String? {
        guard let refusal = TouchRefusal.of(view, alphaHides: alphaHides), refusal != .disabledControl else {
            return nil
        }
        return refusal.description
    }
}

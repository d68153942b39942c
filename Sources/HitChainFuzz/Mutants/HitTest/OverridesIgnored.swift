import HitChainKit

/// A scene's declared `point(inside:)` and `hitTest(_:with:)` overrides ignored: every view
/// answers as a plain UIView (a user's class still runs its own code).
package struct OverridesIgnored: HitTestMutation {
    package static let name = "overridesIgnored"
    package static let origin = "UIKit ports whose views cannot be subclassed"
    package static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "under", mutated: "overlay")
    package init() {}

    package var honorsDeclaredOverrides: Bool { false }
}

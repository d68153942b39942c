package import HitChainKit

/// A window's alpha and interaction ignored: only `isHidden` skips a window, before the walk
/// and in its own `hitTest`.
package struct WindowFlagsIgnored: HitTestMutation {
    package static let name = "windowFlagsIgnored"
    package static let origin = "common port bug: windows treated as containers, not views"
    package static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "under", mutated: "over")
    package init() {}

    package func skipReason(_ view: UIView) -> SkipReason? {
        guard view is UIWindow else { return UIKitHitTestRules().skipReason(view) }
        return view.isHidden ? .refused(.hidden) : nil
    }
}

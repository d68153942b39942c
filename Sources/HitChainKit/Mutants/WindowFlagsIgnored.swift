/// A window's alpha and interaction ignored: only `isHidden` skips a window, before the walk
/// and in its own `hitTest`.
public struct WindowFlagsIgnored: HitTestMutation {
    public static let name = "windowFlagsIgnored"
    public static let origin = "common port bug: windows treated as containers, not views"
    public static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "under", mutated: "over")
    public init() {}

    public func skipReason(_ view: View) -> String? {
        guard view is Window else { return UIKitHitTestRules().skipReason(view) }
        return view.isHidden ? "hidden" : nil
    }
}

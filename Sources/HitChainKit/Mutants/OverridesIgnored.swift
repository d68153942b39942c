/// A scene's declared `point(inside:)` and `hitTest(_:with:)` overrides ignored: every view
/// answers as a plain UIView (a user's class still runs its own code).
public struct OverridesIgnored: HitTestMutation {
    public static let name = "overridesIgnored"
    public static let origin = "UIKit ports whose views cannot be subclassed"
    public static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "under", mutated: "overlay")
    public init() {}

    public var honorsDeclaredOverrides: Bool { false }
}

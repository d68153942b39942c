/// Why hit-testing passes a view by without asking it anything (docs/semantics.md,
/// "Hit-testing"): the one statement of the rule, which the reference walk's default
/// `HitTestRules` and the flattened engines both read.
public enum TouchRefusal: Hashable, Sendable, CustomStringConvertible {
    case hidden
    case interactionDisabled
    /// `alpha` below 0.01, compared as a Double (the Float is widened exactly).
    case transparent(Float)
    case disabledControl

    /// The refusal as the walk's log prints it (`hidden`).
    public var description: String {
        switch self {
        case .hidden: return "hidden"
        case .interactionDisabled: return "userInteractionEnabled = NO"
        case .transparent(let alpha): return "alpha \(alpha) < 0.01"
        case .disabledControl: return "disabled control"
        }
    }

    /// UIKit's transparency rule: `Double(alpha) < 0.01`.
    @inlinable
    public static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// The first rule, in UIKit's order, that keeps touches from `view`; nil when it may
    /// receive them. `alphaHides` is the transparency rule (a rule mutant may swap it).
    ///
    /// - Complexity: O(1).
    public static func of(_ view: UIView, alphaHides: (Float) -> Bool = isTransparent) -> TouchRefusal? {
        if view.isHidden { return .hidden }
        if !view.isUserInteractionEnabled { return .interactionDisabled }
        if alphaHides(view.opacity) { return .transparent(view.opacity) }
        if view.isControl, !view.isControlEnabled { return .disabledControl }
        return nil
    }
}

/// Why a walk passed a view by before asking `point(inside:)`: one of UIKit's rules, or —
/// under one of the fuzzer's readings of the rules (`hitchain explain --mutant`) — a rule
/// UIKit does not have. The text is made only where it is shown (`description`, `phrase`).
public enum SkipReason: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's rules: hidden, interaction disabled, alpha below 0.01, a disabled control.
    case refused(TouchRefusal)
    /// A reading that skips the views that are not hidden (an inverted `isHidden` check).
    case notHidden
    /// A reading that walks the key window only.
    case notKeyWindow

    /// The reason as the walk's log prints it (`# skipped: hidden`).
    public var description: String {
        switch self {
        case .refused(let refusal): return refusal.description
        case .notHidden: return "not hidden (inverted check)"
        case .notKeyWindow: return "not the key window"
        }
    }

    /// A short, stable identifier for JSON and tests.
    public var kind: String {
        switch self {
        case .refused(.hidden): return "hidden"
        case .refused(.interactionDisabled): return "userInteractionDisabled"
        case .refused(.transparent): return "transparent"
        case .refused(.disabledControl): return "disabledControl"
        case .notHidden: return "notHidden"
        case .notKeyWindow: return "notKeyWindow"
        }
    }

    /// The reason as a predicate of the view: "is hidden", "is a disabled control".
    var phrase: String {
        switch self {
        case .refused(.hidden): return "is hidden"
        case .refused(.interactionDisabled): return "has userInteractionEnabled = NO"
        case .refused(.transparent(let alpha)):
            return "is transparent to touches (alpha \(alpha), stored as a Float, is below 0.01 as a Double)"
        case .refused(.disabledControl): return "is a disabled control"
        case .notHidden: return "is skipped because it is not hidden (a reading that inverts the hidden check)"
        case .notKeyWindow:
            return "is skipped because it is not the key window (a reading that walks only the key window)"
        }
    }
}

/// Why a walk passed a view by before asking `point(inside:)`: one of UIKit's rules, or —
/// under a reading of the rules other than UIKit's (the fuzzer's, `hitchain explain --mutant`)
/// — a rule that reading names. Under UIKit's rules every reason is `refused`. The text is made
/// only where it is shown (`description`, `phrase`).
public enum SkipReason: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's rules: hidden, interaction disabled, alpha below 0.01, a disabled control.
    case refused(TouchRefusal)
    /// A rule UIKit does not have, named by the reading of the rules that skipped the view.
    case reading(SkipRule)

    /// The reason as the walk's log prints it (`# skipped: hidden`).
    public var description: String {
        switch self {
        case .refused(let refusal): return refusal.description
        case .reading(let rule): return rule.description
        }
    }

    /// The rule, as a stable identifier for JSON and tests (`MissReason.Kind.hidden`, …).
    public var kind: MissReason.Kind {
        switch self {
        case .refused(.hidden): return .hidden
        case .refused(.interactionDisabled): return .userInteractionDisabled
        case .refused(.transparent): return .transparent
        case .refused(.disabledControl): return .disabledControl
        case .reading(let rule): return rule.kind
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
        case .reading(let rule): return rule.phrase
        }
    }
}

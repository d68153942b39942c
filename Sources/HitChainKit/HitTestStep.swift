public import HitChainGeometry

/// One call in a hit-test walk, as `hitchain explain` prints it in the style of seed 004's
/// logs. `depth` is the nesting of `hitTest` calls (a window is at depth 0).
public enum HitTestStep {
    /// `hitTest(_:with:)` was called on `view` with `point` in its own space (nil when the
    /// conversion into it failed on a singular transform).
    case hitTest(UIView, point: HCPoint?, depth: Int)
    /// UIView's own `hitTest(_:with:)` on a user's class: its override called `super` (or
    /// inherits it).
    case superHitTest(UIView, point: HCPoint?, depth: Int)
    /// The view was skipped before `point(inside:)` because of `reason`.
    case skipped(UIView, reason: SkipReason, depth: Int)
    /// `point(inside:with:)` answered.
    case pointInside(UIView, Bool, depth: Int)
    /// A forwarding override asked its target.
    case forwardCheck(UIView, target: UIView, inside: Bool, depth: Int)
    /// `hitTest(_:with:)` returned.
    case returned(UIView, UIView?, depth: Int)

    /// The depth of the view the step is about (0: the window).
    public var depth: Int {
        switch self {
        case .hitTest(_, _, let d), .superHitTest(_, _, let d), .skipped(_, _, let d), .pointInside(_, _, let d),
            .forwardCheck(_, _, _, let d), .returned(_, _, let d):
            return d
        }
    }

    /// How deep a walk prints indented: a deeper line keeps this much indentation and begins
    /// with its depth (`[40] `), so a walk's text grows in proportion to its steps, however
    /// deep (a 10 000-level walk with an indentation a level would be 300 MB).
    public static let maxIndentedDepth = 32

    /// The indentation `hitchain explain` prints this step's line with: two spaces a level,
    /// up to `maxIndentedDepth` levels; deeper, that much and the depth in brackets.
    public var indentation: String {
        let d = max(depth, 0)
        let spaces = String(repeating: "  ", count: min(d, Self.maxIndentedDepth))
        return d > Self.maxIndentedDepth ? spaces + "[\(d)] " : spaces
    }

    /// The view whose method this step is.
    public var view: UIView {
        switch self {
        case .hitTest(let v, _, _), .superHitTest(let v, _, _), .skipped(let v, _, _), .pointInside(let v, _, _),
            .forwardCheck(let v, _, _, _), .returned(let v, _, _):
            return v
        }
    }

    /// The line seed 004 logs for this step, without indentation:
    /// `AView --- hitTest`, `AView --- pointInside --- Yes`, `AView --- hitTest --- return CView`.
    /// A skip and a forward check are not in seed 004's log; they print with `#`.
    public var logLine: String {
        switch self {
        case .hitTest(let v, _, _):
            return v.isUserClass ? "\(v.label) --- \(v.typeName).hitTest(_:with:)" : "\(v.label) --- hitTest"
        case .superHitTest(let v, _, _):
            return "\(v.label) --- super.hitTest(_:with:)"
        case .skipped(let v, let reason, _):
            return "\(v.label) --- # skipped: \(reason)"
        case .pointInside(let v, let inside, _):
            let call = v.isUserClass ? "\(v.typeName).point(inside:with:)" : "pointInside"
            return "\(v.label) --- \(call) --- \(inside ? "Yes" : "No")"
        case .forwardCheck(let v, let target, let inside, _):
            return "\(v.label) --- # forward to \(target.label): pointInside --- \(inside ? "Yes" : "No")"
        case .returned(let v, let result, _):
            return "\(v.label) --- hitTest --- return \(result?.label ?? "(null)")"
        }
    }
}

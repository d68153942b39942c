import HitChainGeometry
public import HitChainScene

/// Why a touch did not reach a view: the rule that kept it away and the view responsible
/// (docs/semantics.md, "Hit-testing"). `MissDiagnosis` finds it; `hitchain explain --why-not`
/// prints it.
public enum MissReason {
    /// Nothing kept it away: the view was hit.
    case hit
    /// One of the view's descendants was hit; the view is on its responder chain and gets
    /// the touches it does not handle.
    case descendantHit(UIView)
    /// The view is not in a window of the application, so no walk can reach it.
    case notInWindow
    /// A window in front answered first: windows are tried from the front, the first answer wins.
    case windowInFront(UIWindow, hit: UIView)
    /// The view, or an ancestor (or its window), was skipped before `point(inside:)`.
    case skipped(UIView, SkipReason)
    /// The point is outside the view's own area (its bounds, or its `point(inside:)` override's).
    case outside(UIView, PointInsideOverride<WeakView>)
    /// The point is outside an ancestor's area, so the walk never asked the ancestor's
    /// subviews: a subview sticking out of its parent is not hit there. `viewContainsPoint`
    /// says whether the point is inside the view itself.
    case outsideAncestor(UIView, PointInsideOverride<WeakView>, viewContainsPoint: Bool)
    /// A view in front of the view (or of an ancestor), asked first, took the touch.
    case viewInFront(UIView, hit: UIView)
    /// The view's pass-through `hitTest` override answers nil where it would answer itself.
    case passThrough(UIView)
    /// A forwarding `hitTest` override on the view or an ancestor sent the touch to another view.
    case forwarded(UIView, to: UIView)
    /// An ancestor's `hitTest` override answers the ancestor itself without asking its subviews.
    case selfOnly(UIView)
    /// The view's redirecting `hitTest` override answers another view where it would answer itself.
    case redirected(UIView, to: UIView?)
    /// An ancestor's `hitTest` override asks only some of its subviews, and not the one on the
    /// way to the view.
    case notAskedSubview(UIView, subview: UIView)
    /// An ancestor's `hitTest` override answers the ancestor whenever the point is inside it,
    /// before its flags and without asking its subviews.
    case selfWhenInside(UIView)
    /// A transform on the way to the view is singular: no point converts into it.
    case singularTransform(UIView)
    /// The walk answered something else for a reason these rules do not name (a mutant's).
    case unexplained(answer: UIView?)
    /// A user's class decided: its `hitTest(_:with:)` answered something that is not the view
    /// (nil, itself, another view), or its `point(inside:with:)` said no.
    case userOverride(UIView, method: String, answer: UIView?)

    /// The view the reason names as responsible (nil for `hit`, `notInWindow`, `unexplained`).
    public var responsible: UIView? {
        switch self {
        case .hit, .notInWindow, .unexplained: return nil
        case .descendantHit(let v), .skipped(let v, _), .outside(let v, _), .outsideAncestor(let v, _, _),
            .passThrough(let v), .forwarded(let v, _), .selfOnly(let v), .singularTransform(let v),
            .redirected(let v, _), .notAskedSubview(let v, _), .selfWhenInside(let v):
            return v
        case .windowInFront(let w, _): return w
        case .userOverride(let v, _, _): return v
        case .viewInFront(let v, _): return v
        }
    }

    /// The rule, as a stable identifier for JSON and tests: `.viewInFront`, `.outsideAncestor`, ….
    public var kind: Kind {
        switch self {
        case .hit: return .hit
        case .descendantHit: return .descendantHit
        case .notInWindow: return .notInWindow
        case .windowInFront: return .windowInFront
        case .skipped(_, let cause): return cause.kind
        case .outside: return .outside
        case .outsideAncestor: return .outsideAncestor
        case .viewInFront: return .viewInFront
        case .passThrough: return .passThrough
        case .forwarded: return .forwarded
        case .selfOnly: return .selfOnly
        case .redirected: return .redirected
        case .notAskedSubview: return .notAskedSubview
        case .selfWhenInside: return .selfWhenInside
        case .singularTransform: return .singularTransform
        case .unexplained: return .unexplained
        case .userOverride: return .userOverride
        }
    }

    /// One sentence for a person, naming `target` and the view responsible.
    public func sentence(for target: UIView) -> String {
        let name = target.name
        switch self {
        case .hit:
            return "\(name) was hit: nothing kept the touch from it"
        case .descendantHit(let v):
            return "\(v.name), a subview of \(name), was hit; \(name) is on its responder chain and gets the "
                + "touches it does not handle"
        case .notInWindow:
            return "\(name) is not in a window, so no hit-test reaches it"
        case .windowInFront(let w, let hit):
            return "the window \(w.name), in front of \(name)'s window, took the touch (hit \(hit.name)); "
                + "windows are tried from the front and the first answer wins"
        case .skipped(let v, let cause):
            let whose = v === target ? name : v is UIWindow ? "its window \(v.name)" : "its ancestor \(v.name)"
            return "\(whose) \(cause.phrase), so hitTest returns nil before pointInside and its subviews "
                + "are never asked"
        case .outside(let v, let rule):
            return "the point is outside \(v.name)'s \(rule.area)"
        case .outsideAncestor(let v, let rule, let inside):
            let sticks =
                inside
                ? "\(name) sticks out of \(v.name): the point is inside \(name) but outside "
                : "the point is outside "
            return sticks + "\(v.name)'s \(rule.area), so \(v.name)'s subviews are never asked"
        case .viewInFront(let v, let hit):
            let took = hit === v ? "took the touch" : "took the touch (hit \(hit.name))"
            return "\(v.name), in front of \(name) and asked first, \(took)\(v.overrideNote)"
        case .passThrough(let v):
            return "\(v.name)'s hitTest override passes touches through: it answers nil where it would "
                + "answer itself"
        case .forwarded(let v, let target):
            return "\(v.name)'s hitTest override forwards the touch to \(target.name)"
        case .selfOnly(let v):
            return "\(v.name)'s hitTest override answers \(v.name) itself without asking its subviews"
        case .redirected(let v, let target):
            return "\(v.name)'s hitTest override redirects: it answers \(target?.name ?? "nil") where it would answer "
                + "itself"
        case .notAskedSubview(let v, let subview):
            return "\(v.name)'s hitTest override asks only some of its subviews, and not \(subview.name)"
        case .selfWhenInside(let v):
            return "\(v.name)'s hitTest override answers \(v.name) itself wherever the point is inside it, before its "
                + "flags and without asking its subviews"
        case .singularTransform(let v):
            return "\(v.name)'s transform is singular: no point converts into it"
        case .userOverride(let v, let method, let answer):
            let what = method.hasPrefix("point") ? "answered NO" : "returned \(answer?.name ?? "nil")"
            let whose = v === target ? name : "its ancestor \(v.name)"
            return "\(v.typeName).\(method), the override of \(whose), \(what): the user's code decides here"
        case .unexplained(let answer):
            return "the walk answered \(answer?.name ?? "nothing") for a reason UIKit's rules do not name "
                + "(a mutant's rule)"
        }
    }
}

extension PointInsideOverride where Target == WeakView {
    /// The area `point(inside:)` tests, in words.
    var area: String {
        switch self {
        case .default: return "bounds"
        case .insetBounds(let i):
            return "hit area (a pointInside override: bounds inset by top \(i.top), left \(i.left), "
                + "bottom \(i.bottom), right \(i.right))"
        case .never: return "hit area (a pointInside override that always answers NO)"
        case .overSubviews: return "hit area (a pointInside override: only over its subviews' frames)"
        case .oval: return "hit area (a pointInside override: the oval inscribed in its bounds)"
        case .circle(let r):
            let radius = r.map { "radius \(formatScalar($0))" } ?? "half its shorter side"
            return "hit area (a pointInside override: a circle about its centre, \(radius))"
        case .roundedRect(let r):
            return "hit area (a pointInside override: its bounds with corners of radius \(formatScalar(r)))"
        case .minimumSize(let s):
            return "hit area (a pointInside override: its bounds grown to at least "
                + "\(formatScalar(s.width)) × \(formatScalar(s.height)))"
        case .boundsOf(let ref):
            return "hit area (a pointInside override: the bounds of \(ref.view?.name ?? "a view gone"))"
        case .subviewsPointInside:
            return "hit area (a pointInside override: wherever one of its subviews' point(inside:) says yes)"
        }
    }

    var isDefault: Bool {
        if case .default = self { return true }
        return false
    }
}

extension UIView {
    /// ", with a … override" when the view overrides hit-testing, else "".
    var overrideNote: String {
        var notes: [String] = []
        switch hitTestOverride {
        case .default: break
        case .passThrough: notes.append("a pass-through hitTest override")
        case .forward(let ref): notes.append("a hitTest override forwarding to \(ref.view?.name ?? "a view")")
        case .selfOnly: notes.append("a hitTest override that keeps touches from its subviews")
        case .redirect(let ref): notes.append("a hitTest override redirecting to \(ref.view?.name ?? "a view")")
        case .onlySubviews: notes.append("a hitTest override that asks only some of its subviews")
        case .selfWhenInside: notes.append("a hitTest override that answers itself wherever the point is inside")
        }
        if !pointInsideOverride.isDefault { notes.append("a pointInside override: \(pointInsideOverride.area)") }
        return notes.isEmpty ? "" : " (it has \(notes.joined(separator: " and ")))"
    }
}

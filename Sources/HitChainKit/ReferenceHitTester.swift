import Foundation
public import HitChainGeometry
import HitChainScene

/// The answer to a screen-space hit-test: the view, and the window it was found in.
public struct HitTestResult {
    /// The view hit, nil when none was.
    public var view: UIView?
    /// The window the view was found in (a forward may leave the window walked).
    public var window: UIWindow?
    /// The result `view` in `window`.
    public init(view: UIView?, window: UIWindow?) {
        self.view = view
        self.window = window
    }
}

/// The reference hit-test: UIKit's textbook `hitTest(_:with:)` / `point(inside:with:)`
/// walk, faithful to every rule and override in docs/semantics.md. Every other engine is
/// judged against it.
///
/// It is pure (it changes nothing) and mirrors UIKit's recursion exactly — the same calls
/// in the same order — but keeps its frames on an explicit stack (`HitTestWalk`, whose steps
/// are the seed's pseudocode), so a scene 100 000 levels
/// deep gets an answer, not a stack overflow. Every decision is one of `rules`' hooks
/// (UIKit's by default); with `observe` set it reports every call (what `hitchain explain`
/// prints).
public struct ReferenceHitTester {
    package var rules: any HitTestRules {
        didSet { honorsOverrides = rules.honorsDeclaredOverrides }
    }
    /// Told every step of every walk, in order (what `hitchain explain` prints); nil: nothing is told.
    public var observe: ((HitTestStep) -> Void)?
    /// `rules.honorsDeclaredOverrides`, read once.
    private(set) var honorsOverrides: Bool

    /// UIKit's walk; with `observe` set it reports every call.
    public init(observe: ((HitTestStep) -> Void)? = nil) {
        self.init(rules: UIKitHitTestRules(), observe: observe)
    }

    /// The walk with `rules` (a mutant's, for the fuzzer's self-check).
    package init(rules: any HitTestRules, observe: ((HitTestStep) -> Void)? = nil) {
        self.rules = rules
        self.observe = observe
        self.honorsOverrides = rules.honorsDeclaredOverrides
    }

    /// Tries the windows from the front (see `UIApplication.windowsFrontToBack`), skipping
    /// hidden, non-interactive and transparent ones; the first non-nil answer wins. Screen →
    /// window is `p − window.frame.origin`.
    ///
    /// - Complexity: O(v) in the views visited: the descent follows the point, scanning the
    ///   siblings on the way down.
    public func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        for window in application.windowsFrontToBack {
            // Skipped outright, even with a forwarding override (docs/semantics.md: "Windows
            // are tried from the top").
            if let reason = rules.windowSkipReason(window) {
                observe?(.skipped(window, reason: reason, depth: 0))
                continue
            }
            let local = rules.convert(screenPoint, into: window)
            if let hit = hitTest(window, at: local) {
                return HitTestResult(view: hit, window: rules.window(of: hit, walked: window))
            }
        }
        return HitTestResult(view: nil, window: nil)
    }

    /// `view.hitTest(point, with: nil)`, with `point` in `view`'s own space: a user's class
    /// at `view` is asked through its `hitTest(_:with:)`.
    public func hitTest(_ view: UIView, at point: HCPoint?) -> UIView? {
        hitTest(view, at: point, depth: 0, asSuper: false)
    }

    /// The walk from `view` at `depth`. `asSuper`: this is UIView's own `hitTest(_:with:)` on
    /// `view` (a user's override called `super`, or inherits it), so `view`'s override is not
    /// called again; below it, every user class is.
    ///
    /// A user's override is called on the walk's stack (the user's code calls back into the
    /// walk through `super` or another view's `hitTest`): the depth of that recursion is the
    /// number of user classes nested on one path, never the depth of the tree.
    func hitTest(_ view: UIView, at point: HCPoint?, depth rootDepth: Int, asSuper: Bool) -> UIView? {
        var walk = HitTestWalk(tester: self, rootDepth: rootDepth, asSuper: asSuper)
        return walk.run(view, at: point)
    }

    /// The subviews `view`'s walk asks: all of them, or those an `onlySubviews` override lists.
    func askedSubviews(_ view: UIView) -> [UIView] {
        guard case .onlySubviews(let listed) = view.hitTestOverride else { return view.subviews }
        // A short list is scanned; a long one is a set, so a wide parent costs O(n + k).
        guard listed.count > 8 else { return view.subviews.filter { s in listed.contains { $0.view === s } } }
        let ids = Set(listed.compactMap { $0.view.map(ObjectIdentifier.init) })
        return view.subviews.filter { ids.contains(ObjectIdentifier($0)) }
    }

    /// What `view` answers where the default walk answers `view` itself: nil for a pass-through
    /// (`hit === self ? nil : hit`), the target for a redirect (`hit === self ? target : hit`).
    func ownAnswer(_ view: UIView) -> UIView? {
        switch view.hitTestOverride {
        case .passThrough: return nil
        case .redirect(let ref): return ref.view
        default: return view
        }
    }

    /// Why `super.hitTest` returns nil before asking `point(inside:)` (see `HitTestRules`).
    public func skipReason(_ view: UIView) -> SkipReason? { rules.skipReason(view) }

    /// `point(inside:with:)`: a user's class is asked through its override; the package's
    /// answer with the view's declared override.
    public func pointInside(_ view: UIView, at p: HCPoint) -> Bool { pointInside(view, at: p, depth: 0) }

    func pointInside(_ view: UIView, at p: HCPoint, depth: Int) -> Bool {
        guard view.isUserClass else { return declaredPointInside(view, at: p, depth: depth) }
        return HitTestCall.$current.withValue(HitTestCall(tester: self, view: view, depth: depth)) {
            view.point(inside: p.cgPoint, with: nil)
        }
    }

    /// Calls a user's `hitTest(_:with:)` (a singular conversion passes a NaN point, as UIKit's
    /// arithmetic would).
    func callHitTest(_ view: UIView, _ p: HCPoint?, _ depth: Int) -> UIView? {
        let point = p?.cgPoint ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        return HitTestCall.$current.withValue(HitTestCall(tester: self, view: view, depth: depth)) {
            view.hitTest(point, with: nil)
        }
    }

    /// `point(inside:with:)` as UIView implements it, with the view's declared override.
    public func declaredPointInside(_ view: UIView, at p: HCPoint) -> Bool {
        declaredPointInside(view, at: p, depth: 0)
    }

    func declaredPointInside(_ view: UIView, at p: HCPoint, depth: Int) -> Bool {
        guard honorsOverrides, view.hasPointInsideOverride else { return rules.contains(rules.bounds(of: view), p) }
        switch view.pointInsideOverride {
        case .default:
            return rules.contains(rules.bounds(of: view), p)
        case .insetBounds(let insets):
            return rules.contains(rules.inset(rules.bounds(of: view), by: insets), p)
        case .never:
            return false
        case .overSubviews:
            return view.subviews.contains { rules.contains($0.geometry.frame, p) }
        case .oval:
            return HitShape.oval(in: rules.bounds(of: view).standardized).contains(p)
        case .circle(let radius):
            let b = rules.bounds(of: view).standardized
            let r = radius ?? Swift.min(b.width, b.height) / 2
            return HitShape.circle(center: HCPoint(x: b.midX, y: b.midY), radius: r).contains(p)
        case .roundedRect(let radius):
            return HitShape.roundedRect(clamping: rules.bounds(of: view), cornerRadius: radius).contains(p)
        case .minimumSize(let size):
            let b = rules.bounds(of: view).standardized
            let dx = Swift.max(0, (size.width - b.width) / 2), dy = Swift.max(0, (size.height - b.height) / 2)
            return rules.contains(b.inset(by: HCEdgeInsets(top: -dy, left: -dx, bottom: -dy, right: -dx)), p)
        case .boundsOf(let ref):
            guard let target = ref.view, let q = convertThroughScreen(p, from: view, to: target) else { return false }
            return rules.contains(rules.bounds(of: target), q)
        case .subviewsPointInside:
            return subviewsSayInside(view, at: p, depth: depth)
        }
    }

    /// `subviews.contains { $0.point(inside: convert(p, to: $0), with: nil) }`, asking each
    /// subview in order; a subview of the package's classes that says the same is descended
    /// into on an explicit stack (in the same order a recursive call would ask), so a chain of
    /// them costs no recursion. A user's class is asked through its override.
    ///
    /// - Complexity: O(the views asked).
    private func subviewsSayInside(_ view: UIView, at p: HCPoint, depth: Int) -> Bool {
        // The views being asked below `current` (empty, so not allocated, until one says the same).
        var stack: [(view: UIView, point: HCPoint, next: Int)] = []
        var current = (view: view, point: p, next: 0)
        while true {
            guard current.next < current.view.subviews.count else {
                guard let parent = stack.popLast() else { return false }
                current = parent
                continue
            }
            let s = current.view.subviews[current.next]
            current.next += 1
            guard let q = rules.convert(current.point, into: s) else { continue }
            if !s.isUserClass, honorsOverrides, s.hasPointInsideOverride,
                case .subviewsPointInside = s.pointInsideOverride
            {
                stack.append(current)
                current = (s, q, 0)
            } else if pointInside(s, at: q, depth: depth + stack.count + 1) {
                return true
            }
        }
    }

    /// Superview space → `child`'s space, under `rules`.
    public func convert(_ p: HCPoint, into child: UIView) -> HCPoint? { rules.convert(p, into: child) }

    func convertThroughScreen(_ p: HCPoint?, from view: UIView, to target: UIView) -> HCPoint? {
        guard let p else { return nil }
        return target.convertFromScreen(view.convertToScreen(p))
    }
}

extension UIView {
    /// `hitTest(_:with:)` with the reference algorithm; `point` is in this view's space.
    package func hitTest(_ point: HCPoint) -> UIView? { ReferenceHitTester().hitTest(self, at: point) }

    /// `point(inside:with:)` with this view's override.
    package func point(inside point: HCPoint) -> Bool { ReferenceHitTester().pointInside(self, at: point) }
}

/// The user's override the walk is waiting for: UIView's own implementations, reached from
/// it (through `super`, or on another view the override asks), go on with the same walk —
/// its rules, its observer and its depth — instead of starting a new one.
final class HitTestCall: @unchecked Sendable {
    // Read only on the thread that set it, while the walk that made it waits.
    let tester: ReferenceHitTester
    let view: UIView
    let depth: Int

    init(tester: ReferenceHitTester, view: UIView, depth: Int) {
        self.tester = tester
        self.view = view
        self.depth = depth
    }

    @TaskLocal static var current: HitTestCall?

    /// UIView's `hitTest(_:with:)` on `view`: the walk the call belongs to, one level down for
    /// a view other than the one whose override is running.
    static func superHitTest(_ view: UIView, at point: CGPoint) -> UIView? {
        let p = HCPoint(point)
        let local: HCPoint? = p.isFinite ? p : nil
        guard let call = current else { return ReferenceHitTester().hitTest(view, at: local, depth: 0, asSuper: true) }
        let depth = call.view === view ? call.depth : call.depth + 1
        return call.tester.hitTest(view, at: local, depth: depth, asSuper: true)
    }

    /// UIView's `point(inside:with:)` on `view`, under the walk's rules.
    static func superPointInside(_ view: UIView, at point: CGPoint) -> Bool {
        (current?.tester ?? ReferenceHitTester()).declaredPointInside(view, at: HCPoint(point))
    }
}

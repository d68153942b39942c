public import HitChainGeometry
import HitChainScene

/// The answer to a screen-space hit-test: the view, and the window it was found in.
public struct HitTestResult {
    public var view: View?
    public var window: Window?
    public init(view: View?, window: Window?) {
        self.view = view
        self.window = window
    }
}

/// The reference hit-test: UIKit's textbook `hitTest(_:with:)` / `point(inside:with:)`
/// walk, faithful to every rule and override in docs/semantics.md. Every other engine is judged
/// against it.
///
/// It is pure (it changes nothing) and mirrors UIKit's recursion exactly — the same calls
/// in the same order — but keeps its frames on an explicit stack, so a scene 100 000 levels
/// deep gets an answer, not a stack overflow.
///
/// With `mutant` set it runs one of docs/semantics.md's plausible bugs instead; with `observe`
/// set it reports every call (what `hitchain explain` prints).
public struct ReferenceHitTester {
    public var mutant: HitTestMutant?
    public var observe: ((HitTestStep) -> Void)?

    public init(mutant: HitTestMutant? = nil, observe: ((HitTestStep) -> Void)? = nil) {
        self.mutant = mutant
        self.observe = observe
    }

    /// Tries the windows from the front (see `Application.windowsFrontToBack`), skipping
    /// hidden, non-interactive and transparent ones; the first non-nil answer wins. Screen →
    /// window is `p − window.frame.origin`.
    ///
    /// - Complexity: O(v) in the views visited: the descent follows the point, scanning the
    ///   siblings on the way down.
    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
        for window in application.windowsFrontToBack {
            // Hidden, non-interactive and transparent windows are skipped outright, even when
            // they carry a forwarding override (docs/semantics.md: "Windows are tried from the top").
            if let reason = skipReason(window) {
                observe?(.skipped(window, reason: reason, depth: 0))
                continue
            }
            let local = convert(screenPoint, into: window)
            // A forwarding override can answer with a view of another window: the touch
            // belongs to the window of the view it hit.
            if let hit = hitTest(window, at: local) { return HitTestResult(view: hit, window: hit.window ?? window) }
        }
        return HitTestResult(view: nil, window: nil)
    }

    /// `view.hitTest(point, with: nil)`, with `point` in `view`'s own space.
    public func hitTest(_ view: View, at point: Point?) -> View? {
        struct Frame {
            let view: View
            let point: Point?
            let depth: Int
            /// Subviews in the order they are asked.
            var order: [View] = []
            var next = 0
            var lastAnswer: View?
        }
        var stack: [Frame] = []
        var result: View?? = .none  // set when a frame finishes

        func finish(_ frame: Frame, _ answer: View?) {
            observe?(.returned(frame.view, answer, depth: frame.depth))
            result = .some(answer)
        }

        /// Runs a frame up to its first child call (pushing it) or to its answer.
        func start(_ view: View, _ point: Point?, _ depth: Int) {
            observe?(.hitTest(view, point: point, depth: depth))
            var frame = Frame(view: view, point: point, depth: depth)
            if case .forward(let ref) = view.hitTestOverride, let target = ref.view {
                // Runs before the view's own checks: an overridden hitTest is called even on
                // a hidden view; only super checks them.
                let q = convertThroughScreen(point, from: view, to: target)
                let inside = q.map { pointInside(target, at: $0) } ?? false
                observe?(.forwardCheck(view, target: target, inside: inside, depth: depth))
                if inside { return finish(frame, target) }
            }
            if let reason = skipReason(view) {
                observe?(.skipped(view, reason: reason, depth: depth))
                return finish(frame, nil)
            }
            if mutant != .superviewPointInsideSkipped {
                let inside = point.map { pointInside(view, at: $0) } ?? false
                observe?(.pointInside(view, inside, depth: depth))
                if !inside { return finish(frame, nil) }
            }
            if case .selfOnly = view.hitTestOverride { return finish(frame, view) }
            frame.order = mutant == .frontToBackKeepLast ? view.subviews : view.subviews.reversed()
            stack.append(frame)
        }

        start(view, point, 0)
        while !stack.isEmpty {
            var frame = stack[stack.count - 1]
            if case .some(let answer) = result {
                // A child just returned.
                result = .none
                if mutant == .frontToBackKeepLast {
                    frame.lastAnswer = answer
                } else if let hit = answer {
                    stack.removeLast()
                    finish(frame, hit)
                    continue
                }
            }
            if frame.next < frame.order.count {
                let child = frame.order[frame.next]
                frame.next += 1
                stack[stack.count - 1] = frame
                start(child, frame.point.flatMap { convert($0, into: child) }, frame.depth + 1)
                continue
            }
            stack.removeLast()
            var answer: View? = frame.lastAnswer ?? frame.view
            if mutant == .superviewPointInsideSkipped, answer === frame.view {
                let inside = frame.point.map { pointInside(frame.view, at: $0) } ?? false
                observe?(.pointInside(frame.view, inside, depth: frame.depth))
                if !inside { answer = nil }
            }
            if case .passThrough = frame.view.hitTestOverride, answer === frame.view { answer = nil }
            finish(frame, answer)
        }
        if case .some(let answer) = result { return answer }
        return nil
    }

    /// Why `super.hitTest` returns nil before asking `point(inside:)`, or nil when it goes on:
    /// hidden, interaction disabled, alpha below 0.01 (compared as `Double(alpha) < 0.01`
    /// with alpha a `Float`), or a disabled control.
    public func skipReason(_ view: View) -> String? {
        let hidden = mutant == .hiddenInverted ? !view.isHidden : view.isHidden
        if hidden { return mutant == .hiddenInverted ? "not hidden (inverted check)" : "hidden" }
        if !view.isUserInteractionEnabled { return "userInteractionEnabled = NO" }
        if alphaHides(view.alpha) { return "alpha \(view.alpha) < 0.01" }
        if view.isControl, !view.isEnabled { return "disabled control" }
        return nil
    }

    func alphaHides(_ alpha: Float) -> Bool {
        switch mutant {
        case .alphaEqualsZero: return alpha == 0
        case .alphaAsDouble: return (Double(alpha.description) ?? Double(alpha)) < 0.01
        case .alphaAtMostOnePercent: return Double(alpha) <= 0.01
        default: return Double(alpha) < 0.01
        }
    }

    /// `point(inside:with:)`, with the view's override.
    public func pointInside(_ view: View, at p: Point) -> Bool {
        switch view.pointInsideOverride {
        case .default:
            if mutant == .frameInsteadOfBounds { return contains(view.frame, p) }
            return contains(ownBounds(view), p)
        case .insetBounds(let insets):
            return contains(ownBounds(view).inset(by: insets), p)
        case .never:
            return false
        case .overSubviews:
            return view.subviews.contains { contains($0.frame, p) }
        }
    }

    private func ownBounds(_ view: View) -> Rect {
        mutant == .boundsOriginIgnored ? Rect(origin: .zero, size: view.geometry.size) : view.bounds
    }

    private func contains(_ rect: Rect, _ p: Point) -> Bool {
        guard mutant == .maxEdgesInside else { return rect.contains(p) }
        let r = rect.standardized
        return !r.isEmpty && r.origin.x <= p.x && p.x <= r.origin.x + r.size.width
            && r.origin.y <= p.y && p.y <= r.origin.y + r.size.height
    }

    /// Superview space → `child`'s space, as the reference (or the mutant) converts.
    public func convert(_ p: Point, into child: View) -> Point? {
        switch mutant {
        case .noPointConversion:
            return p
        case .boundsOriginIgnored:
            var g = child.geometry
            g.boundsOrigin = .zero
            return g.convertFromSuperview(p)
        case .transformIgnored:
            let g = child.geometry
            return Point(x: (p.x - g.frameOrigin.x) + g.boundsOrigin.x, y: (p.y - g.frameOrigin.y) + g.boundsOrigin.y)
        default:
            return child.geometry.convertFromSuperview(p)
        }
    }

    private func convertThroughScreen(_ p: Point?, from view: View, to target: View) -> Point? {
        guard let p else { return nil }
        return target.convertFromScreen(view.convertToScreen(p))
    }
}

extension View {
    /// `hitTest(_:with:)` with the reference algorithm; `point` is in this view's space.
    public func hitTest(_ point: Point) -> View? { ReferenceHitTester().hitTest(self, at: point) }

    /// `point(inside:with:)` with this view's override.
    public func point(inside point: Point) -> Bool { ReferenceHitTester().pointInside(self, at: point) }
}

package import HitChainGeometry

/// The parts of the reference walk that vary, each a hook with UIKit's rule as its default
/// (docs/semantics.md, "Hit-testing"). `ReferenceHitTester` reads like seed 004's sketch and
/// asks these for every decision; a mutant (`HitTestMutation`) is a type that overrides one
/// hook, in a file of its own.
package protocol HitTestRules: Sendable {
    /// Why `super.hitTest` answers nil before asking `point(inside:)`, or nil when it goes
    /// on: hidden, interaction disabled, alpha below 0.01, or a disabled control.
    func skipReason(_ view: UIView) -> SkipReason?
    /// The same for a window, tried from the front before its views are walked.
    func windowSkipReason(_ window: UIWindow) -> SkipReason?
    /// Whether an alpha makes a view transparent to touches (`Double(alpha) < 0.01`).
    func alphaHides(_ alpha: Float) -> Bool
    /// The rectangle `point(inside:)` tests, in the view's own space: its bounds.
    func bounds(of view: UIView) -> HCRect
    /// A hit-slop override's rectangle: `rect` inset by `insets`, edge by edge.
    func inset(_ rect: HCRect, by insets: HCEdgeInsets) -> HCRect
    /// CGRect containment: min edges in, max edges out, empty rects contain nothing.
    func contains(_ rect: HCRect, _ p: HCPoint) -> Bool
    /// Superview space → `child`'s space (bounds origin and transform), nil when singular.
    func convert(_ p: HCPoint, into child: UIView) -> HCPoint?
    /// The order the subviews are asked in: front-most (the last subview) first.
    func childOrder(_ view: UIView) -> ChildOrder
    /// What a parent does with a child's answer: stop and return it (true) when it is a
    /// view; `remembered` is what the parent answers if no child stops it (nil: itself).
    func childAnswered(_ answer: UIView?, remembered: inout UIView?) -> Bool
    /// Whether `point(inside:)` is asked before the subviews (UIKit), or skipped.
    var checksPointInsideFirst: Bool { get }
    /// Whether `view` asks its subviews once the point is inside it (UIKit: every view does,
    /// a control too).
    func asksSubviews(_ view: UIView) -> Bool
    /// Whether a scene's declared `pointInside` / `hitTest` overrides are honoured (UIKit: a
    /// subclass's override is always called). Read once, when the walk is made.
    var honorsDeclaredOverrides: Bool { get }
    /// The window a hit belongs to: the hit view's own (a forward can cross windows).
    func window(of hit: UIView, walked: UIWindow) -> UIWindow
}

extension HitTestRules {
    package func skipReason(_ view: UIView) -> SkipReason? {
        TouchRefusal.of(view, alphaHides: alphaHides).map(SkipReason.refused)
    }

    package func windowSkipReason(_ window: UIWindow) -> SkipReason? { skipReason(window) }

    package func alphaHides(_ alpha: Float) -> Bool { TouchRefusal.isTransparent(alpha) }

    package func bounds(of view: UIView) -> HCRect { view.geometry.bounds }

    package func inset(_ rect: HCRect, by insets: HCEdgeInsets) -> HCRect { rect.inset(by: insets) }

    package func contains(_ rect: HCRect, _ p: HCPoint) -> Bool { rect.contains(p) }

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? { child.geometry.convertFromSuperview(p) }

    package func childOrder(_ view: UIView) -> ChildOrder { .frontmostFirst }

    package func childAnswered(_ answer: UIView?, remembered: inout UIView?) -> Bool {
        guard let answer else { return false }
        remembered = answer
        return true
    }

    package var checksPointInsideFirst: Bool { true }

    package func asksSubviews(_ view: UIView) -> Bool { true }

    package var honorsDeclaredOverrides: Bool { true }

    package func window(of hit: UIView, walked: UIWindow) -> UIWindow { hit.window ?? walked }
}

/// The order a view's subviews are asked in.
package enum ChildOrder: Sendable {
    /// The last subview (on top) first: UIKit.
    case frontmostFirst
    /// The first subview first.
    case backmostFirst
}

/// UIKit's rules, every hook at its default.
package struct UIKitHitTestRules: HitTestRules {
    package init() {}
}

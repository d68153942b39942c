import HitChainGeometry
import HitChainScene

/// One walk of `ReferenceHitTester`: UIView's `hitTest(_:with:)` as the seed's pseudocode
/// writes it, one frame per view on an explicit stack instead of one call per view.
///
/// ```
/// - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
///     if (!self.userInteractionEnabled || self.hidden || self.alpha <= 0.01) return nil;   // enter: skipped
///     if ([self pointInside:point withEvent:event]) {                                      // enter: pointInside
///         for (UIView *subView in [self.subviews reverseObjectEnumerator]) {               // resume: next child
///             CGPoint subPoint = [subView convertPoint:point fromView:self];
///             UIView *bestView = [subView hitTest:subPoint withEvent:event];              // enter(child)
///             if (bestView) return bestView;                                               // resume: answered
///         }
///         return self;                                                                     // leave
///     }
///     return nil;
/// }
/// ```
///
/// Every decision is one of the tester's rules (UIKit's, or a reading's: the order of the
/// checks, which subviews, in which order); the declared `hitTest` overrides act where the
/// code they stand for would (`beforeChecks`, `ownAnswer`); a user's class is asked through
/// its own `hitTest(_:with:)`.
struct HitTestWalk {
    /// A view being walked: its point, its depth, and how far its subviews have been asked.
    struct Frame {
        let view: UIView
        let point: HCPoint?
        let depth: Int
        /// The subviews (shared with the view, not copied), asked in `order`.
        var children: [UIView] = []
        var order = ChildOrder.frontmostFirst
        var next = 0
        /// What the view answers if no child stops it (nil: the view itself).
        var remembered: UIView?
    }

    /// What the frame that just finished answered, for the frame below it.
    struct Answer {
        let view: UIView?
    }

    let tester: ReferenceHitTester
    /// The depth of the walk's first view.
    let rootDepth: Int
    /// The first view's own override is not called: this is UIView's `hitTest` on it (`super`).
    let asSuper: Bool
    private var stack: [Frame] = []
    private var answer: Answer?

    init(tester: ReferenceHitTester, rootDepth: Int, asSuper: Bool) {
        self.tester = tester
        self.rootDepth = rootDepth
        self.asSuper = asSuper
    }

    private var rules: any HitTestRules { tester.rules }

    /// The view `view.hitTest(point)` answers, `point` in `view`'s space.
    mutating func run(_ view: UIView, at point: HCPoint?) -> UIView? {
        enter(view, point, depth: rootDepth)
        while !stack.isEmpty { resume() }
        return answer?.view
    }

    /// `[view hitTest:point]` up to its first subview's call (the frame stays on the stack) or
    /// to its answer.
    private mutating func enter(_ view: UIView, _ point: HCPoint?, depth: Int) {
        var frame = Frame(view: view, point: point, depth: depth)
        if asSuper, depth == rootDepth, stack.isEmpty {
            tester.observe?(.superHitTest(view, point: point, depth: depth))
        } else {
            tester.observe?(.hitTest(view, point: point, depth: depth))
            if view.isUserClass { return finish(frame, tester.callHitTest(view, point, depth)) }
        }
        // A plain view pays one flag for all of its hitTest override's rules.
        let overridden = tester.honorsOverrides && view.hasHitTestOverride
        if overridden, let early = beforeChecks(frame) { return finish(frame, early.view) }
        if let reason = rules.skipReason(view) {
            tester.observe?(.skipped(view, reason: reason, depth: depth))
            return finish(frame, nil)
        }
        if rules.checksPointInsideFirst, !pointInside(frame) { return finish(frame, nil) }
        if overridden, case .selfOnly = view.hitTestOverride { return finish(frame, view) }
        if !rules.asksSubviews(view) { return finish(frame, view) }
        frame.children = overridden ? tester.askedSubviews(view) : view.subviews
        frame.order = rules.childOrder(view)
        stack.append(frame)
    }

    /// The frame on top again: take its last subview's answer, ask its next subview, or leave.
    /// The frame is read and advanced where it lies on the stack: popping and pushing it
    /// again copied it (its view, subviews and remembered answer retained and released) at
    /// every step of every probe.
    private mutating func resume() {
        let top = stack.count - 1
        let rules = self.rules
        if let child = answer {
            answer = nil
            if rules.childAnswered(child.view, remembered: &stack[top].remembered) {
                let frame = stack.removeLast()
                return finish(frame, frame.remembered)
            }
        }
        let next = stack[top].next
        let count = stack[top].children.count
        guard next < count else { return leave(stack.removeLast()) }
        let k = stack[top].order == .frontmostFirst ? count - 1 - next : next
        let child = stack[top].children[k]
        stack[top].next += 1
        let point = stack[top].point
        enter(child, point.flatMap { rules.convert($0, into: child) }, depth: stack[top].depth + 1)
    }

    /// No subview answered: `return self` (after `pointInside` under a reading that asks it
    /// last), or what the view's override makes of it.
    private mutating func leave(_ frame: Frame) {
        var result: UIView? = frame.remembered ?? frame.view
        if !rules.checksPointInsideFirst, result === frame.view, !pointInside(frame) { result = nil }
        if tester.honorsOverrides, frame.view.hasHitTestOverride, result === frame.view {
            result = tester.ownAnswer(frame.view)
        }
        finish(frame, result)
    }

    /// The frame answers: the frame below it (or the caller) takes it up.
    private mutating func finish(_ frame: Frame, _ view: UIView?) {
        tester.observe?(.returned(frame.view, view, depth: frame.depth))
        answer = Answer(view: view)
    }

    /// What an override that runs before the view's own checks answers (nil: the walk goes
    /// on): a forward whose target holds the point, or a check-free self.
    private func beforeChecks(_ frame: Frame) -> Answer? {
        let view = frame.view
        switch view.hitTestOverride {
        case .forward(let ref):
            // An overridden hitTest is called even on a hidden view; only super checks them.
            guard let target = ref.view else { return nil }
            let q = tester.convertThroughScreen(frame.point, from: view, to: target)
            let inside = q.map { tester.pointInside(target, at: $0) } ?? false
            tester.observe?(.forwardCheck(view, target: target, inside: inside, depth: frame.depth))
            return inside ? Answer(view: target) : nil
        case .selfWhenInside:
            // `return point(inside: p, with: e) ? self : nil`: no check, no subview asked.
            return Answer(view: pointInside(frame) ? view : nil)
        default:
            return nil
        }
    }

    /// `[self pointInside:point withEvent:event]`, reported.
    private func pointInside(_ frame: Frame) -> Bool {
        let inside = frame.point.map { tester.pointInside(frame.view, at: $0, depth: frame.depth) } ?? false
        tester.observe?(.pointInside(frame.view, inside, depth: frame.depth))
        return inside
    }
}

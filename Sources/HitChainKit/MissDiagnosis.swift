public import HitChainGeometry

/// "I tapped here and *this* view did not get the touch: why?" Reads the reference walk's
/// steps for one screen point (what `hitchain explain` prints) and finds the first rule, in
/// the walk's own order, that kept the touch from a view, with the view responsible.
///
/// It states what the walk did rather than re-deciding it: the reason is read from the
/// steps (skips, `point(inside:)` answers, forwards, returns), so it holds for any
/// `HitTestRules`, a mutant's included. `alsoBlocking` adds what would still keep the
/// touch away further down the view's ancestry, checked with the same rules.
public struct MissDiagnosis {
    /// The view asked about.
    public let view: UIView
    /// The screen point asked about.
    public let point: HCPoint
    /// The first rule, in the walk's order, that kept the touch from the view.
    public let reason: MissReason
    /// Further rules on the way from the window to `view` that would also keep the touch
    /// away (after the reason's view), so a user fixes them all at once.
    public let alsoBlocking: [MissReason]

    /// - Complexity: O(s + d) for s steps and a view d levels deep.
    public init(
        view: UIView, screenPoint: HCPoint, application: UIApplication, steps: [HitTestStep], result: HitTestResult,
        tester: ReferenceHitTester = ReferenceHitTester()
    ) {
        self.view = view
        self.point = screenPoint
        let walk = WalkFacts(steps)
        let path = view.ancestry
        let inside = view.convertFromScreen(screenPoint).map { tester.pointInside(view, at: $0) } ?? false
        let reason = Self.reason(
            view: view, path: path, walk: walk, result: result, application: application, viewContainsPoint: inside)
        self.reason = reason
        alsoBlocking = Self.further(after: reason, view: view, path: path, point: screenPoint, tester: tester)
    }

    private static func reason(
        view: UIView, path: [UIView], walk: WalkFacts, result: HitTestResult, application: UIApplication,
        viewContainsPoint: Bool
    ) -> MissReason {
        if let hit = result.view {
            if hit === view { return .hit }
            if hit.isDescendant(of: view) { return .descendantHit(hit) }
        }
        guard let window = path.first as? UIWindow, application.windows.contains(where: { $0 === window }) else {
            return .notInWindow
        }
        if !walk.visited(window) {
            if let hit = result.view, let front = result.window ?? hit.window { return .windowInFront(front, hit: hit) }
            return .unexplained(answer: result.view)
        }
        for (i, a) in path.enumerated() {
            guard let facts = walk.facts[ObjectIdentifier(a)] else { break }
            if let reason = facts.skipped { return .skipped(a, reason) }
            if let target = facts.forwardedTo, target !== view { return .forwarded(a, to: target) }
            if facts.hitTestPoint == .some(nil) { return .singularTransform(a) }
            if a.isUserClass, facts.pointInside == false {
                return .userOverride(a, method: "point(inside:with:)", answer: nil)
            }
            if a.isUserClass, !facts.calledSuper, case .some(let answer) = facts.returned, !reaches(answer, view) {
                return .userOverride(a, method: "hitTest(_:with:)", answer: answer)
            }
            if facts.pointInside == false {
                if a === view { return .outside(a, a.pointInsideOverride) }
                return .outsideAncestor(a, a.pointInsideOverride, viewContainsPoint: viewContainsPoint)
            }
            if a === view {
                if let reason = ownOverride(a, returned: facts.returned) { return reason }
                break
            }
            let next = path[i + 1]
            if let reason = ancestorOverride(a, next: next) { return reason }
            if walk.visited(next) { continue }
            for child in a.subviews.reversed() where child !== next {
                if let answer = walk.facts[ObjectIdentifier(child)]?.returned, let hit = answer {
                    return .viewInFront(child, hit: hit)
                }
            }
            break
        }
        // A user's override that replaced what its super found (the deepest that lost the view).
        for a in path.reversed() where a.isUserClass {
            if case .some(let answer) = walk.facts[ObjectIdentifier(a)]?.returned, !reaches(answer, view) {
                return .userOverride(a, method: "hitTest(_:with:)", answer: answer)
            }
        }
        return .unexplained(answer: result.view)
    }

    /// The view's own `hitTest` override that turned its answer away from itself, if any.
    private static func ownOverride(_ view: UIView, returned: UIView??) -> MissReason? {
        switch (view.hitTestOverride, returned) {
        case (.passThrough, .some(.none)): return .passThrough(view)
        case (.redirect(let ref), .some(let answer)) where answer === ref.view && !reaches(answer, view):
            return .redirected(view, to: ref.view)
        default: return nil
        }
    }

    /// An ancestor's `hitTest` override that never asks its subview `next`, if any.
    private static func ancestorOverride(_ a: UIView, next: UIView) -> MissReason? {
        switch a.hitTestOverride {
        case .selfOnly: return .selfOnly(a)
        case .selfWhenInside: return .selfWhenInside(a)
        case .onlySubviews(let listed) where !listed.contains(where: { $0.view === next }):
            return .notAskedSubview(a, subview: next)
        default: return nil
        }
    }

    /// Whether an answer brings the touch to `view`: the view or one of its descendants.
    private static func reaches(_ answer: UIView?, _ view: UIView) -> Bool {
        guard let answer else { return false }
        return answer.isDescendant(of: view)
    }

    /// What would still keep the touch from `view` below the reason's view, checked
    /// statically with the tester's rules: flags, singular transforms, areas.
    private static func further(
        after reason: MissReason, view: UIView, path: [UIView], point: HCPoint, tester: ReferenceHitTester
    ) -> [MissReason] {
        var anchor = reason.responsible
        if case .viewInFront(let front, _) = reason { anchor = front.superview }
        let start: Int
        if case .windowInFront = reason {
            start = 0
        } else if let anchor, let i = path.firstIndex(where: { $0 === anchor }) {
            start = i + 1
        } else {
            return []
        }
        let viewInside = view.convertFromScreen(point).map { tester.pointInside(view, at: $0) } ?? false
        var found: [MissReason] = []
        for a in path[start...] {
            // A gate-free self is never skipped by its flags.
            let gateFree: Bool
            if case .selfWhenInside = a.hitTestOverride { gateFree = true } else { gateFree = false }
            if !gateFree, let r = tester.skipReason(a) {
                found.append(.skipped(a, r))
                continue
            }
            guard let q = a.convertFromScreen(point) else {
                found.append(.singularTransform(a))
                break
            }
            if !tester.pointInside(a, at: q) {
                found.append(
                    a === view
                        ? .outside(a, a.pointInsideOverride)
                        : .outsideAncestor(a, a.pointInsideOverride, viewContainsPoint: viewInside))
            }
        }
        return found
    }
}

/// What the walk's steps say about each view it visited.
private struct WalkFacts {
    struct Facts {
        /// The point `hitTest` was called with (`.some(nil)`: the conversion failed).
        var hitTestPoint: HCPoint?? = .none
        var skipped: SkipReason?
        var pointInside: Bool?
        var forwardedTo: UIView?
        var returned: UIView?? = .none
        /// A user's class reached UIView's own `hitTest(_:with:)` (through `super`).
        var calledSuper = false
    }

    var facts: [ObjectIdentifier: Facts] = [:]

    init(_ steps: [HitTestStep]) {
        for step in steps {
            let id = ObjectIdentifier(step.view)
            var f = facts[id] ?? Facts()
            switch step {
            case .hitTest(_, let p, _): f.hitTestPoint = .some(p)
            case .superHitTest(_, let p, _):
                f.hitTestPoint = .some(p)
                f.calledSuper = true
            case .skipped(_, let reason, _): f.skipped = reason
            case .pointInside(_, let inside, _): f.pointInside = inside
            case .forwardCheck(_, let target, let inside, _): if inside { f.forwardedTo = target }
            case .returned(_, let answer, _): f.returned = .some(answer)
            }
            facts[id] = f
        }
    }

    func visited(_ view: UIView) -> Bool { facts[ObjectIdentifier(view)] != nil }
}

extension UIView {
    /// The view's ancestors from its root (a window) down to the view itself.
    ///
    /// - Complexity: O(depth).
    package var ancestry: [UIView] {
        var path: [UIView] = []
        var cursor: UIView? = self
        while let v = cursor {
            path.append(v)
            cursor = v.superview
        }
        return path.reversed()
    }
}

import HitChainGeometry
import HitChainScene

/// Scene features for the delivery rules beyond the recognizers' own flags: scroll views
/// (nested, scrollable along one axis or both or not at all, with whatever controls and
/// recognizers the content has), recognizer delegates as declared answers, and declared
/// `next` overrides and `canPerformAction` answers.
extension SceneGenerator {
    /// Some views, mostly ones with subviews, become scroll views; a scroll view's subtree may
    /// hold another (nested).
    mutating func addScrollViews(_ e: inout Entropy) {
        guard on.contains(.scrollView) else { return }
        for i in scene.views.indices where parents[i] != nil && !scene.views[i].isControl && e.chance(0.15) {
            if scene.views[i].subviews.isEmpty, e.chance(0.6) { continue }
            let size = scene.views[i].geometry.size
            guard size.width > 0, size.height > 0 else { continue }
            var s = ScrollViewSpec()
            let grow = e.pick([1.5, 3.0])
            switch e.int(4) {
            case 0: s.contentSize = HCSize(width: size.width, height: size.height * grow)
            case 1: s.contentSize = HCSize(width: size.width * grow, height: size.height)
            case 2: s.contentSize = HCSize(width: size.width * grow, height: size.height * grow)
            default: s.contentSize = size
            }
            if use(.scrollViewFlags, &e, 0.6) {
                if e.chance(0.35) { s.delaysContentTouches = false }
                if e.chance(0.5) { s.canCancelContentTouches = false }
                if e.chance(0.45) { s.touchesShouldCancel = e.chance(0.35) }
                if e.chance(0.12) { s.touchesShouldBegin = false }
                if e.chance(0.1) { s.isScrollEnabled = false }
            }
            scene.views[i].scrollView = s
            used.insert(.scrollView)
            // A button in the content, often: what touchesShouldCancel(in:) keeps from a scroll.
            if e.chance(0.4), scene.views.count < maxViews {
                let frame = HCRect(
                    x: (size.width * 0.1).rounded(), y: (size.height * 0.1).rounded(),
                    width: (size.width * 0.5).rounded(), height: (size.height * 0.3).rounded())
                let button = ViewSpec(
                    name: "v\(scene.views.count)", className: ControlKind.button.rawValue,
                    geometry: ViewGeometry(frame: frame))
                _ = addView(button, parent: i, window: windowOf[i])
                used.insert(.control)
            }
        }
    }

    /// A recognizer on one view that requires a long press or a pan on another, unrelated
    /// view to fail: two fingers, one for each, and the dependent watches only its own —
    /// what it takes for the required one to begin, and be cancelled, while the dependent is
    /// still possible.
    mutating func addCrossViewDependency(names: inout [String], owners: inout [Int], _ e: inout Entropy) {
        let candidates = scene.views.indices.filter { parents[$0] != nil && !scene.views[$0].isControl }
        guard candidates.count >= 2, use(.cancelDependency, &e, 0.4) else { return }
        let a = e.pick(candidates)
        let unrelated = candidates.filter { !parents.isAncestor($0, of: a) && !parents.isAncestor(a, of: $0) }
        guard !unrelated.isEmpty else { return }
        let b = e.pick(unrelated)
        let required = "g\(names.count)"
        let kind: GestureKind =
            e.chance(0.5)
            ? .longPress(minimumPressDuration: 0.2, allowableMovement: 10, touches: 1)
            : .pan(minimumTouches: 1, maximumTouches: 1)
        scene.views[a].gestureRecognizers.append(GestureRecognizerSpec(name: required, kind: kind))
        names.append(required)
        owners.append(a)
        var dependent = GestureRecognizerSpec(
            name: "g\(names.count)",
            kind: e.chance(0.5) ? .tap(taps: 1, touches: 1) : .pan(minimumTouches: 1, maximumTouches: 1))
        dependent.requiresFailureOf = [required]
        scene.views[b].gestureRecognizers.append(dependent)
        names.append(dependent.name)
        owners.append(b)
        used.insert(.requireToFail)
    }

    /// Declared delegates on some of the recognizers `names` (on `owners`): never begin,
    /// receive only touches in part of the view's subtree, recognize simultaneously, require
    /// an earlier recognizer to fail or be required to fail by a later one or by a scroll
    /// view's pan (so that failure requirements never loop).
    mutating func addDelegates(names: [String], owners: [Int], _ e: inout Entropy) {
        let pans = scene.views.compactMap { $0.scrollView == nil ? nil : ScrollViewSpec.panName(ofView: $0.name) }
        for (k, owner) in owners.enumerated() where use(.recognizerDelegate, &e, 0.3) {
            guard let slot = scene.views[owner].gestureRecognizers.firstIndex(where: { $0.name == names[k] }) else {
                continue
            }
            var d = GestureDelegateSpec()
            if e.chance(0.2) { d.shouldBegin = [false] }
            if e.chance(0.35) {
                // A subview (touches elsewhere on the view are refused), or any view at all.
                let subviews = scene.views[owner].subviews
                let pick = !subviews.isEmpty && e.chance(0.8) ? e.pick(subviews) : e.int(scene.views.count)
                d.shouldReceiveTouchesIn = [scene.views[pick].name]
                if e.chance(0.3) { d.shouldReceiveTouchesIn?.append(scene.views[e.int(scene.views.count)].name) }
            }
            if names.count > 1, e.chance(0.3) {
                d.shouldRecognizeSimultaneouslyWith = [names[(k + 1 + e.int(names.count - 1)) % names.count]]
            }
            if k > 0, e.chance(0.25) { d.shouldRequireFailureOf = [names[e.int(k)]] }
            if k + 1 < names.count, e.chance(0.2) {
                d.shouldBeRequiredToFailBy = [names[k + 1 + e.int(names.count - k - 1)]]
            }
            // A scroll view's pan made to wait for this one (nothing waits for a pan: no loop).
            if !pans.isEmpty, e.chance(0.15) { d.shouldBeRequiredToFailBy.append(e.pick(pans)) }
            scene.views[owner].gestureRecognizers[slot].delegate = d
        }
    }

    /// Declared `next` overrides (to another responder — loops included — or to none) and
    /// `canPerformAction` answers that allow or deny the scene's selectors.
    mutating func addDeclaredAnswers(_ e: inout Entropy) {
        let names =
            scene.views.map(\.name) + scene.viewControllers.map(\.name) + [scene.application.name]
        if on.contains(.declaredNext), names.count > 1 {
            for i in scene.views.indices where e.chance(0.05) {
                // Any other responder: names are unique and view i's is names[i], so this picks
                // from `names` without it, as `e.pick(names.filter { $0 != own })` would.
                let k = e.int(names.count - 1)
                let target = names[k < i ? k : k + 1]
                scene.views[i].responder.next = e.chance(0.2) ? NextResponderSpec.none : .named(target)
                used.insert(.declaredNext)
            }
            for i in scene.viewControllers.indices where e.chance(0.1) {
                scene.viewControllers[i].responder.next = .named(scene.views[e.int(scene.views.count)].name)
                used.insert(.declaredNext)
            }
        }
        if on.contains(.canPerformAnswer) {
            for i in scene.views.indices where e.chance(0.08) {
                scene.views[i].responder.canPerformAction[e.pick(Self.selectors)] = e.chance(0.5)
                used.insert(.canPerformAnswer)
            }
            for i in scene.viewControllers.indices where e.chance(0.2) {
                scene.viewControllers[i].responder.canPerformAction[e.pick(Self.selectors)] = e.chance(0.5)
                used.insert(.canPerformAnswer)
            }
        }
    }
}

import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// What changed in a window's hierarchy between two snapshots, as the events a recording
/// already carries (`InputEvent.change`, `removeFromSuperview`, `addSubview`): geometry,
/// scrolling, `isHidden`, `alpha`, `isUserInteractionEnabled`, a control's `isEnabled`, a
/// window's level, a view removed, moved or reordered. Replay applies them before the next
/// event, as the app did. Anything else — a view, controller or recognizer that is new, a
/// class, recognizer or scroll setting that changed — has no such event: the recorder then
/// starts a new file with a new snapshot (`nil` here).
enum HierarchyDiff {
    /// The changes from `old` to `new` (both made by `HierarchySnapshot` with one `ViewNames`),
    /// or nil when they cannot all be stated as events.
    // Over the line limit: removals, moves and each view's properties, in the order replay must apply them.
    static func changes(from old: HCScene, to new: HCScene) -> [InputEvent]? {
        guard old.windowScenes == new.windowScenes, old.keyWindow == new.keyWindow, old.screen == new.screen,
            old.viewControllers.map(\.responder) == new.viewControllers.map(\.responder),
            old.windows.map({ old.views[$0.view].name }) == new.windows.map({ new.views[$0.view].name })
        else { return nil }
        let oldIndex = index(old)
        let newIndex = index(new)
        guard newIndex.keys.allSatisfy({ oldIndex[$0] != nil }) else { return nil }
        let oldParents = parents(old)
        let newParents = parents(new)
        var events: [InputEvent] = []
        // Removed views, the top of each removed subtree only (its views go with it), in
        // the old snapshot's order.
        for spec in old.views where newIndex[spec.name] == nil {
            if let p = oldParents[spec.name], newIndex[p] != nil { events.append(.removeFromSuperview(spec.name)) }
        }
        // Moved or reordered views: each parent whose subviews differ is given them again,
        // in order, parents before children.
        for spec in new.views {
            let names = spec.subviews.map { new.views[$0].name }
            let before = oldIndex[spec.name].map { old.views[$0].subviews.map { old.views[$0].name } }
            guard names != before else { continue }
            for (k, child) in names.enumerated() where oldParents[child] != spec.name || before?[k] != child {
                events.append(.addSubview(view: child, superview: spec.name, index: k))
            }
        }
        for (i, spec) in new.views.enumerated() {
            guard let j = oldIndex[spec.name] else { continue }
            guard let changes = properties(from: old.views[j], to: spec, isWindow: newParents[spec.name] == nil)
            else { return nil }
            events += changes.map { .change(view: spec.name, $0) }
            if let w = new.windows.first(where: { $0.view == i }), let v = old.windows.first(where: { $0.view == j }),
                w.level != v.level
            {
                events.append(.change(view: spec.name, .level(w.level)))
            }
        }
        return events
    }

    /// The property changes of one view, or nil when one has no event.
    static func properties(from o: ViewSpec, to n: ViewSpec, isWindow: Bool) -> [ViewChange]? {
        guard o.className == n.className, o.isMultipleTouchEnabled == n.isMultipleTouchEnabled,
            o.isExclusiveTouch == n.isExclusiveTouch, o.isControl == n.isControl, o.textInput == n.textInput,
            o.gestureRecognizers == n.gestureRecognizers, o.scrollView == n.scrollView
        else { return nil }
        var changes: [ViewChange] = []
        if o.geometry != n.geometry {
            guard let g = geometry(from: o.geometry, to: n.geometry, isWindow: isWindow) else { return nil }
            changes += g
        }
        if o.isHidden != n.isHidden { changes.append(.hidden(n.isHidden)) }
        if o.alpha != n.alpha { changes.append(.alpha(n.alpha)) }
        if o.isUserInteractionEnabled != n.isUserInteractionEnabled {
            changes.append(.userInteractionEnabled(n.isUserInteractionEnabled))
        }
        if n.isControl, o.isEnabled != n.isEnabled { changes.append(.enabled(n.isEnabled)) }
        return changes
    }

    /// The geometry changes that take a view from `o` to `n`: the transform first, then the
    /// frame (identity) or the bounds size and center, then the bounds origin (scrolling).
    static func geometry(from o: ViewGeometry, to n: ViewGeometry, isWindow: Bool) -> [ViewChange]? {
        if isWindow, n.transform != .identity || n.boundsOrigin != o.boundsOrigin { return nil }
        var changes: [ViewChange] = []
        if n.transform != o.transform { changes.append(.transform(n.transform)) }
        if n.transform == .identity {
            let frame = HCRect(origin: n.frameOrigin, size: n.size)
            if frame != HCRect(origin: o.frameOrigin, size: o.size) || n.transform != o.transform {
                changes.append(.frame(frame))
            }
        } else {
            if n.size != o.size { changes.append(.boundsSize(n.size)) }
            if n.center != o.center || n.transform != o.transform { changes.append(.center(n.center)) }
        }
        if n.boundsOrigin != o.boundsOrigin { changes.append(.boundsOrigin(n.boundsOrigin)) }
        return changes
    }

    private static func index(_ scene: HCScene) -> [String: Int] {
        var map: [String: Int] = [:]
        for (i, v) in scene.views.enumerated() { map[v.name] = i }
        return map
    }

    private static func parents(_ scene: HCScene) -> [String: String] {
        var map: [String: String] = [:]
        for v in scene.views { for s in v.subviews { map[scene.views[s].name] = v.name } }
        return map
    }
}

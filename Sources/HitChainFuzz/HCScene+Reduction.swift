import HitChainGeometry
public import HitChainScene

/// Edits the shrinker makes to a scene. Each returns a new, compacted scene (indices
/// renumbered, references to removed nodes dropped) or nil when the edit does not apply.
/// All are iterative: scenes of any depth shrink without deep recursion.
extension HCScene {
    /// Each view's superview.
    var parentIndices: [Int?] {
        var parents = [Int?](repeating: nil, count: views.count)
        for (i, v) in views.enumerated() {
            for s in v.subviews where s < parents.count { parents[s] = i }
        }
        return parents
    }

    /// Views other than windows, top-down (breadth-first from each window, then detached roots).
    var viewsTopDown: [Int] {
        var order: [Int] = []
        var queue = windows.map(\.view) + detachedViews
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            if !windows.contains(where: { $0.view == v }) { order.append(v) }
            queue += views[v].subviews
        }
        return order
    }

    /// The same scene with its arenas in the order the JSON reader builds them: views in
    /// pre-order, window by window, then the detached trees; controllers in the order of
    /// their views. A recording's scene reads back equal to the canonical form.
    public func canonicalized() -> HCScene {
        var order: [Int] = []
        order.reserveCapacity(views.count)
        var stack = (windows.map(\.view) + detachedViews).reversed().map { $0 }
        var seen = [Bool](repeating: false, count: views.count)
        while let v = stack.popLast() {
            guard v < views.count, !seen[v] else { continue }
            seen[v] = true
            order.append(v)
            stack += views[v].subviews.reversed()
        }
        var newIndex = [Int?](repeating: nil, count: views.count)
        for (k, v) in order.enumerated() { newIndex[v] = k }
        let controllerOrder = viewControllers.indices.filter { newIndex[viewControllers[$0].view] != nil }
            .sorted { (newIndex[viewControllers[$0].view] ?? 0) < (newIndex[viewControllers[$1].view] ?? 0) }
        // Already in canonical order (as the generator's scenes are): the renumbering below
        // would copy every view to give the same scene back.
        if order.elementsEqual(views.indices), controllerOrder.elementsEqual(viewControllers.indices) { return self }
        var newController = [Int?](repeating: nil, count: viewControllers.count)
        for (k, c) in controllerOrder.enumerated() { newController[c] = k }
        var s = self
        s.views = order.map { v in
            var spec = views[v]
            spec.subviews = spec.subviews.compactMap { newIndex[$0] }
            spec.hitTest = spec.hitTest.mapTarget { newIndex[$0] }
            spec.pointInside = spec.pointInside.mapTarget { newIndex[$0] }
            return spec
        }
        s.viewControllers = controllerOrder.map { c in
            var spec = viewControllers[c]
            spec.view = newIndex[spec.view] ?? 0
            spec.presentedBy = spec.presentedBy.flatMap { newController[$0] }
            return spec
        }
        for i in s.windows.indices {
            s.windows[i].view = newIndex[s.windows[i].view] ?? 0
            s.windows[i].rootViewController = s.windows[i].rootViewController.flatMap { newController[$0] }
        }
        s.detachedViews = detachedViews.compactMap { newIndex[$0] }
        return s
    }

    /// The scene without `removed` and everything under them.
    // Over the line limit: renumbers every index a scene holds (views, windows, controllers, recognizers, targets)
    // in one pass.
    func removing(views removed: Set<Int>) -> HCScene {
        var gone = [Bool](repeating: false, count: views.count)
        var stack = Array(removed)
        while let v = stack.popLast() {
            guard v < gone.count, !gone[v] else { continue }
            gone[v] = true
            stack += views[v].subviews
        }
        var newIndex = [Int?](repeating: nil, count: views.count)
        var kept = 0
        for i in views.indices where !gone[i] {
            newIndex[i] = kept
            kept += 1
        }
        // Controllers whose view is gone go too, and so do controllers they presented.
        var controllerGone = viewControllers.map { gone[$0.view] }
        var changed = true
        while changed {
            changed = false
            for (i, c) in viewControllers.enumerated() where !controllerGone[i] {
                if let p = c.presentedBy, controllerGone[p] {
                    controllerGone[i] = true
                    changed = true
                }
            }
        }
        var newController = [Int?](repeating: nil, count: viewControllers.count)
        var keptControllers = 0
        for i in viewControllers.indices where !controllerGone[i] {
            newController[i] = keptControllers
            keptControllers += 1
        }
        var result = self
        result.views = views.indices.compactMap { i -> ViewSpec? in
            guard !gone[i] else { return nil }
            var v = views[i]
            v.subviews = v.subviews.compactMap { newIndex[$0] }
            v.hitTest = v.hitTest.mapTarget { newIndex[$0] }
            v.pointInside = v.pointInside.mapTarget { newIndex[$0] }
            return v
        }
        result.viewControllers = viewControllers.indices.compactMap { i -> ViewControllerSpec? in
            guard !controllerGone[i], let view = newIndex[viewControllers[i].view] else { return nil }
            var c = viewControllers[i]
            c.view = view
            c.presentedBy = c.presentedBy.flatMap { newController[$0] }
            return c
        }
        let key = keyWindow.map { windows[$0].view }
        result.windows = windows.compactMap { w -> WindowSpec? in
            guard let view = newIndex[w.view] else { return nil }
            var w = w
            w.view = view
            w.rootViewController = w.rootViewController.flatMap { newController[$0] }
            return w
        }
        result.keyWindow =
            key.flatMap { k in result.windows.firstIndex { $0.view == newIndex[k] } }
            ?? (result.windows.isEmpty ? nil : 0)
        result.detachedViews = detachedViews.compactMap { newIndex[$0] }
        result.dropDanglingNames()
        return result
    }

    /// Clears recognizer relations, delegate answers, action targets and declared `next`s
    /// that name something no longer here.
    mutating func dropDanglingNames() {
        let recognizers = Set(recognizerSpecs.map(\.spec.name))
        let responders = responderNames
        let viewNames = Set(views.map(\.name))
        for i in views.indices {
            Self.dropDanglingNext(&views[i].responder, responders)
            for k in views[i].gestureRecognizers.indices {
                views[i].gestureRecognizers[k].simultaneousWith.removeAll { !recognizers.contains($0) }
                views[i].gestureRecognizers[k].requiresFailureOf.removeAll { !recognizers.contains($0) }
                if var d = views[i].gestureRecognizers[k].delegate {
                    d.shouldRecognizeSimultaneouslyWith.removeAll { !recognizers.contains($0) }
                    d.shouldRequireFailureOf.removeAll { !recognizers.contains($0) }
                    d.shouldBeRequiredToFailBy.removeAll { !recognizers.contains($0) }
                    d.shouldReceiveTouchesIn?.removeAll { !viewNames.contains($0) }
                    views[i].gestureRecognizers[k].delegate = d
                }
                if let t = views[i].gestureRecognizers[k].target, !responders.contains(t) {
                    views[i].gestureRecognizers[k].target = nil
                }
            }
            for k in views[i].control.targetActions.indices {
                if let t = views[i].control.targetActions[k].target, !responders.contains(t) {
                    views[i].control.targetActions[k].target = nil
                }
            }
        }
        dropDanglingNexts(responders)
    }

    /// Drops the rest of the declared `next`s that name a responder no longer here.
    private mutating func dropDanglingNexts(_ responders: Set<String>) {
        for i in viewControllers.indices { Self.dropDanglingNext(&viewControllers[i].responder, responders) }
        for i in windowScenes.indices { Self.dropDanglingNext(&windowScenes[i], responders) }
        Self.dropDanglingNext(&application, responders)
        if var d = appDelegate {
            Self.dropDanglingNext(&d, responders)
            appDelegate = d
        }
    }

    private static func dropDanglingNext(_ r: inout ResponderSpec, _ responders: Set<String>) {
        if case .named(let n)? = r.next, !responders.contains(n) || n == r.name { r.next = nil }
    }

    /// The scene with view `v` replaced, in its superview, by its subview `child`; v's other
    /// subviews go with it. When v has no transform the child moves by v's offset, so it
    /// stays where it was on screen.
    func hoisting(child: Int, over v: Int) -> HCScene? {
        guard views[v].subviews.contains(child), !windows.contains(where: { $0.view == v }) else { return nil }
        var s = self
        if let parent = parentIndices[v], let at = s.views[parent].subviews.firstIndex(of: v) {
            s.views[parent].subviews[at] = child
        } else if let at = s.detachedViews.firstIndex(of: v) {
            s.detachedViews[at] = child
        } else {
            return nil
        }
        s.views[v].subviews.removeAll { $0 == child }
        // Keep the child where it was on screen when v only translated it.
        let g = views[v].geometry
        if g.transform.isIdentity {
            let c = s.views[child].geometry.center
            let f = g.frame.standardized.origin
            s.views[child].geometry.setCenter(HCPoint(x: c.x + f.x - g.boundsOrigin.x, y: c.y + f.y - g.boundsOrigin.y))
        }
        return s.removing(views: [v])
    }

    /// The scene without controller `c` (controllers it presented are no longer presented).
    func removingController(_ c: Int) -> HCScene {
        var s = self
        s.viewControllers.remove(at: c)
        for i in s.viewControllers.indices {
            if let p = s.viewControllers[i].presentedBy {
                s.viewControllers[i].presentedBy = p == c ? nil : (p > c ? p - 1 : p)
            }
        }
        for i in s.windows.indices {
            if let r = s.windows[i].rootViewController {
                s.windows[i].rootViewController = r == c ? nil : (r > c ? r - 1 : r)
            }
        }
        return s
    }

    /// Every responder name in the scene (what events may name).
    public var responderNames: Set<String> {
        var names = Set(views.map(\.name))
        names.formUnion(viewControllers.map(\.name))
        names.formUnion(windowScenes.map(\.name))
        names.insert(application.name)
        if let d = appDelegate { names.insert(d.name) }
        return names
    }
}

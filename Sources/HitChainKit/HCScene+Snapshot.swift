public import HitChainScene

extension HCScene {
    /// The scene a live graph is now: every window's views (pre-order), the detached views,
    /// view controllers, window scenes, the key window — with each view's class name, so
    /// that a graph built in code, with the user's classes, can be recorded and rebuilt
    /// (`UIApplication(scene:registry:)`). Views without a name are named as an application
    /// names them. A forward to a view outside the snapshot is dropped.
    ///
    /// - Complexity: O(views), with an explicit stack.
    public init(snapshotOf app: UIApplication) {
        var views: [ViewSpec] = []
        var index: [ObjectIdentifier: Int] = [:]
        var live: [UIView] = []
        var controllers: [UIViewController] = []
        /// Adds a tree, parents before children; returns its root's index.
        func add(_ root: UIView) -> Int {
            var stack: [(UIView, Int?)] = [(root, nil)]
            var rootIndex = -1
            while let (view, parent) = stack.popLast() {
                if view.name.isEmpty { app.register(view) }
                let i = views.count
                views.append(Self.spec(of: view))
                live.append(view)
                index[ObjectIdentifier(view)] = i
                if let p = parent { views[p].subviews.append(i) } else { rootIndex = i }
                if let c = view.viewController { controllers.append(c) }
                // Pushed front to back, so popped (and listed) back to front, as UIKit lists them.
                for s in view.subviews.reversed() { stack.append((s, i)) }
            }
            return rootIndex
        }
        var windows: [WindowSpec] = []
        let scenes = app.windowScenes
        for w in app.windows {
            let i = add(w)
            windows.append(
                WindowSpec(
                    view: i, level: w.level,
                    windowScene: w.windowScene.flatMap { s in scenes.firstIndex { $0 === s } }))
        }
        let detached = app.detachedViews.map(add)
        for (i, view) in live.enumerated() {
            let target = { (ref: WeakView) in ref.view.flatMap { index[ObjectIdentifier($0)] } }
            views[i].hitTest = view.hitTestOverride.mapTarget(target)
            views[i].pointInside = view.pointInsideOverride.mapTarget(target)
            // A target that is gone keeps its meaning: a redirect to nothing passes touches
            // through; another view's bounds that are gone hold no point.
            if case .redirect(let ref) = view.hitTestOverride, target(ref) == nil { views[i].hitTest = .passThrough }
            if case .boundsOf(let ref) = view.pointInsideOverride, target(ref) == nil { views[i].pointInside = .never }
        }
        for c in controllers where c.name.isEmpty { app.register(c) }
        let controllerSpecs = controllers.map { c in
            ViewControllerSpec(
                responder: Self.responderSpec(of: c), view: index[ObjectIdentifier(c.view)] ?? 0,
                presentedBy: c.presentingViewController.flatMap { p in controllers.firstIndex { $0 === p } })
        }
        for (k, w) in app.windows.enumerated() {
            windows[k].rootViewController = w.rootViewController.flatMap { r in controllers.firstIndex { $0 === r } }
        }
        self.init(
            screen: app.screen, application: Self.responderSpec(of: app),
            appDelegate: app.delegate.map(Self.responderSpec(of:)),
            windowScenes: scenes.map(Self.responderSpec(of:)), views: views, windows: windows,
            detachedViews: detached, viewControllers: controllerSpecs,
            keyWindow: app.keyWindow.flatMap { k in app.windows.firstIndex { $0 === k } })
    }

    private static func responderSpec(of r: UIResponder) -> ResponderSpec {
        var spec = ResponderSpec(name: r.name, className: r.typeName)
        spec.handlers = r.handlers
        spec.canBecomeFirstResponder = r.canBecomeFirstResponderOverride
        spec.canResignFirstResponder = r.canResignFirstResponder
        spec.canPerformAction = r.declaredCanPerform
        if let d = r.declaredNext { spec.next = d.responder.map { .named($0.name) } ?? NextResponderSpec.none }
        return spec
    }

    private static func spec(of v: UIView) -> ViewSpec {
        var spec = ViewSpec(name: v.name, className: v.typeName, geometry: v.geometry)
        spec.responder = responderSpec(of: v)
        spec.isHidden = v.isHidden
        spec.alpha = v.opacity
        spec.isUserInteractionEnabled = v.isUserInteractionEnabled
        spec.isMultipleTouchEnabled = v.isMultipleTouchEnabled
        spec.isExclusiveTouch = v.isExclusiveTouch
        spec.gestureRecognizerShouldBegin = v.declaredGestureShouldBegin
        spec.isControl = v.isControl
        spec.isEnabled = v.isControlEnabled
        spec.clipsToBounds = v.clipsToBounds
        spec.needsLayout = v.needsLayout && v.isUserClass
        spec.textInput = v.textInput
        // Targets are set once every view has its index.
        spec.pointInside = v.pointInsideOverride.mapTarget { _ in nil }
        spec.hitTest = v.hitTestOverride.mapTarget { _ in nil }
        spec.gestureRecognizers = v.gestureRecognizers.map(\.spec)
        if let s = v as? UIScrollView {
            spec.scrollView = s.scrollSpec
            spec.gestureRecognizers.removeAll { $0.name == s.panGestureRecognizer.name }
        }
        spec.control = v.controlState.spec
        return spec
    }
}

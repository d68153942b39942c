public import HitChainScene

extension UIApplication {
    /// Builds the live responder graph a scene describes: windows in order with their scenes
    /// and levels, every view in its place, controllers with their root views and
    /// presentations, the key window. The scene is validated first.
    ///
    /// - Complexity: O(n) in the size of the scene; no recursion.
    public convenience init(scene: HCScene, limits: SceneLimits = .standard) throws(SceneError) {
        try self.init(scene: scene, registry: ViewClassRegistry(), limits: limits)
    }

    /// The graph a scene describes, with the views whose class `registry` knows built as
    /// instances of the user's classes (their overrides then run).
    public convenience init(
        scene: HCScene, registry: ViewClassRegistry, limits: SceneLimits = .standard
    ) throws(SceneError) {
        try scene.validate(limits: limits)
        try self.init(validated: scene, registry: registry)
    }

    /// The graph of a scene already known to be valid (one made from a validated scene by
    /// changing only what keeps it valid): validation, most of the cost of a small graph, is
    /// not done again.
    // Over the line limit: builds the graph in the scene's order (windows, views, controllers, recognizers,
    // targets) in one pass over its arrays.
    package convenience init(validated scene: HCScene, registry: ViewClassRegistry) throws(SceneError) {
        let delegate = scene.appDelegate.map(AppDelegate.init)
        self.init(scene.application, delegate: delegate, screen: scene.screen)
        reserveNames(
            responders: scene.views.count + scene.viewControllers.count + scene.windowScenes.count + 1,
            recognizers: scene.views.indices.reduce(0) { $0 + scene.views[$1].gestureRecognizers.count })

        let windowOfView = Dictionary(uniqueKeysWithValues: scene.windows.map { ($0.view, $0) })
        if !registry.isEmpty {
            // A scroll view in the scene must be one in the user's class too.
            for spec in scene.views where spec.scrollView != nil {
                guard let made = registry.make(spec.className), !(made is UIScrollView) else { continue }
                throw SceneError(
                    .inconsistent,
                    "the scene makes it a scroll view, but \(spec.className) is not a UIScrollView subclass",
                    node: "view \"\(spec.name)\"", field: "scrollView")
            }
        }
        // Each spec is read where it lies in the array: a `ViewSpec` copy retains its every field.
        let views: [UIView] = scene.views.indices.map { i in
            let spec = scene.views[i]
            if !registry.isEmpty, let made = registry.make(spec.className) {
                if let w = windowOfView[i] {
                    if let window = made as? UIWindow {
                        window.level = w.level
                        window.apply(spec)
                        return window
                    }
                    return UIWindow(spec, level: w.level)
                }
                if !(made is UIWindow) {
                    made.apply(spec)
                    return made
                }
            }
            if let w = windowOfView[i] { return UIWindow(spec, level: w.level) }
            return spec.scrollView != nil ? UIScrollView(spec) : UIView(spec)
        }
        // Overrides first, while no view has a superview: setting one then costs O(1).
        // (Matched, not compared with `.default`: the generic `!=` is not specialized here.)
        for i in scene.views.indices {
            if case .default = scene.views[i].hitTest {
            } else {
                views[i].hitTestOverride = scene.views[i].hitTest.mapTarget { WeakView(views[$0]) }
            }
            if case .default = scene.views[i].pointInside {
            } else {
                views[i].pointInsideOverride = scene.views[i].pointInside.mapTarget { WeakView(views[$0]) }
            }
        }
        for i in scene.views.indices {
            let parent = views[i]
            for s in scene.views[i].subviews {
                parent.subviews.append(views[s])
                views[s].superview = parent
            }
            register(parent)
        }
        let scenes = scene.windowScenes.map(UIWindowScene.init)
        for s in scenes { addWindowScene(s) }
        let controllers = scene.viewControllers.map { UIViewController($0.responder, view: views[$0.view]) }
        for (i, spec) in scene.viewControllers.enumerated() {
            register(controllers[i])
            if let p = spec.presentedBy {
                controllers[i].presentingViewController = controllers[p]
                controllers[p].presentedViewController = controllers[i]
            }
        }
        for spec in scene.windows {
            guard let window = views[spec.view] as? UIWindow else { continue }
            // The scene validated that each window appears once: append without searching.
            windows.append(window)
            window.application = self
            window.windowScene = spec.windowScene.map { scenes[$0] }
            window.rootViewController = spec.rootViewController.map { controllers[$0] }
        }
        detachedViews = scene.detachedViews.map { views[$0] }
        if let k = scene.keyWindow { keyWindow = views[scene.windows[k].view] as? UIWindow }
        resolveDeclaredNexts(scene)
    }

    /// Points each `next` the scene declares by name at that responder, now that all exist.
    private func resolveDeclaredNexts(_ scene: HCScene) {
        func resolve(_ spec: ResponderSpec) {
            guard case .named(let target)? = spec.next, let r = responder(named: spec.name) else { return }
            r.declaredNext = DeclaredNext(responder: responder(named: target))
        }
        resolve(scene.application)
        for s in scene.windowScenes { resolve(s) }
        for i in scene.views.indices where scene.views[i].responder.next != nil { resolve(scene.views[i].responder) }
        for c in scene.viewControllers where c.responder.next != nil { resolve(c.responder) }
        if let d = scene.appDelegate { resolve(d) }
    }
}

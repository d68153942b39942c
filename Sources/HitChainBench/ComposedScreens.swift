import HitChainGeometry
public import HitChainScene

/// Real screens composed into one large scene, for benching engines on the shapes real apps
/// have at sizes no single screen reaches: one window the size of the first screen, holding
/// a scroll view whose content is copies of the screens' window contents stacked one below
/// the other (a feed of screens), scrolled to the middle, until the scene has about `views`
/// views — never more than `limit`, the most a scene may have where it is used, so a size
/// the command line accepts cannot fail after composing. Copies are renamed `name·k` so that
/// names stay unique.
public enum ComposedScreens {
    /// The most views `--compose` accepts (`view`, `explain`): the standard scene limit.
    public static let maxViews = SceneLimits.standard.maxViews

    /// The composed scene: copies are added while it has fewer than `target` views and the
    /// next copy keeps it within `limit`.
    ///
    /// - Complexity: O(views).
    public static func scene(from screens: [HCScene], views target: Int, limit: Int = maxViews) -> HCScene {
        let first = screens.first ?? HCScene()
        let size = first.screen.size
        var views: [ViewSpec] = [
            ViewSpec(
                name: "window", className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(origin: .zero, size: size))),
            ViewSpec(
                name: "feed", className: "UIScrollView",
                geometry: ViewGeometry(frame: HCRect(origin: .zero, size: size))),
        ]
        views[0].subviews = [1]
        var y = 0.0
        var copy = 0
        let sizes = screens.map(copySize)
        // Screens whose windows hold nothing add nothing: stop rather than copy them for ever.
        while views.count < target, sizes.contains(where: { $0 > 0 }) {
            let k = copy % screens.count
            let screen = screens[k]
            copy += 1
            guard let w = screen.windows.first else { continue }
            guard views.count + sizes[k] <= limit else { break }
            let height = max(screen.views[w.view].geometry.frame.height, 1)
            // The window's content, as one subtree per root subview, moved down by `y`.
            var map: [Int: Int] = [:]
            var order: [Int] = []
            var stack = Array(screen.views[w.view].subviews.reversed())
            while let v = stack.popLast() {
                map[v] = views.count + order.count
                order.append(v)
                stack.append(contentsOf: screen.views[v].subviews.reversed())
            }
            for v in order {
                var spec = screen.views[v]
                spec.responder.name = "\(spec.name)·\(copy)"
                spec.subviews = spec.subviews.compactMap { map[$0] }
                spec.hitTest = spec.hitTest.mapTarget { map[$0] }
                spec.gestureRecognizers = []
                if screen.views[w.view].subviews.contains(v) {
                    let g = spec.geometry
                    spec.geometry =
                        g.transform.isIdentity
                        ? ViewGeometry(
                            frame: HCRect(
                                x: g.frame.minX, y: g.frame.minY + y, width: g.frame.width, height: g.frame.height),
                            boundsOrigin: g.boundsOrigin)
                        : ViewGeometry(
                            center: HCPoint(x: g.center.x, y: g.center.y + y), size: g.size,
                            boundsOrigin: g.boundsOrigin,
                            transform: g.transform)
                    views[1].subviews.append(map[v] ?? 0)
                }
                views.append(spec)
            }
            y += height
        }
        views[1].geometry = ViewGeometry(
            frame: HCRect(origin: .zero, size: size), boundsOrigin: HCPoint(x: 0, y: (y / 2).rounded()))
        return HCScene(screen: first.screen, views: views, windows: [WindowSpec(view: 0)], keyWindow: 0)
    }

    /// The views one copy of `screen` adds: its first window's content.
    ///
    /// - Complexity: O(views of the screen).
    static func copySize(_ screen: HCScene) -> Int {
        guard let w = screen.windows.first else { return 0 }
        var count = 0
        var stack = screen.views[w.view].subviews
        while let v = stack.popLast() {
            count += 1
            stack.append(contentsOf: screen.views[v].subviews)
        }
        return count
    }

    /// Why `screens` cannot be composed within `limits`, found before composing: the
    /// content of a copy sits one level deeper (in the feed) than in its screen.
    ///
    /// - Complexity: O(views of the screens).
    public static func check(_ screens: [HCScene], limits: SceneLimits = .standard) throws(SceneError) {
        for screen in screens {
            guard let w = screen.windows.first else { continue }
            var stack = [(w.view, 0)]
            while let (v, depth) = stack.popLast() {
                guard depth + 1 <= limits.maxDepth else {
                    throw SceneError(
                        .tooDeep,
                        "composed, its views would nest deeper than \(limits.maxDepth) levels (the copies sit "
                            + "one level down, in a scroll view)")
                }
                for s in screen.views[v].subviews { stack.append((s, depth + 1)) }
            }
        }
    }
}

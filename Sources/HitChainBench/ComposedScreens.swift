import HitChainGeometry
public import HitChainScene

/// Real screens composed into one large scene, for benching engines on the shapes real apps
/// have at sizes no single screen reaches: one window the size of the first screen, holding
/// a scroll view whose content is copies of the screens' window contents stacked one below
/// the other (a feed of screens), scrolled to the middle, until the scene has about `views`
/// views. Copies are renamed `name·k` so that names stay unique.
public enum ComposedScreens {
    /// The composed scene.
    ///
    /// - Complexity: O(views).
    public static func scene(from screens: [Scene], views target: Int) -> Scene {
        let first = screens.first ?? Scene()
        let size = first.screen.size
        var views: [ViewSpec] = [
            ViewSpec(
                name: "window", className: "UIWindow", geometry: ViewGeometry(frame: Rect(origin: .zero, size: size))),
            ViewSpec(
                name: "feed", className: "UIScrollView",
                geometry: ViewGeometry(frame: Rect(origin: .zero, size: size))),
        ]
        views[0].subviews = [1]
        var y = 0.0
        var copy = 0
        while views.count < target, !screens.isEmpty {
            let screen = screens[copy % screens.count]
            copy += 1
            guard let w = screen.windows.first else { continue }
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
                            frame: Rect(
                                x: g.frame.minX, y: g.frame.minY + y, width: g.frame.width, height: g.frame.height),
                            boundsOrigin: g.boundsOrigin)
                        : ViewGeometry(
                            center: Point(x: g.center.x, y: g.center.y + y), size: g.size, boundsOrigin: g.boundsOrigin,
                            transform: g.transform)
                    views[1].subviews.append(map[v] ?? 0)
                }
                views.append(spec)
            }
            y += height
        }
        views[1].geometry = ViewGeometry(
            frame: Rect(origin: .zero, size: size), boundsOrigin: Point(x: 0, y: (y / 2).rounded()))
        return Scene(screen: first.screen, views: views, windows: [WindowSpec(view: 0)], keyWindow: 0)
    }
}

public import HitChainGeometry

/// Builds scenes in code with UIKit's defaults and unique names.
public struct SceneBuilder {
    /// The scene built so far.
    public var scene: HCScene

    /// An empty scene on a `screen` (an iPhone 15's, 390 × 844 points at 3×, by default).
    public init(screen: Screen = Screen(size: HCSize(width: 390, height: 844), scale: 3)) {
        scene = HCScene(screen: screen)
    }

    /// Adds a window (later windows are ordered front), the screen's size unless `frame` says.
    public mutating func window(
        _ name: String, level: Double = 0, frame: HCRect? = nil
    ) -> Int {
        let i = scene.views.count
        scene.views.append(
            ViewSpec(
                name: name, className: "UIWindow",
                geometry: ViewGeometry(frame: frame ?? HCRect(origin: .zero, size: scene.screen.size))))
        scene.windows.append(WindowSpec(view: i, level: level))
        if scene.keyWindow == nil { scene.keyWindow = scene.windows.count - 1 }
        return i
    }

    /// Adds a view on top of `parent`'s subviews.
    public mutating func view(_ name: String, in parent: Int, frame: HCRect, className: String = "UIView") -> Int {
        let i = scene.views.count
        scene.views.append(ViewSpec(name: name, className: className, geometry: ViewGeometry(frame: frame)))
        scene.views[parent].subviews.append(i)
        return i
    }
}

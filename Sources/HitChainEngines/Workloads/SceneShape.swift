public import HitChainGeometry
public import HitChainScene

/// The scene shapes `hitchain bench` and the engine tests use, at any size, seeded.
public enum SceneShape: String, CaseIterable, Sendable {
    /// A chain: every view the only child of the one before.
    case deepChain
    /// One parent with every view as a child, scattered and overlapping (a canvas).
    case wideFlat
    /// A scrolled list of cells, each with a label, an image and a button.
    case table
    /// A scrolled grid of photo cells, four to a row.
    case photoGrid
    /// Random trees with every flag, transform and override, some views outside their parents.
    case randomTree
    /// A realistic screen: navigation bar, a long list, a tab bar with a bulging button, a
    /// pass-through overlay, an alert window above.
    case realistic

    public static let screen = Size(width: 390, height: 844)

    /// A scene of about `views` views (windows included).
    public func scene(views n: Int, seed: UInt64 = 1) -> Scene {
        var b = SceneBuilder()
        var rng = SeededGenerator(seed: seed)
        let window = b.window("window")
        let w = Self.screen.width, h = Self.screen.height
        switch self {
        case .deepChain:
            var parent = window
            for i in 1..<max(n, 2) {
                parent = b.view("v\(i)", in: parent, frame: Rect(x: 0, y: 0, width: w, height: h))
            }
        case .wideFlat:
            let root = b.view("canvas", in: window, frame: Rect(x: 0, y: 0, width: w, height: h))
            for i in 0..<max(n - 2, 1) {
                let s = rng.double(12, 48)
                _ = b.view(
                    "item\(i)", in: root, frame: Rect(x: rng.double(-10, w), y: rng.double(-10, h), width: s, height: s)
                )
            }
        case .table:
            let cells = max((n - 2) / 4, 1)
            let list = b.view(
                "list", in: window, frame: Rect(x: 0, y: 0, width: w, height: h), className: "UITableView")
            b.scene.views[list].geometry.boundsOrigin = Point(x: 0, y: Double(cells / 2) * 44)
            for i in 0..<cells {
                let cell = b.view(
                    "cell\(i)", in: list, frame: Rect(x: 0, y: Double(i) * 44, width: w, height: 44),
                    className: "UITableViewCell")
                _ = b.view(
                    "label\(i)", in: cell, frame: Rect(x: 60, y: 11, width: 220, height: 22), className: "UILabel")
                _ = b.view(
                    "image\(i)", in: cell, frame: Rect(x: 12, y: 6, width: 32, height: 32), className: "UIImageView")
                let button = b.view(
                    "button\(i)", in: cell, frame: Rect(x: 330, y: 7, width: 48, height: 30), className: "UIButton")
                if i % 3 == 0 { b.scene.views[button].pointInside = .insetBounds(EdgeInsets(all: -8)) }
            }
        case .photoGrid:
            let cells = max((n - 2) / 2, 1)
            let grid = b.view(
                "grid", in: window, frame: Rect(x: 0, y: 0, width: w, height: h), className: "UICollectionView")
            let side = (w - 5 * 2) / 4
            b.scene.views[grid].geometry.boundsOrigin = Point(x: 0, y: Double(cells / 8) * (side + 2))
            for i in 0..<cells {
                let x = 2 + Double(i % 4) * (side + 2), y = 2 + Double(i / 4) * (side + 2)
                let cell = b.view(
                    "photo\(i)", in: grid, frame: Rect(x: x, y: y, width: side, height: side),
                    className: "UICollectionViewCell")
                _ = b.view(
                    "thumb\(i)", in: cell, frame: Rect(x: 0, y: 0, width: side, height: side), className: "UIImageView")
            }
        case .randomTree:
            b.randomTree(under: window, count: max(n - 1, 1), rng: &rng)
        case .realistic:
            let root = b.view("root", in: window, frame: Rect(x: 0, y: 0, width: w, height: h))
            let nav = b.view(
                "navigationBar", in: root, frame: Rect(x: 0, y: 0, width: w, height: 96), className: "UINavigationBar")
            _ = b.view("back", in: nav, frame: Rect(x: 8, y: 52, width: 44, height: 36), className: "UIButton")
            _ = b.view("title", in: nav, frame: Rect(x: 100, y: 56, width: 190, height: 28), className: "UILabel")
            let add = b.view("add", in: nav, frame: Rect(x: 346, y: 56, width: 28, height: 28), className: "UIButton")
            b.scene.views[add].pointInside = .insetBounds(EdgeInsets(all: -10))
            let list = b.view(
                "list", in: root, frame: Rect(x: 0, y: 96, width: w, height: h - 96 - 83), className: "UITableView")
            let cells = max((n - 20) / 3, 1)
            b.scene.views[list].geometry.boundsOrigin = Point(x: 0, y: Double(cells / 3) * 60)
            for i in 0..<cells {
                let cell = b.view(
                    "row\(i)", in: list, frame: Rect(x: 0, y: Double(i) * 60, width: w, height: 60),
                    className: "UITableViewCell")
                _ = b.view(
                    "rowTitle\(i)", in: cell, frame: Rect(x: 16, y: 10, width: 280, height: 20), className: "UILabel")
                _ = b.view(
                    "rowSwitch\(i)", in: cell, frame: Rect(x: 320, y: 15, width: 51, height: 31), className: "UISwitch")
            }
            let tab = b.view(
                "tabBar", in: root, frame: Rect(x: 0, y: h - 83, width: w, height: 83), className: "UITabBar")
            b.scene.views[tab].pointInside = .overSubviews
            for i in 0..<5 {
                let item = b.view(
                    "tab\(i)", in: tab,
                    frame: Rect(x: Double(i) * 78, y: i == 2 ? -20 : 0, width: 78, height: i == 2 ? 78 : 49),
                    className: "UIButton")
                if i == 2 { b.scene.views[item].geometry.setTransform(.scale(1.1, 1.1)) }
            }
            let overlay = b.view("toastOverlay", in: root, frame: Rect(x: 0, y: 0, width: w, height: h))
            b.scene.views[overlay].hitTest = .passThrough
            _ = b.view("toast", in: overlay, frame: Rect(x: 40, y: 700, width: 310, height: 44))
            let alert = b.window("alertWindow", level: 2000, frame: Rect(x: 45, y: 300, width: 300, height: 200))
            b.scene.views[alert].isHidden = true
        }
        return b.scene
    }
}

/// Builds scenes in code with UIKit's defaults and unique names.
public struct SceneBuilder {
    public var scene = Scene(screen: Screen(size: SceneShape.screen, scale: 3))

    public init() {}

    /// Adds a window (later windows are ordered front).
    public mutating func window(
        _ name: String, level: Double = 0, frame: Rect = Rect(origin: .zero, size: SceneShape.screen)
    ) -> Int {
        let i = scene.views.count
        scene.views.append(ViewSpec(name: name, className: "UIWindow", geometry: ViewGeometry(frame: frame)))
        scene.windows.append(WindowSpec(view: i, level: level))
        if scene.keyWindow == nil { scene.keyWindow = scene.windows.count - 1 }
        return i
    }

    /// Adds a view on top of `parent`'s subviews.
    public mutating func view(_ name: String, in parent: Int, frame: Rect, className: String = "UIView") -> Int {
        let i = scene.views.count
        scene.views.append(ViewSpec(name: name, className: className, geometry: ViewGeometry(frame: frame)))
        scene.views[parent].subviews.append(i)
        return i
    }

    /// A random tree of `count` views under `root`, with every flag, transform and override.
    public mutating func randomTree(under root: Int, count: Int, rng: inout SeededGenerator) {
        var nodes = [root]
        for k in 0..<count {
            let parent = nodes[rng.int(nodes.count)]
            let pw = scene.views[parent].geometry.size.width, ph = scene.views[parent].geometry.size.height
            let w = max(rng.double(0.2, 0.8) * pw, 1), h = max(rng.double(0.2, 0.8) * ph, 1)
            let x = rng.double(-0.1 * pw, pw - 0.8 * w), y = rng.double(-0.1 * ph, ph - 0.8 * h)
            let i = view(
                "n\(k)", in: parent, frame: Rect(x: x, y: y, width: w, height: h),
                className: rng.chance(0.1) ? "UIButton" : "UIView")
            var v = scene.views[i]
            if rng.chance(0.1) {
                let t = [
                    ViewTransform.quarterTurns(1), .scale(2, 0.5), .scale(-1, 1), .translation(3, -7),
                    ViewTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0),
                ][rng.int(5)]
                v.geometry = ViewGeometry(center: v.geometry.center, size: v.geometry.size, transform: t)
            }
            if rng.chance(0.1) { v.geometry.boundsOrigin = Point(x: rng.double(-20, 20), y: rng.double(-20, 20)) }
            if rng.chance(0.04) { v.isHidden = true }
            if rng.chance(0.04) { v.alpha = [0, 0.0099999, 0.01, 0.0100001, 0.5][rng.int(5)] }
            if rng.chance(0.04) { v.isUserInteractionEnabled = false }
            if v.isControl, rng.chance(0.2) { v.isEnabled = false }
            if rng.chance(0.05) { v.pointInside = .insetBounds(EdgeInsets(all: rng.double(-15, 5))) }
            if rng.chance(0.02) { v.pointInside = .never }
            if rng.chance(0.03) { v.pointInside = .overSubviews }
            if rng.chance(0.03) { v.hitTest = .passThrough }
            if rng.chance(0.02) { v.hitTest = .selfOnly }
            if rng.chance(0.01), k > 0 { v.hitTest = .forward(to: nodes[rng.int(nodes.count)]) }
            scene.views[i] = v
            nodes.append(i)
        }
    }
}

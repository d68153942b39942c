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

    /// The screen the shapes are laid out on (an iPhone's, in points).
    public static let screen = HCSize(width: 390, height: 844)

    /// A scene of about `views` views (windows included).
    // Over the line limit: one case per shape, each a few lines of the same builder calls.
    public func scene(views n: Int, seed: UInt64 = 1) -> HCScene {
        var b = SceneBuilder()
        var rng = SeededGenerator(seed: seed)
        let window = b.window("window")
        let w = Self.screen.width, h = Self.screen.height
        switch self {
        case .deepChain:
            var parent = window
            for i in 1..<max(n, 2) {
                parent = b.view("v\(i)", in: parent, frame: HCRect(x: 0, y: 0, width: w, height: h))
            }
        case .wideFlat:
            let root = b.view("canvas", in: window, frame: HCRect(x: 0, y: 0, width: w, height: h))
            for i in 0..<max(n - 2, 1) {
                let s = rng.double(12, 48)
                _ = b.view(
                    "item\(i)", in: root,
                    frame: HCRect(x: rng.double(-10, w), y: rng.double(-10, h), width: s, height: s)
                )
            }
        case .table:
            let cells = max((n - 2) / 4, 1)
            let list = b.view(
                "list", in: window, frame: HCRect(x: 0, y: 0, width: w, height: h), className: "UITableView")
            b.scene.views[list].geometry.boundsOrigin = HCPoint(x: 0, y: Double(cells / 2) * 44)
            for i in 0..<cells {
                let cell = b.view(
                    "cell\(i)", in: list, frame: HCRect(x: 0, y: Double(i) * 44, width: w, height: 44),
                    className: "UITableViewCell")
                _ = b.view(
                    "label\(i)", in: cell, frame: HCRect(x: 60, y: 11, width: 220, height: 22), className: "UILabel")
                _ = b.view(
                    "image\(i)", in: cell, frame: HCRect(x: 12, y: 6, width: 32, height: 32), className: "UIImageView")
                let button = b.view(
                    "button\(i)", in: cell, frame: HCRect(x: 330, y: 7, width: 48, height: 30), className: "UIButton")
                if i % 3 == 0 { b.scene.views[button].pointInside = .insetBounds(HCEdgeInsets(all: -8)) }
            }
        case .photoGrid:
            let cells = max((n - 2) / 2, 1)
            let grid = b.view(
                "grid", in: window, frame: HCRect(x: 0, y: 0, width: w, height: h), className: "UICollectionView")
            let side = (w - 5 * 2) / 4
            b.scene.views[grid].geometry.boundsOrigin = HCPoint(x: 0, y: Double(cells / 8) * (side + 2))
            for i in 0..<cells {
                let x = 2 + Double(i % 4) * (side + 2), y = 2 + Double(i / 4) * (side + 2)
                let cell = b.view(
                    "photo\(i)", in: grid, frame: HCRect(x: x, y: y, width: side, height: side),
                    className: "UICollectionViewCell")
                _ = b.view(
                    "thumb\(i)", in: cell, frame: HCRect(x: 0, y: 0, width: side, height: side),
                    className: "UIImageView")
            }
        case .randomTree:
            b.randomTree(under: window, count: max(n - 1, 1), rng: &rng)
        case .realistic:
            let root = b.view("root", in: window, frame: HCRect(x: 0, y: 0, width: w, height: h))
            let nav = b.view(
                "navigationBar", in: root, frame: HCRect(x: 0, y: 0, width: w, height: 96), className: "UINavigationBar"
            )
            _ = b.view("back", in: nav, frame: HCRect(x: 8, y: 52, width: 44, height: 36), className: "UIButton")
            _ = b.view("title", in: nav, frame: HCRect(x: 100, y: 56, width: 190, height: 28), className: "UILabel")
            let add = b.view("add", in: nav, frame: HCRect(x: 346, y: 56, width: 28, height: 28), className: "UIButton")
            b.scene.views[add].pointInside = .insetBounds(HCEdgeInsets(all: -10))
            let list = b.view(
                "list", in: root, frame: HCRect(x: 0, y: 96, width: w, height: h - 96 - 83), className: "UITableView")
            let cells = max((n - 20) / 3, 1)
            b.scene.views[list].geometry.boundsOrigin = HCPoint(x: 0, y: Double(cells / 3) * 60)
            for i in 0..<cells {
                let cell = b.view(
                    "row\(i)", in: list, frame: HCRect(x: 0, y: Double(i) * 60, width: w, height: 60),
                    className: "UITableViewCell")
                _ = b.view(
                    "rowTitle\(i)", in: cell, frame: HCRect(x: 16, y: 10, width: 280, height: 20), className: "UILabel")
                _ = b.view(
                    "rowSwitch\(i)", in: cell, frame: HCRect(x: 320, y: 15, width: 51, height: 31),
                    className: "UISwitch")
            }
            let tab = b.view(
                "tabBar", in: root, frame: HCRect(x: 0, y: h - 83, width: w, height: 83), className: "UITabBar")
            b.scene.views[tab].pointInside = .overSubviews
            for i in 0..<5 {
                let item = b.view(
                    "tab\(i)", in: tab,
                    frame: HCRect(x: Double(i) * 78, y: i == 2 ? -20 : 0, width: 78, height: i == 2 ? 78 : 49),
                    className: "UIButton")
                if i == 2 { b.scene.views[item].geometry.setTransform(.scale(1.1, 1.1)) }
            }
            let overlay = b.view("toastOverlay", in: root, frame: HCRect(x: 0, y: 0, width: w, height: h))
            b.scene.views[overlay].hitTest = .passThrough
            _ = b.view("toast", in: overlay, frame: HCRect(x: 40, y: 700, width: 310, height: 44))
            let alert = b.window("alertWindow", level: 2000, frame: HCRect(x: 45, y: 300, width: 300, height: 200))
            b.scene.views[alert].isHidden = true
        }
        return b.scene
    }
}

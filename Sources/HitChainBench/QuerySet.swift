public import HitChainGeometry
public import HitChainKit

/// The query points `hitchain bench` and the engine tests use, seeded.
public enum QuerySet: String, CaseIterable, Sendable {
    /// Uniform over the screen.
    case uniform
    /// On views' edges and corners, and one ulp either side.
    case edges
    /// Inside views: the centres of random views whose centre is on the screen (a view
    /// scrolled off-screen is rejected at the window and measures nothing).
    case hitHeavy
    /// The worst case of a linear scan: points that only the back-most on-screen child of
    /// the widest parent holds, so that every child in front is asked first (see
    /// `backmostPoints`).
    case backmost

    /// `count` points of this set on `application`'s screen, the same for the same seed.
    public func points(for application: UIApplication, count: Int, seed: UInt64 = 7) -> [HCPoint] {
        var rng = SeededGenerator(seed: seed)
        let size = application.screen.size
        var views: [UIView] = []
        for w in application.windows {
            var stack: [UIView] = [w]
            while let v = stack.popLast() {
                views.append(v)
                stack.append(contentsOf: v.subviews)
            }
        }
        if self == .backmost { return Self.backmostPoints(application, views, count: count, rng: &rng) }
        if self == .hitHeavy {
            let screen = HCRect(x: 0, y: 0, width: size.width, height: size.height)
            let visible = Self.screenCentres(application).filter { screen.contains($0.centre) }.map(\.view)
            if !visible.isEmpty { views = visible }
        }
        var out: [HCPoint] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            switch self {
            case .uniform:
                out.append(HCPoint(x: rng.double(-5, size.width + 5), y: rng.double(-5, size.height + 5)))
            case .edges, .hitHeavy, .backmost:
                let v = views[rng.int(views.count)]
                let b = v.geometry.bounds
                var local: HCPoint
                if self == .hitHeavy {
                    local = HCPoint(x: b.origin.x + b.size.width * 0.5, y: b.origin.y + b.size.height * 0.5)
                } else {
                    let xs = [b.minX, b.maxX, b.minX + b.size.width * rng.unit()]
                    let ys = [b.minY, b.maxY, b.minY + b.size.height * rng.unit()]
                    local = HCPoint(x: xs[rng.int(3)], y: ys[rng.int(3)])
                }
                var p = v.convertToScreen(local)
                switch rng.int(3) {
                case 0: p.x = p.x.nextUp
                case 1: p.y = p.y.nextDown
                default: break
                }
                out.append(p)
            }
        }
        return out
    }

    /// Points that only the back-most child of the widest parent holds, among its children
    /// on the screen: from the back, the first child with a point inside it and inside the
    /// screen that no child in front of it holds (eight tries on each of at most 32
    /// children), so that the walk asks every child in front first. Where siblings cover
    /// every child (a dense overlapping canvas), the back-most on-screen child's centre.
    ///
    /// - Complexity: O(256 · children).
    static func backmostPoints(_ app: UIApplication, _ views: [UIView], count: Int, rng: inout SeededGenerator)
        -> [HCPoint]
    {
        guard let parent = views.max(by: { $0.subviews.count < $1.subviews.count }), !parent.subviews.isEmpty
        else { return [] }
        let screen = HCRect(x: 0, y: 0, width: app.screen.size.width, height: app.screen.size.height)
        let children = parent.subviews
        var fallback: HCPoint?
        var tried = 0
        for (k, child) in children.enumerated() where tried < 32 {
            let b = child.geometry.bounds
            let centre = child.convertToScreen(HCPoint(x: b.midX, y: b.midY))
            guard screen.contains(centre) else { continue }
            tried += 1
            if fallback == nil { fallback = centre }
            var found: [HCPoint] = []
            for _ in 0..<8 {
                let local = HCPoint(x: b.minX + b.width * rng.unit(), y: b.minY + b.height * rng.unit())
                let onScreen = child.convertToScreen(local)
                guard screen.contains(onScreen) else { continue }
                let inParent = child.geometry.convertToSuperview(local)
                if !children[(k + 1)...].contains(where: { $0.geometry.frame.contains(inParent) }) {
                    found.append(onScreen)
                }
            }
            if !found.isEmpty { return (0..<count).map { found[$0 % found.count] } }
        }
        guard let fallback else { return [] }
        return [HCPoint](repeating: fallback, count: count)
    }

    /// Every view's centre on the screen, in one pass from the windows down: each view's map
    /// to the screen is its parent's composed with its own (three points through
    /// `ViewGeometry.convertToSuperview` give the affine map exactly).
    ///
    /// - Complexity: O(n), where converting each centre up its chain would be O(n · depth).
    static func screenCentres(_ app: UIApplication) -> [(view: UIView, centre: HCPoint)] {
        /// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        struct Map {
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
            func apply(_ p: HCPoint) -> HCPoint { HCPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
        }
        var out: [(UIView, HCPoint)] = []
        var stack: [(UIView, Map)] = app.windows.map { ($0, Map()) }
        while let (view, toParentScreen) = stack.popLast() {
            let g = view.geometry
            let o = g.convertToSuperview(HCPoint(x: 0, y: 0))
            let ex = g.convertToSuperview(HCPoint(x: 1, y: 0)), ey = g.convertToSuperview(HCPoint(x: 0, y: 1))
            let own = Map(a: ex.x - o.x, b: ex.y - o.y, c: ey.x - o.x, d: ey.y - o.y, tx: o.x, ty: o.y)
            let p = toParentScreen
            let map = Map(
                a: p.a * own.a + p.c * own.b, b: p.b * own.a + p.d * own.b, c: p.a * own.c + p.c * own.d,
                d: p.b * own.c + p.d * own.d, tx: p.a * own.tx + p.c * own.ty + p.tx,
                ty: p.b * own.tx + p.d * own.ty + p.ty)
            let b = view.geometry.bounds
            out.append((view, map.apply(HCPoint(x: b.midX, y: b.midY))))
            for s in view.subviews { stack.append((s, map)) }
        }
        return out
    }
}

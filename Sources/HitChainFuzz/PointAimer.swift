import HitChainGeometry
import HitChainScene

/// Screen points worth asking about: uniform points (a few off-screen), and points aimed at
/// a view's edges and corners — converted to screen space through every transform and
/// scroll on the way up — and nudged one ulp either side, where `<` versus `<=` and a
/// forgotten conversion show.
struct PointAimer {
    let scene: Scene
    let parents: [Int?]
    /// Parents with many children: some points are aimed at their children's edges.
    var wideParents: [Int] = []

    /// `local` (in view `v`'s bounds space) in screen space.
    func toScreen(_ local: Point, from v: Int) -> Point {
        var p = local
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= scene.views.count {
            p = scene.views[c].geometry.convertToSuperview(p)
            cursor = parents[c]
            steps += 1
        }
        return p
    }

    mutating func point(_ e: inout Entropy, on: FeatureBits, used: inout FeatureBits) -> Point {
        let size = scene.screen.size
        let aimed = scene.views.count > 1 && e.chance(0.75)
        guard aimed, on.contains(.edgePoint) || on.contains(.cornerPoint) else {
            used.insert(.uniformPoint)
            return Point(x: e.double(-10, size.width + 10), y: e.double(-10, size.height + 10))
        }
        var v = e.int(scene.views.count)
        if !wideParents.isEmpty, on.contains(.wideChildPoint), e.chance(0.35) {
            let hub = e.pick(wideParents)
            let children = scene.views[hub].subviews
            // Transformed children first: their index boxes come from rounded corners.
            let turned = children.filter { !scene.views[$0].geometry.transform.isIdentity }
            if !children.isEmpty {
                v = !turned.isEmpty && e.chance(0.7) ? e.pick(turned) : e.pick(children)
                used.insert(.wideChildPoint)
            }
        }
        var b = scene.views[v].geometry.bounds
        if case .insetBounds(let insets) = scene.views[v].pointInside, on.contains(.slopEdgePoint), e.chance(0.7) {
            // The hit-slop rectangle's edges, where a swapped or misread inset shows.
            b = b.inset(by: insets).standardized
            used.insert(.slopEdgePoint)
        }
        var local: Point
        let corner = on.contains(.cornerPoint) && (!on.contains(.edgePoint) || e.chance(0.4))
        let xs = [b.origin.x, b.origin.x + b.size.width], ys = [b.origin.y, b.origin.y + b.size.height]
        if corner {
            used.insert(.cornerPoint)
            local = Point(x: e.pick(xs), y: e.pick(ys))
        } else {
            used.insert(.edgePoint)
            if e.chance(0.5) {
                local = Point(x: e.pick(xs), y: b.origin.y + e.unit() * b.size.height)
            } else {
                local = Point(x: b.origin.x + e.unit() * b.size.width, y: e.pick(ys))
            }
            if e.chance(0.5) { local = Point(x: local.x.rounded(), y: local.y.rounded()) }
        }
        var p = toScreen(local, from: v)
        if on.contains(.ulpNudge), e.chance(0.5) {
            used.insert(.ulpNudge)
            p = Point(x: nudge(p.x, &e), y: nudge(p.y, &e))
        }
        return p
    }

    private func nudge(_ x: Double, _ e: inout Entropy) -> Double {
        switch e.int(3) {
        case 0: return x.nextUp
        case 1: return x.nextDown
        default: return x
        }
    }
}

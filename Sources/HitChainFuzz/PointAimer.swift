import HitChainGeometry
import HitChainScene

/// Screen points worth asking about: uniform points (a few off-screen), and points aimed at
/// a view's edges and corners — converted to screen space through every transform and
/// scroll on the way up — and nudged one ulp either side, where `<` versus `<=` and a
/// forgotten conversion show.
struct PointAimer {
    let scene: HCScene
    let parents: [Int?]
    /// Parents with many children: some points are aimed at their children's edges.
    var wideParents: [Int] = []

    /// `local` (in view `v`'s bounds space) in screen space.
    func toScreen(_ local: HCPoint, from v: Int) -> HCPoint {
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

    // Over the line limit: one case per point feature; the draws happen in this order, which makes every seed's
    // cases what they are.
    mutating func point(_ e: inout Entropy, on: FeatureBits, used: inout FeatureBits) -> HCPoint {
        let size = scene.screen.size
        let aimed = scene.views.count > 1 && e.chance(0.75)
        guard aimed, on.contains(.edgePoint) || on.contains(.cornerPoint) else {
            used.insert(.uniformPoint)
            return HCPoint(x: e.double(-10, size.width + 10), y: e.double(-10, size.height + 10))
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
        // The newer areas' edges come from a side stream (`FuzzFeature.isSideStream`).
        var side = e.sideStream(0xa13e_ed9e)
        if case .minimumSize(let m) = scene.views[v].pointInside, on.contains(.pointInsideMinimumSize), side.chance(0.7)
        {
            let s = b.standardized
            let dx = max(0, (m.width - s.width) / 2), dy = max(0, (m.height - s.height) / 2)
            b = s.inset(by: HCEdgeInsets(top: -dy, left: -dx, bottom: -dy, right: -dx))
            used.insert(.pointInsideMinimumSize)
        }
        if case .insetBounds(let insets) = scene.views[v].pointInside, on.contains(.slopEdgePoint), e.chance(0.7) {
            // The hit-slop rectangle's edges, where a swapped or misread inset shows.
            b = b.inset(by: insets).standardized
            used.insert(.slopEdgePoint)
        }
        var local: HCPoint
        let corner = on.contains(.cornerPoint) && (!on.contains(.edgePoint) || e.chance(0.4))
        let xs = [b.origin.x, b.origin.x + b.size.width], ys = [b.origin.y, b.origin.y + b.size.height]
        if corner {
            used.insert(.cornerPoint)
            local = HCPoint(x: e.pick(xs), y: e.pick(ys))
        } else {
            used.insert(.edgePoint)
            if e.chance(0.5) {
                local = HCPoint(x: e.pick(xs), y: b.origin.y + e.unit() * b.size.height)
            } else {
                local = HCPoint(x: b.origin.x + e.unit() * b.size.width, y: e.pick(ys))
            }
            if e.chance(0.5) { local = HCPoint(x: local.x.rounded(), y: local.y.rounded()) }
        }
        if on.contains(.pointInsideShape), let curve = Self.onCurve(scene.views[v], &side) {
            // A point on an oval's, a circle's or a rounded corner's curve, where arithmetic
            // that differs by an ulp answers differently.
            local = curve
            used.insert(.pointInsideShape)
        }
        var p = toScreen(local, from: v)
        if on.contains(.ulpNudge), e.chance(0.5) {
            used.insert(.ulpNudge)
            p = HCPoint(x: nudge(p.x, &e), y: nudge(p.y, &e))
        }
        return p
    }

    /// A point on the curve of `view`'s shaped `pointInside`, in its bounds space, most times
    /// it has one.
    static func onCurve(_ view: ViewSpec, _ e: inout Entropy) -> HCPoint? {
        let b = view.geometry.bounds.standardized
        // A point of the unit circle by its rational parametrization: plain arithmetic, so the
        // same seed gives the same point on every machine (libm's cos and sin may differ).
        let t = e.double(-1, 1)
        let c = (1 - t * t) / (1 + t * t) * (e.chance(0.5) ? 1 : -1), s = 2 * t / (1 + t * t)
        switch view.pointInside {
        case .oval where e.chance(0.7):
            return HCPoint(x: b.midX + b.width / 2 * c, y: b.midY + b.height / 2 * s)
        case .circle(let radius) where e.chance(0.7):
            let r = radius ?? min(b.width, b.height) / 2
            return HCPoint(x: b.midX + r * c, y: b.midY + r * s)
        case .roundedRect(let radius) where e.chance(0.7):
            let r = max(0, min(radius, min(b.width, b.height) / 2))
            // The corner's circle in the quadrant the angle points to.
            let cx = c >= 0 ? b.maxX - r : b.minX + r, cy = s >= 0 ? b.maxY - r : b.minY + r
            return HCPoint(x: cx + r * c, y: cy + r * s)
        default:
            return nil
        }
    }

    private func nudge(_ x: Double, _ e: inout Entropy) -> Double {
        switch e.int(3) {
        case 0: return x.nextUp
        case 1: return x.nextDown
        default: return x
        }
    }
}

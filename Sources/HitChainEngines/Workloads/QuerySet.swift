public import HitChainGeometry
public import HitChainKit

/// The query points `hitchain bench` and the engine tests use, seeded.
public enum QuerySet: String, CaseIterable, Sendable {
    /// Uniform over the screen.
    case uniform
    /// On views' edges and corners, and one ulp either side.
    case edges
    /// Inside views (the centers of random views).
    case hitHeavy

    public func points(for application: Application, count: Int, seed: UInt64 = 7) -> [Point] {
        var rng = SeededGenerator(seed: seed)
        let size = application.screen.size
        var views: [View] = []
        for w in application.windows {
            var stack: [View] = [w]
            while let v = stack.popLast() {
                views.append(v)
                stack.append(contentsOf: v.subviews)
            }
        }
        var out: [Point] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            switch self {
            case .uniform:
                out.append(Point(x: rng.double(-5, size.width + 5), y: rng.double(-5, size.height + 5)))
            case .edges, .hitHeavy:
                let v = views[rng.int(views.count)]
                let b = v.bounds
                var local: Point
                if self == .hitHeavy {
                    local = Point(x: b.origin.x + b.size.width * 0.5, y: b.origin.y + b.size.height * 0.5)
                } else {
                    let xs = [b.minX, b.maxX, b.minX + b.size.width * rng.unit()]
                    let ys = [b.minY, b.maxY, b.minY + b.size.height * rng.unit()]
                    local = Point(x: xs[rng.int(3)], y: ys[rng.int(3)])
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
}

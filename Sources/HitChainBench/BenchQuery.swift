import HitChainGeometry
import HitChainKit

/// One query the bench times per point: an engine's hit-test, or the limit it is read
/// against. Generic, so that timing the limit adds no call of its own.
protocol BenchQuery {
    /// Answers for one point: whether something was found (kept, so no work is optimized away).
    func answers(_ p: HCPoint) -> Bool
}

/// An engine's hit-test of a screen point.
struct EngineQuery: BenchQuery {
    let engine: any HitTesting
    let app: UIApplication

    func answers(_ p: HCPoint) -> Bool { engine.hitTest(app, screenPoint: p).view != nil }
}

/// The bench's `limit`: the cost of the least work an index answering from n views could
/// do — one binary search over the n views' sorted screen x positions (log₂ n dependent
/// reads). Every engine's p50 reads as a multiple of it.
struct BinarySearchLimit: BenchQuery {
    let xs: [Double]

    /// Over every view of `app`: its frame's left edge in screen space, sorted.
    init(_ app: UIApplication) {
        var xs: [Double] = []
        var stack: [UIView] = app.windows
        while let v = stack.popLast() {
            xs.append(v.convertToScreen(v.geometry.bounds.origin).x)
            stack.append(contentsOf: v.subviews)
        }
        self.xs = xs.filter(\.isFinite).sorted()
    }

    /// - Complexity: O(log n).
    func answers(_ p: HCPoint) -> Bool {
        var lo = 0, hi = xs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if xs[mid] <= p.x { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0
    }
}

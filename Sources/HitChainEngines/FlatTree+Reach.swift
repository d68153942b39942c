import HitChainGeometry
import HitChainKit

extension FlatTree {
    /// Converts the screen point down to `n` with the walk's arithmetic, level by level, and
    /// tests `point(inside:)` at each: the point in `n`'s space when every view on the path
    /// (`n` included) passes, nil when one does not. Only for views the screen index describes
    /// by rectangles (plain gates, no forwards).
    ///
    /// - Complexity: O(depth of `n`).
    func passesPath(to n: Int32, _ x: Double, _ y: Double) -> (Double, Double)? {
        var path = self.path
        self.path = []
        defer {
            path.removeAll(keepingCapacity: true)
            self.path = path
        }
        var v = n
        while v >= 0 {
            path.append(v)
            v = parent[Int(v)]
        }
        steps &+= path.count
        var px = x, py = y
        var lx = 0.0, ly = 0.0
        for v in path.reversed() {
            let g = geometry[Int(v)]
            guard g.convert(px, py, &lx, &ly), pointInside(v, g, lx, ly, geometry, end) else { return nil }
            (px, py) = (lx, ly)
        }
        return (px, py)
    }
}

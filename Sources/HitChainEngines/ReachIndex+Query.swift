import HitChainGeometry
import HitChainKit

extension ReachIndex {
    /// The hit-test of a screen point through the screen index: entries whose box holds the
    /// point come front to back (post-order), and the first that answers is the reference's
    /// answer. A view's entry answers when the point is well inside its rectangle, or, in the
    /// rounding band at its edge, when the point passes every gate on its path converted with
    /// the walk's own arithmetic; a walked entry answers when the walk of its subtree does.
    /// A path that fails in the band hands the point to the plain walk. A point inside the
    /// grid (`ReachGrid`) reads its cell's keys instead of popping the hierarchy.
    ///
    /// - Complexity: O(log n) per entry popped (O(1) per key of its cell), plus the path of an entry confirmed at its
    ///   edge and the walk of a walked entry; a point in a band whose path fails costs a walk.
    mutating func hitTest(_ screenPoint: HCPoint, in tree: FlatTree) -> HitTestResult {
        let x = screenPoint.x, y = screenPoint.y
        var steps = 0
        defer { tree.steps &+= steps }
        // A point in the grid: its cell's keys, front to back, those whose box holds it asked.
        if let cell = grid?.cell(x, y) {
            for k in cell {
                steps &+= 1
                let key = grid.unsafelyUnwrapped.keys[k]
                guard holds(Int(key), x, y), let answer = answer(Int(key), screenPoint, tree) else { continue }
                return answer
            }
            return HitTestResult(view: nil, window: nil)
        }
        defer {
            heap.removeAll(keepingCapacity: true)
            noteStepsWithoutGrid(steps)
        }
        if bvh == nil { buildHierarchy() }
        // In place (optional chaining on the stored hierarchy): no copy of its arrays per query.
        var count = bvh?.begin(x, y, heap: &heap) ?? 0
        while true {
            let key = Int(bvh?.next(x, y, heap: &heap, base: 0, count: &count, steps: &steps) ?? -1)
            guard key >= 0 else { return HitTestResult(view: nil, window: nil) }
            if let answer = answer(key, screenPoint, tree) { return answer }
        }
    }

    /// The answer of the entry of `key`, whose box holds the point; nil when a walked subtree
    /// answers nothing (the entries behind it are asked next).
    private func answer(_ key: Int, _ screenPoint: HCPoint, _ tree: FlatTree) -> HitTestResult? {
        let x = screenPoint.x, y = screenPoint.y
        let n = nodeOfKey[key]
        if kindOfKey[key] == .view {
            // In the rounding band a failed path gives up on the index for this point:
            // the entries behind may share the failing ancestor (a deep chain's edge).
            guard isCertain(key, x, y) || tree.passesPath(to: n, x, y) != nil else {
                return tree.walkWindows(screenPoint)
            }
            return HitTestResult(
                view: tree.views[Int(n)], window: tree.views[Int(tree.windowRoot[Int(n)])] as? UIWindow)
        }
        // A walked subtree: the point in the parent's space, then the walk from the view.
        let p = tree.parent[Int(n)]
        var px = x, py = y
        if p >= 0 {
            guard let local = tree.passesPath(to: p, x, y) else { return tree.walkWindows(screenPoint) }
            (px, py) = local
        }
        var lx = 0.0, ly = 0.0
        let valid = tree.geometry[Int(n)].convert(px, py, &lx, &ly)
        let (node, foreign) = tree.walk(n, lx, ly, valid: valid)
        if node >= 0 {
            return HitTestResult(
                view: tree.views[Int(node)], window: tree.views[Int(tree.windowRoot[Int(node)])] as? UIWindow)
        }
        if let hit = foreign {
            return HitTestResult(view: hit, window: hit.window ?? tree.views[Int(tree.windowRoot[Int(n)])] as? UIWindow)
        }
        return nil
    }
}

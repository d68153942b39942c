import HitChainGeometry

/// A bounding-volume hierarchy over one wide parent's children, in the parent's bounds
/// space: what lets a query on a parent with n children look at about log n of them.
///
/// Children are stored by the conservative extent of where their `hitTest` can answer
/// (`NodeGeometry.extent`). Children whose extent is unbounded (a forwarding override) are
/// kept aside and always returned; children that can answer nowhere are left out.
/// Because the index lives in the parent's bounds space, scrolling the parent (a change of
/// its bounds origin) needs no re-indexing. One child's move refits its path to the root.
struct ChildIndex {
    /// Tree nodes: a box, and either two children (`left`, `right`) or one item (leaf).
    var minX: [Double] = [], minY: [Double] = [], maxX: [Double] = [], maxY: [Double] = []
    var left: [Int32] = [], right: [Int32] = []
    /// For a leaf, the flat-tree node of the child; -1 for inner nodes.
    var item: [Int32] = []
    var parentOf: [Int32] = []
    /// Leaf position of each indexed child.
    var leafOf: [Int32: Int32] = [:]
    /// Children that must always be asked.
    var always: [Int32] = []

    /// Builds over `(child node, extent)` pairs; nil extents go to `always`, empty ones are
    /// left out.
    ///
    /// - Complexity: O(n log n).
    init(_ entries: [(node: Int32, extent: Rect?)]) {
        var items: [(node: Int32, rect: Rect)] = []
        for e in entries {
            guard let r = e.extent else {
                always.append(e.node)
                continue
            }
            if !r.isEmpty { items.append((e.node, r)) }
        }
        guard !items.isEmpty else { return }
        // Top-down median split on the wider axis, with an explicit stack.
        var order = Array(items.indices)
        _ = appendNode(parent: -1)
        var work: [(tree: Int32, lo: Int, hi: Int)] = [(0, 0, order.count)]
        while let (tree, lo, hi) = work.popLast() {
            var bx0 = Double.infinity, by0 = Double.infinity, bx1 = -Double.infinity, by1 = -Double.infinity
            for k in lo..<hi {
                let r = items[order[k]].rect
                bx0 = min(bx0, r.minX); by0 = min(by0, r.minY); bx1 = max(bx1, r.maxX); by1 = max(by1, r.maxY)
            }
            let t = Int(tree)
            minX[t] = bx0; minY[t] = by0; maxX[t] = bx1; maxY[t] = by1
            if hi - lo == 1 {
                item[t] = items[order[lo]].node
                leafOf[items[order[lo]].node] = tree
                continue
            }
            let byX = bx1 - bx0 >= by1 - by0
            order[lo..<hi].sort { a, b in
                let ra = items[a].rect, rb = items[b].rect
                return byX ? ra.minX + ra.maxX < rb.minX + rb.maxX : ra.minY + ra.maxY < rb.minY + rb.maxY
            }
            let mid = (lo + hi) / 2
            let l = appendNode(parent: tree)
            let r = appendNode(parent: tree)
            left[t] = l
            right[t] = r
            work.append((l, lo, mid))
            work.append((r, mid, hi))
        }
    }

    private mutating func appendNode(parent: Int32) -> Int32 {
        minX.append(0); minY.append(0); maxX.append(0); maxY.append(0)
        left.append(-1); right.append(-1); item.append(-1); parentOf.append(parent)
        return Int32(minX.count - 1)
    }

    /// Appends to `out` every child whose extent contains the point (plus `always`).
    ///
    /// - Complexity: O(log n + k) for k candidates, on well-spread children.
    func query(_ x: Double, _ y: Double, into out: inout [Int32], stack: inout [Int32]) {
        out.append(contentsOf: always)
        guard !minX.isEmpty else { return }
        stack.append(0)
        while let t32 = stack.popLast() {
            let t = Int(t32)
            guard minX[t] <= x, x <= maxX[t], minY[t] <= y, y <= maxY[t] else { continue }
            if item[t] >= 0 {
                out.append(item[t])
            } else {
                stack.append(left[t])
                stack.append(right[t])
            }
        }
    }

    /// Moves one child's box and refits its ancestors. Returns false when the child is not
    /// a leaf of this index (the caller rebuilds).
    ///
    /// - Complexity: O(log n).
    mutating func update(_ node: Int32, extent: Rect?) -> Bool {
        guard let r = extent, !r.isEmpty, let leaf = leafOf[node] else { return false }
        var t = Int(leaf)
        minX[t] = r.minX; minY[t] = r.minY; maxX[t] = r.maxX; maxY[t] = r.maxY
        while parentOf[t] >= 0 {
            t = Int(parentOf[t])
            let l = Int(left[t]), rr = Int(right[t])
            minX[t] = min(minX[l], minX[rr]); minY[t] = min(minY[l], minY[rr])
            maxX[t] = max(maxX[l], maxX[rr]); maxY[t] = max(maxY[l], maxY[rr])
        }
        return true
    }
}

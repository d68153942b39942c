import HitChainGeometry

/// A bounding-volume hierarchy over one wide parent's children, in the parent's bounds
/// space: what lets a query on a parent with n children ask only the children that can
/// answer, front-most first, and stop at the first that does.
///
/// Every child is a leaf, boxed by the conservative extent of where its `hitTest` can
/// answer (`NodeGeometry.extent`): unbounded (a forwarding override) is an infinite box,
/// "nowhere" a box that holds no point. Each tree node also knows the front-most child
/// below it (`front`: children are numbered front to back), so a query visits nodes
/// front-most first from a small heap and yields the children whose box holds the point in
/// exactly the reference's order — lazily, so the walk stops at the first child that answers.
/// Because the index lives in the parent's bounds space, scrolling the parent needs no
/// re-indexing; one child's move refits its path to the root.
struct ChildIndex {
    /// Tree nodes: a box, and either two children (`left`, `right`) or one item (leaf).
    var minX: [Double] = [], minY: [Double] = [], maxX: [Double] = [], maxY: [Double] = []
    var left: [Int32] = [], right: [Int32] = []
    /// For a leaf, the flat-tree node of the child; -1 for inner nodes.
    var item: [Int32] = []
    /// The front-most (smallest) child node below each tree node: the heap's key.
    var front: [Int32] = []
    var parentOf: [Int32] = []
    /// Leaf position of each child.
    var leafOf: [Int32: Int32] = [:]

    /// Builds over `(child node, extent)` pairs: a median split on the wider axis, with the
    /// children sorted once per axis and each split partitioning both orders stably.
    ///
    /// - Complexity: O(n log n).
    init(_ entries: [(node: Int32, extent: Rect?)]) {
        let n = entries.count
        guard n > 0 else { return }
        let boxes = entries.map { Self.box($0.extent) }
        // Twice the centre on each axis (0 for unbounded or empty boxes), ties by position.
        let keyX = boxes.map { b in b.x0 + b.x1 }.map { $0.isFinite ? $0 : 0 }
        let keyY = boxes.map { b in b.y0 + b.y1 }.map { $0.isFinite ? $0 : 0 }
        let sortedX = (0..<n).sorted { keyX[$0] < keyX[$1] || (keyX[$0] == keyX[$1] && $0 < $1) }
        let sortedY = (0..<n).sorted { keyY[$0] < keyY[$1] || (keyY[$0] == keyY[$1] && $0 < $1) }
        var orders = [sortedX, sortedY]
        var goesLeft = [Bool](repeating: false, count: n)
        var scratch = [Int](repeating: 0, count: n)
        reserve(2 * n - 1)
        leafOf.reserveCapacity(n)
        _ = appendNode(parent: -1)
        var work: [(tree: Int32, lo: Int, hi: Int)] = [(0, 0, n)]
        while let (tree, lo, hi) = work.popLast() {
            var b = Box.empty
            for k in lo..<hi { b.formUnion(boxes[orders[0][k]]) }
            let t = Int(tree)
            (minX[t], minY[t], maxX[t], maxY[t]) = (b.x0, b.y0, b.x1, b.y1)
            if hi - lo == 1 {
                let i = orders[0][lo]
                item[t] = entries[i].node
                front[t] = entries[i].node
                leafOf[entries[i].node] = tree
                continue
            }
            let axis = b.x1 - b.x0 >= b.y1 - b.y0 ? 0 : 1
            let mid = (lo + hi) / 2
            for k in lo..<hi { goesLeft[orders[axis][k]] = k < mid }
            Self.stablePartition(&orders[1 - axis], lo, hi, goesLeft, &scratch)
            let l = appendNode(parent: tree)
            let r = appendNode(parent: tree)
            left[t] = l
            right[t] = r
            work.append((l, lo, mid))
            work.append((r, mid, hi))
        }
        // Children are made after their parents: one backward pass sets every `front`.
        for t in stride(from: item.count - 1, through: 0, by: -1) where item[t] < 0 {
            front[t] = Swift.min(front[Int(left[t])], front[Int(right[t])])
        }
        #if HITCHAIN_CHECKS
            _checkInvariants()
        #endif
    }

    /// Keeps the order of the `goesLeft` entries, then of the others, in `order[lo..<hi]`.
    private static func stablePartition(
        _ order: inout [Int], _ lo: Int, _ hi: Int, _ goesLeft: [Bool], _ scratch: inout [Int]
    ) {
        var w = lo
        var rest = 0
        for k in lo..<hi {
            if goesLeft[order[k]] {
                order[w] = order[k]
                w += 1
            } else {
                scratch[rest] = order[k]
                rest += 1
            }
        }
        for k in 0..<rest { order[w + k] = scratch[k] }
    }

    private mutating func reserve(_ count: Int) {
        minX.reserveCapacity(count); minY.reserveCapacity(count); maxX.reserveCapacity(count)
        maxY.reserveCapacity(count); left.reserveCapacity(count); right.reserveCapacity(count)
        item.reserveCapacity(count); front.reserveCapacity(count); parentOf.reserveCapacity(count)
    }

    private mutating func appendNode(parent: Int32) -> Int32 {
        minX.append(0); minY.append(0); maxX.append(0); maxY.append(0)
        left.append(-1); right.append(-1); item.append(-1); front.append(-1); parentOf.append(parent)
        return Int32(minX.count - 1)
    }

    /// A box as four numbers: the extent's, infinite for nil, one that holds no point for
    /// an empty extent.
    struct Box {
        var x0: Double, y0: Double, x1: Double, y1: Double
        static let empty = Box(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)

        mutating func formUnion(_ o: Box) {
            x0 = Swift.min(x0, o.x0); y0 = Swift.min(y0, o.y0)
            x1 = Swift.max(x1, o.x1); y1 = Swift.max(y1, o.y1)
        }
    }

    static func box(_ extent: Rect?) -> Box {
        guard let r = extent else { return Box(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity) }
        if r.isEmpty { return .empty }
        return Box(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY)
    }

    @inline(__always)
    private func holds(_ t: Int, _ x: Double, _ y: Double) -> Bool {
        minX[t] <= x && x <= maxX[t] && minY[t] <= y && y <= maxY[t]
    }

    // MARK: Ordered queries

    /// Starts a query: the heap for it is `heap[base...]`, empty or holding the root.
    /// Returns the heap's size.
    func begin(_ x: Double, _ y: Double, heap: inout [Int32]) -> Int32 {
        guard !minX.isEmpty, holds(0, x, y) else { return 0 }
        heap.append(0)
        return 1
    }

    /// The next child, front to back, whose box holds the point, or -1 when there is none:
    /// pops the tree node with the front-most child until a leaf comes out, pushing the
    /// children of inner nodes that hold the point. Each pop adds one to `steps` (the work an
    /// engine weighs when it chooses how to answer).
    ///
    /// - Complexity: O(log n) amortized per child returned, plus the nodes that hold the
    ///   point but lead to no child asked: output-sensitive, where collecting every child
    ///   whose box holds the point first would cost them all.
    func next(
        _ x: Double, _ y: Double, heap: inout [Int32], base: Int, count: inout Int32, steps: inout Int
    ) -> Int32 {
        while count > 0 {
            steps &+= 1
            let t = Int(pop(&heap, base, &count))
            if item[t] >= 0 { return item[t] }
            let l = Int(left[t]), r = Int(right[t])
            if holds(l, x, y) { push(Int32(l), &heap, base, &count) }
            if holds(r, x, y) { push(Int32(r), &heap, base, &count) }
        }
        return -1
    }

    private func push(_ t: Int32, _ heap: inout [Int32], _ base: Int, _ count: inout Int32) {
        var i = Int(count)
        if base + i < heap.count { heap[base + i] = t } else { heap.append(t) }
        count += 1
        let key = front[Int(t)]
        while i > 0 {
            let p = (i - 1) / 2
            guard front[Int(heap[base + p])] > key else { break }
            heap[base + i] = heap[base + p]
            i = p
        }
        heap[base + i] = t
    }

    private func pop(_ heap: inout [Int32], _ base: Int, _ count: inout Int32) -> Int32 {
        let top = heap[base]
        count -= 1
        let n = Int(count)
        guard n > 0 else { return top }
        let last = heap[base + n]
        let key = front[Int(last)]
        var i = 0
        while true {
            var c = 2 * i + 1
            guard c < n else { break }
            if c + 1 < n, front[Int(heap[base + c + 1])] < front[Int(heap[base + c])] { c += 1 }
            guard front[Int(heap[base + c])] < key else { break }
            heap[base + i] = heap[base + c]
            i = c
        }
        heap[base + i] = last
        return top
    }

    /// Every child whose box holds the point, front to back (for tests and tools).
    func children(at x: Double, _ y: Double) -> [Int32] {
        var heap: [Int32] = []
        var count = begin(x, y, heap: &heap)
        var out: [Int32] = []
        var steps = 0
        while true {
            let c = next(x, y, heap: &heap, base: 0, count: &count, steps: &steps)
            guard c >= 0 else { return out }
            out.append(c)
        }
    }

    // MARK: Updates

    /// Moves one child's box and refits its ancestors. Returns false when the child is not
    /// a leaf of this index (the caller rebuilds).
    ///
    /// - Complexity: O(log n).
    mutating func update(_ node: Int32, extent: Rect?) -> Bool {
        guard let leaf = leafOf[node] else { return false }
        let b = Self.box(extent)
        var t = Int(leaf)
        (minX[t], minY[t], maxX[t], maxY[t]) = (b.x0, b.y0, b.x1, b.y1)
        while parentOf[t] >= 0 {
            t = Int(parentOf[t])
            let l = Int(left[t]), rr = Int(right[t])
            minX[t] = Swift.min(minX[l], minX[rr]); minY[t] = Swift.min(minY[l], minY[rr])
            maxX[t] = Swift.max(maxX[l], maxX[rr]); maxY[t] = Swift.max(maxY[l], maxY[rr])
            #if HITCHAIN_CHECKS
                _checkNode(t)
            #endif
        }
        return true
    }

    #if HITCHAIN_CHECKS
        /// Every inner box holds its children's, every `front` is its subtree's smallest
        /// child, every child has one leaf (debug builds: after every build, and along the
        /// path of every update).
        ///
        /// - Complexity: O(n).
        func _checkInvariants() {
            for t in item.indices where item[t] < 0 { _checkNode(t) }
            precondition(leafOf.count == (item.count + 1) / 2)
            for (node, leaf) in leafOf { precondition(item[Int(leaf)] == node && front[Int(leaf)] == node) }
        }

        func _checkNode(_ t: Int) {
            let l = Int(left[t]), r = Int(right[t])
            for c in [l, r] {
                precondition(minX[t] <= minX[c] || minX[c] > maxX[c], "box of \(t) does not hold \(c)")
                precondition(maxX[c] <= maxX[t] || minX[c] > maxX[c], "box of \(t) does not hold \(c)")
                precondition(minY[t] <= minY[c] || minY[c] > maxY[c], "box of \(t) does not hold \(c)")
                precondition(maxY[c] <= maxY[t] || minY[c] > maxY[c], "box of \(t) does not hold \(c)")
                precondition(parentOf[c] == Int32(t))
            }
            precondition(front[t] == Swift.min(front[l], front[r]))
        }
    #endif
}

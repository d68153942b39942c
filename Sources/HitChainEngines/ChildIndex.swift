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
    /// Leaf position of each child: `leafTable[node - leafBase]` when the children's nodes are
    /// compact (always for the screen index's keys), else `leafMap[node]`.
    var leafTable: [Int32] = []
    var leafBase: Int32 = 0
    var leafMap: [Int32: Int32] = [:]

    /// Builds over `(child node, extent)` pairs (`init(nodes:boxes:)`).
    ///
    /// - Complexity: O(n log n).
    init(_ entries: [(node: Int32, extent: HCRect?)]) {
        self.init(nodes: entries.map(\.node), boxes: entries.map { Self.box($0.extent) })
    }

    /// Builds over leaves `nodes[i]` boxed by `boxes[i]`: a median split on the axis where the
    /// boxes' centres spread most, with the children sorted once per axis and each split
    /// partitioning both orders stably; boxes are then fitted bottom-up in one pass.
    ///
    /// - Complexity: O(n log n).
    init(nodes: [Int32], boxes: [Box]) {
        let n = boxes.count
        guard n > 0, nodes.count == n else { return }
        // Twice the centre on each axis (0 for unbounded or empty boxes), ties by position.
        let centreX = boxes.map { b in (b.x0 + b.x1).isFinite ? b.x0 + b.x1 : 0 }
        let centreY = boxes.map { b in (b.y0 + b.y1).isFinite ? b.y0 + b.y1 : 0 }
        var orderX = Self.stableOrder(centreX), orderY = Self.stableOrder(centreY)
        var goesLeft = [Bool](repeating: false, count: n)
        var scratch = [Int](repeating: 0, count: n)
        let size = 2 * n - 1
        minX = [Double](repeating: 0, count: size)
        (minY, maxX, maxY) = (minX, minX, minX)
        left = [Int32](repeating: -1, count: size)
        (right, item, front, parentOf) = (left, left, left, left)
        var made: Int32 = 1
        var work: [(tree: Int32, lo: Int, hi: Int)] = [(0, 0, n)]
        while let (tree, lo, hi) = work.popLast() {
            let t = Int(tree)
            if hi - lo == 1 {
                let i = orderX[lo]
                let b = boxes[i]
                (minX[t], minY[t], maxX[t], maxY[t]) = (b.x0, b.y0, b.x1, b.y1)
                item[t] = nodes[i]
                front[t] = nodes[i]
                continue
            }
            let spreadX = centreX[orderX[hi - 1]] - centreX[orderX[lo]]
            let spreadY = centreY[orderY[hi - 1]] - centreY[orderY[lo]]
            let mid = (lo + hi) / 2
            if spreadX >= spreadY {
                for k in lo..<hi { goesLeft[orderX[k]] = k < mid }
                Self.stablePartition(&orderY, lo, hi, goesLeft, &scratch)
            } else {
                for k in lo..<hi { goesLeft[orderY[k]] = k < mid }
                Self.stablePartition(&orderX, lo, hi, goesLeft, &scratch)
            }
            let (l, r) = (made, made + 1)
            made += 2
            (left[t], right[t], parentOf[Int(l)], parentOf[Int(r)]) = (l, r, tree, tree)
            work.append((l, lo, mid))
            work.append((r, mid, hi))
        }
        // Children are made after their parents: one backward pass fits every inner box and
        // sets every `front`.
        for t in stride(from: size - 1, through: 0, by: -1) where item[t] < 0 {
            let l = Int(left[t]), r = Int(right[t])
            var b = Box.empty
            b.formUnion(Box(x0: minX[l], y0: minY[l], x1: maxX[l], y1: maxY[l]))
            b.formUnion(Box(x0: minX[r], y0: minY[r], x1: maxX[r], y1: maxY[r]))
            (minX[t], minY[t], maxX[t], maxY[t]) = (b.x0, b.y0, b.x1, b.y1)
            front[t] = Swift.min(front[l], front[r])
        }
        indexLeaves()
        #if HITCHAIN_CHECKS
            _checkInvariants()
        #endif
    }

    /// The positions of `keys` in ascending order of key, ties by position: a stable radix
    /// sort on the keys' order-preserving bit patterns, byte by byte (a byte that is the same
    /// in every key costs one pass to notice), or a comparison sort for a few keys.
    ///
    /// - Complexity: O(n) for n keys (eight passes at most).
    static func stableOrder(_ keys: [Double]) -> [Int] {
        let n = keys.count
        guard n > 64 else {
            return (0..<n).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        }
        // Negative numbers flip every bit, others only the sign: unsigned order is then the
        // numbers' order. Zero's two signs are one key, as `<` sees them.
        let bits = keys.map { k -> UInt64 in
            let b = (k == 0 ? 0.0 : k).bitPattern
            return b >> 63 == 1 ? ~b : b | (1 << 63)
        }
        var order = Array(0..<n)
        var other = order
        var counts = [Int](repeating: 0, count: 256)
        for shift in stride(from: 0 as UInt64, to: 64, by: 8) {
            for k in counts.indices { counts[k] = 0 }
            for b in bits { counts[Int((b >> shift) & 0xFF)] += 1 }
            if counts.contains(n) { continue }
            var sum = 0
            for k in counts.indices { (counts[k], sum) = (sum, sum + counts[k]) }
            for i in order {
                let digit = Int((bits[i] >> shift) & 0xFF)
                other[counts[digit]] = i
                counts[digit] += 1
            }
            swap(&order, &other)
        }
        return order
    }

    /// Fills the leaf lookup: a table when the children's nodes span at most four times their
    /// number, a dictionary otherwise (a wide parent's children can be far apart in the flat
    /// tree when they have subviews of their own).
    private mutating func indexLeaves() {
        var lowest = Int32.max
        var highest = Int32.min
        for node in item where node >= 0 {
            lowest = Swift.min(lowest, node)
            highest = Swift.max(highest, node)
        }
        let leaves = (item.count + 1) / 2
        if Int(highest) - Int(lowest) < 4 * leaves {
            leafBase = lowest
            leafTable = [Int32](repeating: -1, count: Int(highest - lowest) + 1)
            for t in item.indices where item[t] >= 0 { leafTable[Int(item[t] - lowest)] = Int32(t) }
        } else {
            leafMap.reserveCapacity(leaves)
            for t in item.indices where item[t] >= 0 { leafMap[item[t]] = Int32(t) }
        }
    }

    /// The leaf of a child's node, nil when the node is not a child here.
    func leaf(of node: Int32) -> Int32? {
        if leafTable.isEmpty { return leafMap[node] }
        let k = Int(node) - Int(leafBase)
        guard k >= 0, k < leafTable.count, leafTable[k] >= 0 else { return nil }
        return leafTable[k]
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

    static func box(_ extent: HCRect?) -> Box {
        let anywhere = Box(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
        guard let r = extent else { return anywhere }
        if r.isEmpty { return .empty }
        let b = Box(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY)
        // An extent whose corners are not numbers (an infinite origin plus an infinite size)
        // bounds nothing: it holds every point, and the walk decides.
        return b.x0.isNaN || b.y0.isNaN || b.x1.isNaN || b.y1.isNaN ? anywhere : b
    }

    @inline(__always)
    private func holds(_ t: Int, _ x: Double, _ y: Double) -> Bool {
        minX[t] <= x && x <= maxX[t] && minY[t] <= y && y <= maxY[t]
    }

    /// Whether the box of the child of `node` holds the point (false for a node that is not a
    /// child here).
    @inline(__always)
    func holds(child node: Int32, _ x: Double, _ y: Double) -> Bool {
        guard let t = leaf(of: node) else { return false }
        return holds(Int(t), x, y)
    }

    /// The box of the child of `node`, as it stands (one that holds no point for a node that
    /// is not a child here).
    func box(ofChild node: Int32) -> Box {
        guard let t = leaf(of: node).map(Int.init) else { return .empty }
        return Box(x0: minX[t], y0: minY[t], x1: maxX[t], y1: maxY[t])
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
    mutating func update(_ node: Int32, extent: HCRect?) -> Bool {
        guard let leaf = leaf(of: node) else { return false }
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
        /// child, every child has one leaf (with the InvariantChecks trait: after every build,
        /// and along the path of every update).
        ///
        /// - Complexity: O(n).
        func _checkInvariants() {
            for t in item.indices where item[t] < 0 { _checkNode(t) }
            for t in item.indices where item[t] >= 0 {
                precondition(leaf(of: item[t]) == Int32(t) && front[t] == item[t])
            }
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

package import HitChainGeometry
package import HitChainKit

/// The scene compiled into contiguous arrays, Chromium viz `HitTestQuery` style: every
/// window's views in pre-order with each view's children listed front to back (the order
/// the reference asks them), a subtree end for skipping, and a `NodeGeometry` per view.
/// Optionally, wide parents get a `ChildIndex`.
///
/// It follows the live graph through `GraphObserver`: geometry and flag changes update one
/// entry (and one index leaf) in place; structural changes (subviews, windows) mark it
/// stale, and the next query rebuilds it.
package final class FlatTree: GraphObserver {
    unowned let application: UIApplication
    /// Parents with at least this many children get an index (nil: never).
    let indexThreshold: Int?

    private(set) var views: [UIView] = []
    private(set) var geometry: [NodeGeometry] = []
    /// One past the last node of each subtree.
    private(set) var end: [Int32] = []
    private(set) var parent: [Int32] = []
    /// The window of each node, as a root node index.
    private(set) var windowRoot: [Int32] = []
    /// Window roots, front to back.
    private(set) var roots: [Int32] = []
    /// Each node's index in `indexes`; `-1` for a parent too narrow for one, `unbuilt` for a
    /// wide parent no walk has reached yet: its index is built then (`walk`), so a build costs
    /// the flattening and the screen index, not an index for every wide parent.
    private(set) var indexOf: [Int32] = []
    private(set) var indexes: [ChildIndex] = []
    /// `indexOf`'s mark for a wide parent whose index is not built yet.
    static let unbuilt: Int32 = -2
    private var nodeOf = NodeTable()
    private(set) var isStale = true
    private(set) var rebuilds = 0

    /// The whole screen's index (indexed engines), nil while it is out of date: queries walk
    /// then, and it is rebuilt once the walks since have cost about what a build does (at
    /// once in small scenes).
    var reach: ReachIndex?
    /// Work done by queries, in steps (a view visited, an index node popped, a key of a grid
    /// cell read, a level of a path converted): what the choice between the screen index and
    /// the walk weighs.
    var steps = 0
    /// `steps` when the screen index was last dropped or declined.
    var stepsWithoutReach = 0
    /// Whether the last screen index built answered a sample of points with more work than
    /// the walk (it is then tried again only after much walking).
    var declinedReach = false
    /// Whether a walk reaching a wide parent whose index is not built yet builds it (false
    /// while `buildReach` samples the walk: it then asks that parent's children one by one, as
    /// a walk without the index would, and stops once it outweighs the screen index).
    private var walksBuildIndexes = true
    /// How many screen indexes were built (kept or declined).
    private(set) var reachBuilds = 0
    /// The points a new screen index is tried on: an 8 × 8 grid over the screen.
    static let reachSampleSide = 8
    /// Scenes up to this size rebuild the screen index at the next query after a structural
    /// change; larger ones once the walks since have visited about twice their views beyond it.
    static let eagerReachViews = 256
    /// Subtrees up to this size are re-placed in the screen index when they move; a larger
    /// move (scrolling a long list) drops it.
    static let reachUpdateLimit: Int32 = 64

    // Query scratch space, reused so that a query allocates nothing once warm.
    private var frames: [Frame] = []
    private var heap: [Int32] = []
    var path: [Int32] = []

    struct Frame {
        var node: Int32
        var x: Double
        var y: Double
        var next: Int32
        /// When the node is indexed: its index, and its query's heap, `heap[heapBase...]`
        /// with `heapCount` entries. `index < 0`: walk every child.
        var index: Int32
        var heapBase: Int32
        var heapCount: Int32
    }

    /// Whether index boxes are widened against rounding at their edges (only a mutant turns
    /// it off).
    let widensExtents: Bool
    /// Whether a user's class is walked by the reference, calling its overrides (only a
    /// mutant turns it off, treating it as a plain view).
    let callsUserClasses: Bool

    /// Builds the tree for `application`; with `observing` it follows every graph change
    /// itself (otherwise the owner forwards the changes it wants).
    package init(
        application: UIApplication, indexThreshold: Int?, observing: Bool = true, widensExtents: Bool = true,
        callsUserClasses: Bool = true
    ) {
        self.application = application
        self.indexThreshold = indexThreshold
        self.widensExtents = widensExtents
        self.callsUserClasses = callsUserClasses
        if observing { application.addObserver(self) }
        rebuild()
        if indexThreshold != nil { buildReach() }
    }

    // MARK: Building

    /// - Complexity: O(n log n) with indexes, O(n) without.
    func rebuild() {
        // The layout is filled in locals, moved out of `self` (capacity kept) and back: an
        // append to a class's stored array checks exclusivity at run time, six per view.
        var views = self.views, geometry = self.geometry, end = self.end, parent = self.parent
        var windowRoot = self.windowRoot
        (self.views, self.geometry, self.end, self.parent, self.windowRoot) = ([], [], [], [], [])
        views.removeAll(keepingCapacity: true)
        geometry.removeAll(keepingCapacity: true)
        end.removeAll(keepingCapacity: true)
        parent.removeAll(keepingCapacity: true)
        windowRoot.removeAll(keepingCapacity: true)
        var rootOf: [ObjectIdentifier: Int32] = [:]
        // Parents wide enough for an index, noted as the walk reads their subviews anyway.
        let wideness = indexThreshold ?? Int.max
        var wide: [Int32] = []
        for window in application.windows {
            let root = Int32(views.count)
            rootOf[ObjectIdentifier(window)] = root
            // Pre-order, children front to back: push subviews back to front.
            var stack: [(UIView, Int32)] = [(window, -1)]
            while let (view, p) = stack.popLast() {
                let i = Int32(views.count)
                views.append(view)
                geometry.append(NodeGeometry(view, callsUserClasses: callsUserClasses))
                end.append(0)
                parent.append(p)
                windowRoot.append(root)
                let subviews = view.subviews
                if subviews.count >= wideness { wide.append(i) }
                for s in subviews { stack.append((s, i)) }
            }
        }
        // Subtree ends, from the back: a node's subtree ends where its last descendant's does.
        for i in stride(from: views.count - 1, through: 0, by: -1) {
            if end[i] == 0 { end[i] = Int32(i + 1) }
            let p = Int(parent[i])
            if p >= 0, end[i] > end[p] { end[p] = end[i] }
        }
        (self.views, self.geometry, self.end, self.parent, self.windowRoot) = (views, geometry, end, parent, windowRoot)
        nodeOf = NodeTable(views)
        roots = application.windowsFrontToBack.compactMap { rootOf[ObjectIdentifier($0)] }
        buildIndexes(wide)
        reach = nil
        stepsWithoutReach = steps
        declinedReach = false
        isStale = false
        rebuilds += 1
        #if HITCHAIN_CHECKS
            _checkInvariants()
        #endif
    }

    #if HITCHAIN_CHECKS
        /// The layout mirrors the live graph: pre-order with subtree ends, parents before
        /// their children and holding them, every view found by its node, indexes only on
        /// parents wide enough (with the InvariantChecks trait: after every rebuild).
        ///
        /// - Complexity: O(n).
        func _checkInvariants() {
            let n = views.count
            precondition(geometry.count == n && end.count == n && parent.count == n && indexOf.count == n)
            for i in 0..<n {
                precondition(Int(end[i]) > i && Int(end[i]) <= n, "subtree end of node \(i)")
                precondition(nodeOf[ObjectIdentifier(views[i])] == Int32(i), "node of \(views[i].name)")
                let p = Int(parent[i])
                if p >= 0 {
                    precondition(p < i && end[i] <= end[p], "node \(i) outside its parent's subtree")
                    precondition(views[i].superview === views[p], "node \(i)'s parent is not its superview")
                }
                if indexOf[i] != -1 { precondition(views[i].subviews.count >= (indexThreshold ?? Int.max)) }
            }
        }
    #endif

    /// Marks the `wide` parents' indexes as not built yet (`walk` builds each when it first
    /// reaches the parent).
    private func buildIndexes(_ wide: [Int32]) {
        var indexOf = [Int32](repeating: -1, count: views.count)
        for n in wide { indexOf[Int(n)] = Self.unbuilt }
        self.indexOf = indexOf
        indexes.removeAll(keepingCapacity: true)
    }

    /// Wide parent `n`'s index, built from the layout as it is now (a built index is refitted
    /// as its children change; one built later sees the same extents).
    private func makeIndex(_ n: Int32) -> ChildIndex {
        ChildIndex(children(of: n).map { ($0, extent(of: $0)) })
    }

    /// Child nodes, front to back.
    func children(of n: Int32) -> [Int32] {
        var out: [Int32] = []
        var c = n + 1
        while c < end[Int(n)] {
            out.append(c)
            c = end[Int(c)]
        }
        return out
    }

    func extent(of n: Int32) -> HCRect? {
        let g = geometry[Int(n)]
        if g.flags & NodeGeometry.insideOverSubviews != 0 {
            return g.extent(childFrames: children(of: n).map { geometry[Int($0)].frame }, margin: widensExtents)
        }
        return g.extent(childFrames: [], margin: widensExtents)
    }

    // MARK: Following the graph

    package func graphDidChange(_ change: GraphChange) {
        guard !isStale else { return }
        switch change {
        case .subviews, .windows:
            isStale = true
        case .geometry(let view), .flags(let view):
            guard let n = nodeOf[ObjectIdentifier(view)] else { return }
            geometry[Int(n)] = NodeGeometry(view, callsUserClasses: callsUserClasses)
            refreshIndexEntry(n)
            // "Inside only over subviews" depends on the children's frames.
            let p = parent[Int(n)]
            let overSubviews = p >= 0 && geometry[Int(p)].flags & NodeGeometry.insideOverSubviews != 0
            if reach != nil {
                // The parent's walked box is its subviews' union: re-placed from the parent.
                let moved = overSubviews ? p : n
                if end[Int(moved)] - moved > Self.reachUpdateLimit {
                    reach = nil
                    stepsWithoutReach = steps
                } else {
                    reach?.update(subtree: moved, self)
                }
            }
            if overSubviews { refreshIndexEntry(p) }
        }
    }

    /// Updates a node's box in its parent's index: O(log n), or that one index rebuilt when
    /// the node moves between "nowhere", "anywhere" and a box.
    private func refreshIndexEntry(_ n: Int32) {
        let p = parent[Int(n)]
        guard p >= 0, indexOf[Int(p)] >= 0 else { return }
        let k = Int(indexOf[Int(p)])
        if !indexes[k].update(n, extent: extent(of: n)) {
            indexes[k] = makeIndex(p)
        }
    }

    // MARK: Querying

    /// The hit-test of a screen point: through the screen index when there is one, otherwise
    /// by the walk, mirroring the reference call for call.
    ///
    /// - Complexity: output-sensitive through the screen index (`hitTest(_:_:)`); the views
    ///   visited by the walk.
    package func hitTest(_ screenPoint: HCPoint) -> HitTestResult {
        if isStale { rebuild() }
        if indexThreshold != nil, reach == nil {
            let due = declinedReach ? 16 * views.count : 2 * (views.count - Self.eagerReachViews)
            if steps - stepsWithoutReach >= due { buildReach() }
        }
        // In place (optional chaining on the stored index): no copy of its arrays per query.
        if reach != nil, let answer = reach?.hitTest(screenPoint, in: self) { return answer }
        return walkWindows(screenPoint)
    }

    /// Builds the screen index, and keeps it unless the scene is larger than
    /// `eagerReachViews` and the walk answers a fixed grid of points with less work (a
    /// shallow tree of large overlapping views: the index pops many boxes before the front-most
    /// answer, the walk few views). The walks stop once they outweigh the index, so a deep
    /// chain costs one.
    func buildReach() {
        reachBuilds += 1
        var candidate = ReachIndex(self, widens: widensExtents)
        defer { stepsWithoutReach = steps }
        guard views.count > Self.eagerReachViews else {
            (reach, declinedReach) = (candidate, false)
            return
        }
        let side = Self.reachSampleSide
        let size = application.screen.size
        let points = (0..<side * side).map { k in
            HCPoint(
                x: (Double(k % side) + 0.5) / Double(side) * size.width,
                y: (Double(k / side) + 0.5) / Double(side) * size.height)
        }
        let start = steps
        for p in points { _ = candidate.hitTest(p, in: self) }
        let indexed = steps - start
        // The sample walks build no per-parent index: a wide parent's build would cost more
        // than the whole sample on a wide scene, whose screen index wins anyway.
        walksBuildIndexes = false
        defer { walksBuildIndexes = true }
        for p in points where steps - start - indexed <= indexed { _ = walkWindows(p) }
        let walked = steps - start - indexed
        declinedReach = walked <= indexed
        reach = declinedReach ? nil : candidate
    }

    /// The hit-test of a screen point by walking each window, front to back.
    ///
    /// - Complexity: the views visited; with indexes, about log n per wide parent.
    func walkWindows(_ screenPoint: HCPoint) -> HitTestResult {
        for root in roots {
            let g = geometry[Int(root)]
            // Hidden, non-interactive and transparent windows are skipped outright.
            guard g.flags & NodeGeometry.canReceive != 0 else { continue }
            var x = 0.0, y = 0.0
            guard g.convert(screenPoint.x, screenPoint.y, &x, &y) else { continue }
            let (node, foreign) = walk(root, x, y)
            if node >= 0 {
                // The window of the view hit: its window root.
                let hit = views[Int(node)]
                return HitTestResult(view: hit, window: views[Int(windowRoot[Int(node)])] as? UIWindow)
            }
            if let hit = foreign {
                // A forward answered with a view this tree does not hold.
                return HitTestResult(view: hit, window: hit.window ?? views[Int(root)] as? UIWindow)
            }
        }
        return HitTestResult(view: nil, window: nil)
    }

    /// Answers for the subtree at `start`, the point in its space: the reference's walk, call
    /// for call, as one loop over an explicit stack. Everything it touches is a local (the
    /// scratch buffers are moved out of `self` and back), so the loop makes no allocation once
    /// warm (a wide parent's index is built the first time a walk reaches it), no exclusivity
    /// check and no dynamic call.
    // Over the line limit: the optimized walk is one loop over an explicit stack with every value a local (no
    // allocation, no dynamic call); helpers would cost the calls it exists to avoid.
    func walk(_ start: Int32, _ x0: Double, _ y0: Double, valid: Bool = true) -> (node: Int32, foreign: UIView?) {
        var frames = self.frames
        var heap = self.heap
        self.frames = []
        self.heap = []
        defer {
            frames.removeAll(keepingCapacity: true)
            heap.removeAll(keepingCapacity: true)
            self.frames = frames
            self.heap = heap
        }
        // Locals, so that the loop reads them without exclusivity checks or copies of the
        // index structs.
        let geometry = self.geometry
        let end = self.end
        // Moved out and back like the scratch buffers: a wide parent reached for the first
        // time gets its index here.
        var indexOf = self.indexOf
        var indexes = self.indexes
        let buildsIndexes = walksBuildIndexes
        (self.indexOf, self.indexes) = ([], [])
        defer { (self.indexOf, self.indexes) = (indexOf, indexes) }

        var answer: Int32 = -1
        var foreign: UIView?
        // The node to start next (its point in its own space), if any.
        var next: Int32 = start
        var nx = x0, ny = y0
        var nextValid = valid
        var hasNext = true
        var visited = 0
        defer { steps &+= visited }
        while true {
            if hasNext {
                visited &+= 1
                hasNext = false
                let g = geometry[Int(next)]
                if g.flags & NodeGeometry.slowPath != 0 {
                    // The documented slow path: the reference walks this subtree on the live
                    // objects (a forwarding override converts through screen space).
                    let hit = ReferenceHitTester().hitTest(
                        views[Int(next)], at: nextValid ? HCPoint(x: nx, y: ny) : nil)
                    answer = hit.map { nodeOf[ObjectIdentifier($0)] ?? -2 } ?? -1
                    if answer == -2 { foreign = hit }
                } else if g.flags & NodeGeometry.canReceive == 0 || !nextValid
                    || !pointInside(next, g, nx, ny, geometry, end)
                {
                    answer = -1
                } else if g.flags & NodeGeometry.selfOnly != 0 {
                    answer = next
                } else {
                    var frame = Frame(node: next, x: nx, y: ny, next: next + 1, index: -1, heapBase: 0, heapCount: 0)
                    var k = indexOf[Int(next)]
                    if k == Self.unbuilt, buildsIndexes {
                        k = Int32(indexes.count)
                        indexes.append(makeIndex(next))
                        indexOf[Int(next)] = k
                    }
                    if k >= 0 {
                        frame.index = k
                        frame.heapBase = Int32(heap.count)
                        frame.heapCount = indexes[Int(k)].begin(nx, ny, heap: &heap)
                    }
                    frames.append(frame)
                    answer = -1
                }
                // A child that answered ends its parent's walk.
                if answer != -1 {
                    frames.removeAll(keepingCapacity: true)
                    break
                }
            }
            guard !frames.isEmpty else { break }
            let top = frames.count - 1
            var f = frames[top]
            var child: Int32 = -1
            if f.index >= 0 {
                // The index yields the children whose box holds the point front to back —
                // ascending node order, the reference's order — one at a time, so the walk
                // stops at the first that answers. A child's frames sit above this heap.
                heap.removeLast(heap.count - Int(f.heapBase + f.heapCount))
                child = indexes[Int(f.index)].next(
                    f.x, f.y, heap: &heap, base: Int(f.heapBase), count: &f.heapCount, steps: &visited)
            } else if f.next < end[Int(f.node)] {
                child = f.next
                f.next = end[Int(child)]
            }
            if child >= 0 {
                frames[top] = f
                nextValid = geometry[Int(child)].convert(f.x, f.y, &nx, &ny)
                next = child
                hasNext = true
                continue
            }
            // No child answered: the view itself, unless it passes touches through.
            frames.removeLast()
            if f.index >= 0 { heap.removeLast(heap.count - Int(f.heapBase)) }
            if geometry[Int(f.node)].flags & NodeGeometry.passThrough == 0 {
                answer = f.node
                frames.removeAll(keepingCapacity: true)
                break
            }
        }
        if answer == -2 { return (-1, foreign) }
        return (answer, nil)
    }

    @inline(__always)
    func pointInside(
        _ n: Int32, _ g: NodeGeometry, _ x: Double, _ y: Double, _ geometry: [NodeGeometry], _ end: [Int32]
    ) -> Bool {
        if g.flags & NodeGeometry.insideNever != 0 { return false }
        if g.flags & NodeGeometry.insideOverSubviews != 0 {
            var c = n + 1
            let e = end[Int(n)]
            let p = HCPoint(x: x, y: y)
            while c < e {
                if geometry[Int(c)].frame.contains(p) { return true }
                c = end[Int(c)]
            }
            return false
        }
        return g.inside.contains(HCPoint(x: x, y: y))
    }
}

import HitChainGeometry

/// The whole screen's index: for every view reached through translations and axis-aligned
/// scales only, the screen rectangle where a point passes its own `point(inside:)` and every
/// ancestor's (a point outside an ancestor is never passed down), in one bounding-volume
/// hierarchy searched front to back. The reference's answer is the first view, in the walk's
/// post-order with subviews front to back, whose rectangle holds the point and that does not
/// pass touches through — so a query costs O(log n + k) for k rectangles popped before the
/// answer, whatever the scene's depth or width.
///
/// A view the index cannot describe by a rectangle (a rotation, an override whose area is not
/// a rectangle, a forward, a user's class) is one entry for its whole subtree, boxed by its
/// conservative extent clipped by its ancestors' rectangle and keyed by its subtree's
/// front-most post-order key: when it comes up, the walk answers for that subtree. Hidden,
/// transparent, non-interactive and singular views, and the subviews of views that answer
/// for themselves, have no entry (their keys' leaves are empty, so any change is a refit).
///
/// Exactness: rectangles are computed in screen space once, not operation for operation as
/// the walk converts a point, so each carries a rounding margin bounded by its depth and the
/// magnitudes on its path. A point well inside (inside the rectangle shrunk by the margin) is
/// certain; a point in the thin band around an edge is confirmed by converting it down the
/// view's path with the walk's own arithmetic.
///
/// In front of the hierarchy, `ReachGrid` lists the keys by grid cell, so that a point inside
/// it reads a few keys of one cell instead of popping overlapping boxes.
struct ReachIndex {
    /// Per flat-tree node: where its subtree stands, and its place in screen space.
    struct Node {
        /// The gate rectangle: the screen points passing this view's and its ancestors' tests.
        var x0 = -Double.infinity, y0 = -Double.infinity, x1 = Double.infinity, y1 = Double.infinity
        /// Local coordinates as `a * screen + c`, per axis.
        var ax = 1.0, cx = 0.0, ay = 1.0, cy = 0.0
        /// The magnitudes of the placements on the path, summed level by level, in screen units
        /// (with the depth, the rounding bound's scale).
        var magnitude = 0.0
        var depth: Int32 = 0
        var state = State.open
    }

    enum State: UInt8 {
        /// Its subviews can be reached and are described by rectangles.
        case open
        /// Nothing below it can answer (or it is walked as a whole by an ancestor's entry).
        case closed
    }

    /// What an entry stands for.
    enum Kind: UInt8 {
        case none
        /// The view itself, answering when the point passes its rectangle.
        case view
        /// The view's whole subtree, answered by the walk.
        case walked
    }

    var nodes: [Node] = []
    /// Per node: its own post-order key (windows front to back share one key range), -1 in
    /// windows that are not on the screen. Every key has a leaf, empty while it stands for
    /// nothing, so that any change of a view's entry is a refit.
    var ownKey: [Int32] = []
    /// Per key: the node, and what it stands for.
    var nodeOfKey: [Int32] = []
    var kindOfKey: [Kind] = []
    /// Per key: the rectangle inside which the answer is certain (`view` entries; one with no
    /// area for the others).
    var certain: [HCRect] = []
    /// Per key: its box (empty while the key stands for nothing), what the grid and the
    /// hierarchy are built from.
    var boxes: [ChildIndex.Box] = []
    /// The hierarchy over `boxes`, built when the grid declines or a query first needs it (a
    /// point outside the grid, or after a refit dropped the grid), then refitted in place: a
    /// scene answered from its grid never pays for it.
    var bvh: ChildIndex?
    /// The keys by grid cell, while no entry has moved since it was built: a refit drops it,
    /// and it is built again once the hierarchy's queries since have done about a build's work.
    var grid: ReachGrid?
    /// Whether the boxes fill too many cells for a grid (it is then not tried again).
    var gridDeclined = false
    /// The hierarchy's steps since the grid was dropped.
    var stepsWithoutGrid = 0
    /// The query's heap, kept so that a query allocates nothing once warm.
    var heap: [Int32] = []
    /// Whether rectangles are widened and narrowed by their rounding margin (only a mutant
    /// turns it off).
    let widens: Bool

    /// Relative rounding bound per level: about 4 500 times the double's epsilon, far above the
    /// few roundings per level a conversion makes.
    static let relativeError = 1e-12

    /// Builds over the flat tree's layout.
    ///
    /// - Complexity: O(n log n).
    init(_ tree: FlatTree, widens: Bool = true) {
        self.widens = widens
        let n = tree.views.count
        nodes = [Node](repeating: Node(), count: n)
        ownKey = Self.ownKeys(tree)
        let keys = ownKey.reduce(0) { $1 >= 0 ? $0 + 1 : $0 }
        nodeOfKey = [Int32](repeating: -1, count: keys)
        kindOfKey = [Kind](repeating: .none, count: keys)
        certain = [HCRect](repeating: .zero, count: keys)
        boxes = [ChildIndex.Box](repeating: .empty, count: keys)
        for i in 0..<n {
            let (node, entry) = place(Int32(i), tree)
            nodes[i] = node
            if let e = entry {
                nodeOfKey[Int(e.key)] = Int32(i)
                kindOfKey[Int(e.key)] = e.kind
                certain[Int(e.key)] = e.certain
                boxes[Int(e.key)] = ChildIndex.box(e.box)
            }
        }
        buildGrid()
        if grid == nil { buildHierarchy() }
    }

    /// Builds the hierarchy over the keys' boxes as they stand.
    ///
    /// - Complexity: O(n log n).
    mutating func buildHierarchy() {
        bvh = ChildIndex(nodes: Array(0..<Int32(boxes.count)), boxes: boxes)
    }

    /// Builds the grid over the current boxes (declined when they fill too many cells).
    ///
    /// - Complexity: O(n + e) for the cells e the boxes reach (`ReachGrid.init`).
    mutating func buildGrid() {
        // A key that is not a view's has a certain rectangle with no area (`set`), which
        // covers no cell.
        grid = ReachGrid(boxes: boxes, certain: certain)
        gridDeclined = grid == nil
        stepsWithoutGrid = 0
    }

    /// Counts the hierarchy's steps while the grid is dropped, and builds it again once they
    /// reach 64 per key: a build costs a few dozen steps' work per key, so rebuilding adds at
    /// most about half a step's work to each step taken without it.
    mutating func noteStepsWithoutGrid(_ steps: Int) {
        guard grid == nil, !gridDeclined else { return }
        stepsWithoutGrid &+= steps
        if stepsWithoutGrid >= 64 * nodeOfKey.count { buildGrid() }
    }

    /// Re-places the subtree at `n` after its geometry or flags changed: each key's leaf
    /// refitted in place (a view's entry may appear, go, or turn into a walked one).
    ///
    /// - Complexity: O(k log n) for the subtree's k views.
    mutating func update(subtree n: Int32, _ tree: FlatTree) {
        if grid != nil { (grid, stepsWithoutGrid) = (nil, 0) }
        let p = tree.parent[Int(n)]
        // Under a walked or closed view nothing has an entry, before or after.
        if p >= 0, nodes[Int(p)].state != .open { return }
        // A walked view's entry takes the key of its front-most descendant, who comes later.
        var claimed: Int32 = -1
        for i in n..<tree.end[Int(n)] {
            let (node, entry) = place(i, tree)
            nodes[Int(i)] = node
            let own = ownKey[Int(i)]
            if let e = entry {
                if e.key != own { set(own, .none, node: -1, box: .zero, certain: .zero) }
                set(e.key, e.kind, node: i, box: e.box, certain: e.certain)
                if e.kind == .walked { claimed = e.key }
            } else if own >= 0, own != claimed {
                set(own, .none, node: -1, box: .zero, certain: .zero)
            }
        }
    }

    private mutating func set(_ key: Int32, _ kind: Kind, node: Int32, box: HCRect?, certain rect: HCRect) {
        nodeOfKey[Int(key)] = node
        kindOfKey[Int(key)] = kind
        certain[Int(key)] = rect
        boxes[Int(key)] = ChildIndex.box(box)
        _ = bvh?.update(key, extent: box)
    }

    /// Every node's own key: its post-order rank with subviews front to back, offset by the
    /// on-screen windows in front of its own (-1 for windows not on the screen).
    static func ownKeys(_ tree: FlatTree) -> [Int32] {
        var keys = [Int32](repeating: -1, count: tree.views.count)
        var offset: Int32 = 0
        for root in tree.roots {
            let end = tree.end[Int(root)]
            var depth: [Int32] = []
            for i in root..<end {
                // Depth below the window root, from the parent's (parents come first).
                let d: Int32 = i == root ? 0 : depth[Int(tree.parent[Int(i)] - root)] + 1
                depth.append(d)
                keys[Int(i)] = offset + (i - root) - d + (tree.end[Int(i)] - i - 1)
            }
            offset += end - root
        }
        return keys
    }

    /// An entry: its key, what it stands for, its box and its certain rectangle.
    struct Entry {
        var key: Int32
        var kind: Kind
        var box: HCRect?
        var certain: HCRect
    }

    /// Places node `i` from its parent's place (already computed: parents come first in
    /// pre-order), and the entry it gets, if any.
    func place(_ i: Int32, _ tree: FlatTree) -> (Node, Entry?) {
        let p = tree.parent[Int(i)]
        var node = Node()
        node.state = .closed
        let up = p >= 0 ? nodes[Int(p)] : Node()
        let own = ownKey[Int(i)]
        guard up.state == .open, own >= 0 else { return (node, nil) }
        node.depth = up.depth + 1
        let g = tree.geometry[Int(i)]
        let c = g.conversion
        // A subtree holds the keys `first...own`.
        let first = own - (tree.end[Int(i)] - i - 1)
        // A window that cannot receive is skipped before its overrides are asked; under a
        // window, a forward or a user's class is asked before any flag: the walk answers.
        if p < 0, g.flags & NodeGeometry.canReceive == 0 { return (node, nil) }
        if g.flags & NodeGeometry.slowPath != 0 {
            return (node, Entry(key: first, kind: .walked, box: gateBox(up), certain: .zero))
        }
        if g.flags & NodeGeometry.canReceive == 0 || g.flags & NodeGeometry.insideNever != 0 || c.kind == .singular {
            return (node, nil)
        }
        if g.flags & NodeGeometry.insideOverSubviews != 0 || !positioned(&node, up, c) {
            // The walk answers for this subtree when its turn comes, inside its extent.
            node.state = .closed
            return (node, Entry(key: first, kind: .walked, box: walkedBox(up, tree.extent(of: i)), certain: .zero))
        }
        // The gate: the inside rectangle in screen space, clipped by the ancestors'.
        let r = g.inside.standardized
        var sx0 = (r.minX - node.cx) / node.ax, sx1 = (r.minX + r.size.width - node.cx) / node.ax
        var sy0 = (r.minY - node.cy) / node.ay, sy1 = (r.minY + r.size.height - node.cy) / node.ay
        if sx0 > sx1 { swap(&sx0, &sx1) }
        if sy0 > sy1 { swap(&sy0, &sy1) }
        guard sx0.isFinite, sx1.isFinite, sy0.isFinite, sy1.isFinite else {
            node.state = .closed
            return (node, Entry(key: first, kind: .walked, box: gateBox(up), certain: .zero))
        }
        node.x0 = max(up.x0, sx0)
        node.y0 = max(up.y0, sy0)
        node.x1 = min(up.x1, sx1)
        node.y1 = min(up.y1, sy1)
        guard let m = margin(node) else {
            node.state = .closed
            return (node, Entry(key: first, kind: .walked, box: gateBox(up), certain: .zero))
        }
        // A gate no point can pass, even with the margin: nothing here can answer.
        guard node.x0 <= node.x1 + 2 * m, node.y0 <= node.y1 + 2 * m else { return (node, nil) }
        node.state = g.flags & NodeGeometry.selfOnly != 0 ? .closed : .open
        guard g.flags & NodeGeometry.passThrough == 0 else { return (node, nil) }
        let exact = HCRect(x: node.x0, y: node.y0, width: node.x1 - node.x0, height: node.y1 - node.y0)
        return (node, Entry(key: own, kind: .view, box: widened(exact, m), certain: widened(exact, -m)))
    }

    /// Takes the parent's map through conversion `c`: false when the conversion is not a
    /// translation or an axis-aligned scale with moderate numbers (the walk answers then).
    private func positioned(_ node: inout Node, _ up: Node, _ c: SuperviewConversion) -> Bool {
        guard let m = c.axisAligned else { return false }
        node.ax = m.sx * up.ax
        node.ay = m.sy * up.ay
        node.cx = m.sx * up.cx + m.ox
        node.cy = m.sy * up.cy + m.oy
        let scale = min(abs(node.ax), abs(node.ay), abs(up.ax), abs(up.ay))
        // This level's roundings, in screen units: the placement's numbers and the map's offset.
        node.magnitude = up.magnitude + (c.termMagnitude + abs(node.cx) + abs(node.cy)) / scale
        return node.magnitude.isFinite && scale > 1e-30 && max(abs(node.ax), abs(node.ay)) < 1e30
    }

    /// The rounding margin of a node's gate rectangle, in screen units: every rounding on the
    /// path is bounded by the magnitudes it involves — those of the placement (`magnitude`,
    /// summed level by level) and the point's own, at most the rectangle's, once per level.
    /// Nil for the whole plane, and when the bound itself overflows.
    func margin(_ node: Node) -> Double? {
        let point = max(abs(node.x0), abs(node.x1), abs(node.y0), abs(node.y1))
        guard point.isFinite else { return nil }
        guard widens else { return 0 }
        // Magnitudes near the double's limit overflow the bound: no margin can be trusted then.
        let m = Self.relativeError * (node.magnitude + Double(node.depth + 2) * (point + 1))
        return m.isFinite ? m : nil
    }

    /// The box of a walked entry under `up` whose conservative extent in `up`'s space is
    /// `extent`: the extent in screen space, clipped by `up`'s gate, widened (nil: anywhere).
    func walkedBox(_ up: Node, _ extent: HCRect?) -> HCRect? {
        guard let e = extent, e.isFinite else { return gateBox(up) }
        if e.isEmpty { return .zero }
        var x0 = (e.minX - up.cx) / up.ax, x1 = (e.maxX - up.cx) / up.ax
        var y0 = (e.minY - up.cy) / up.ay, y1 = (e.maxY - up.cy) / up.ay
        if x0 > x1 { swap(&x0, &x1) }
        if y0 > y1 { swap(&y0, &y1) }
        var clipped = up
        clipped.x0 = max(up.x0, x0)
        clipped.y0 = max(up.y0, y0)
        clipped.x1 = min(up.x1, x1)
        clipped.y1 = min(up.y1, y1)
        clipped.magnitude += max(abs(x0), abs(x1), abs(y0), abs(y1))
        guard let m = margin(clipped) else { return gateBox(up) }
        guard clipped.x0 <= clipped.x1 + 2 * m, clipped.y0 <= clipped.y1 + 2 * m else { return .zero }
        let r = HCRect(x: clipped.x0, y: clipped.y0, width: clipped.x1 - clipped.x0, height: clipped.y1 - clipped.y0)
        return widened(r, m)
    }

    /// The box of a walked entry under `up`: its gate, widened (nil: anywhere).
    func gateBox(_ up: Node) -> HCRect? {
        guard let m = margin(up) else { return nil }
        return widened(HCRect(x: up.x0, y: up.y0, width: up.x1 - up.x0, height: up.y1 - up.y0), m)
    }

    /// `r` grown by `m` on every side (shrunk for a negative `m`; empty when nothing is left).
    func widened(_ r: HCRect, _ m: Double) -> HCRect {
        let w = r.size.width + 2 * m, h = r.size.height + 2 * m
        guard w >= 0, h >= 0 else { return HCRect(x: r.minX, y: r.minY, width: 0, height: 0) }
        return HCRect(x: r.origin.x - m, y: r.origin.y - m, width: w, height: h)
    }

    /// Whether the box of `key` holds the point (what the hierarchy would test).
    @inline(__always)
    func holds(_ key: Int, _ x: Double, _ y: Double) -> Bool {
        let b = boxes[key]
        return b.x0 <= x && x <= b.x1 && b.y0 <= y && y <= b.y1
    }

    /// Whether the point is inside the certain rectangle of `key`.
    @inline(__always)
    func isCertain(_ key: Int, _ x: Double, _ y: Double) -> Bool {
        let r = certain[key]
        return r.origin.x < x && x < r.origin.x + r.size.width && r.origin.y < y && y < r.origin.y + r.size.height
    }
}

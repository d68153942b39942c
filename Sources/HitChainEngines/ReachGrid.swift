import HitChainGeometry

/// A uniform grid over the screen index's boxes: for each cell, the keys whose box reaches
/// into it, front to back. A point's cell lists the only entries that can hold it, in the
/// order the screen index asks them, so a query reads a few keys of one list instead of
/// popping the hierarchy's overlapping boxes (a canvas of overlapping views holds a point in
/// dozens of boxes, and the hierarchy pops many inner boxes before the front-most answer).
///
/// A cell's list stops at the first view whose certain rectangle covers the whole cell: every
/// point of the cell is answered there or before. Points outside the grid, and scenes whose
/// boxes would fill too many cells (large overlapping boxes), are left to the hierarchy.
struct ReachGrid {
    /// The grid's span (the finite boxes'), its cell size, and its cells (`columns × rows`,
    /// row by row).
    let x0: Double, y0: Double, x1: Double, y1: Double, cellWidth: Double, cellHeight: Double
    let columns: Int, rows: Int
    /// The keys of cell `c` are `keys[start[c]..<start[c + 1]]`, ascending.
    private(set) var start: [Int32] = []
    private(set) var keys: [Int32] = []

    /// Cells per key, on average, that a grid may hold before it is not worth building.
    static let entriesPerKey = 16

    /// Builds over each key's box (`ChildIndex.Box`; keys in order) and its certain rectangle
    /// (one with no area, which covers no cell, for a key that is not a view). Nil when there
    /// are too few keys, the boxes have no finite area to grid, or the lists would hold more
    /// than `entriesPerKey` entries per key.
    ///
    /// - Complexity: O(n + e) for n keys and e cells their boxes reach, stopping once e passes
    ///   the budget.
    init?(boxes: [ChildIndex.Box], certain: [HCRect]) {
        let n = boxes.count
        guard n >= 16, certain.count == n else { return nil }
        guard let (gx0, gy0, gx1, gy1, columns, rows) = Self.dimensions(boxes) else { return nil }
        (x0, y0, x1, y1, self.columns, self.rows) = (gx0, gy0, gx1, gy1, columns, rows)
        (cellWidth, cellHeight) = ((gx1 - gx0) / Double(columns), (gy1 - gy0) / Double(rows))
        guard cellWidth > 0, cellHeight > 0, cellWidth.isFinite, cellHeight.isFinite else { return nil }
        guard let (cellOf, keyOf) = entries(boxes, certain) else { return nil }
        // Counting sort by cell, stable: keys stay ascending within a cell.
        var start = [Int32](repeating: 0, count: columns * rows + 1)
        for c in cellOf { start[Int(c) + 1] += 1 }
        for c in 0..<columns * rows { start[c + 1] += start[c] }
        var fill = start
        var keys = [Int32](repeating: 0, count: keyOf.count)
        for (c, key) in zip(cellOf, keyOf) {
            keys[Int(fill[Int(c)])] = key
            fill[Int(c)] += 1
        }
        (self.start, self.keys) = (start, keys)
    }

    /// The grid's entries as (cell, key) pairs in key order, front to back: each key enters the
    /// open cells its box reaches, and a view whose certain rectangle covers a cell closes it
    /// (it holds every point that falls in the cell, with a cell's width to spare on each side
    /// for the rounding of `column(_:)` and `row(_:)`; strict, as `ReachIndex.isCertain` is).
    /// Nil when they pass the budget.
    ///
    /// - Complexity: O(n + e) for n keys and the e cells their boxes reach.
    private func entries(_ boxes: [ChildIndex.Box], _ certain: [HCRect]) -> ([Int32], [Int32])? {
        let n = boxes.count
        let budget = Self.entriesPerKey * n
        var closed = [Bool](repeating: false, count: columns * rows)
        var cellOf: [Int32] = [], keyOf: [Int32] = []
        cellOf.reserveCapacity(4 * n)
        keyOf.reserveCapacity(4 * n)
        var visited = 0
        for key in 0..<n {
            let b = boxes[key]
            guard b.x0 <= b.x1, b.y0 <= b.y1, b.x1 >= x0, b.y1 >= y0, b.x0 <= x1, b.y0 <= y1 else { continue }
            let (c0, c1) = (column(Swift.max(b.x0, x0)), column(Swift.min(b.x1, x1)))
            let (r0, r1) = (row(Swift.max(b.y0, y0)), row(Swift.min(b.y1, y1)))
            visited += (c1 - c0 + 1) * (r1 - r0 + 1)
            guard visited <= 4 * budget else { return nil }
            let rect = certain[key]
            let (rx0, ry0) = (rect.origin.x, rect.origin.y)
            let (rx1, ry1) = (rx0 + rect.size.width, ry0 + rect.size.height)
            for r in r0...r1 {
                // Whether the rectangle covers the cell, one axis at a time.
                let rowCovered = ry0 < y0 + Double(r - 1) * cellHeight && y0 + Double(r + 2) * cellHeight < ry1
                for c in c0...c1 {
                    let cell = r * columns + c
                    guard !closed[cell] else { continue }
                    cellOf.append(Int32(cell))
                    keyOf.append(Int32(key))
                    if rowCovered, rx0 < x0 + Double(c - 1) * cellWidth, x0 + Double(c + 2) * cellWidth < rx1 {
                        closed[cell] = true
                    }
                }
            }
            guard cellOf.count <= budget else { return nil }
        }
        return (cellOf, keyOf)
    }

    /// The grid's span (the finite boxes'; unbounded ones reach every cell) and its columns
    /// and rows: shaped like the span, as many cells as keys over the boxes' mean depth (how
    /// many boxes hold an average point) with room for four, so that each box reaches a few.
    private static func dimensions(
        _ boxes: [ChildIndex.Box]
    ) -> (x0: Double, y0: Double, x1: Double, y1: Double, columns: Int, rows: Int)? {
        var (gx0, gy0, gx1, gy1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for b in boxes where b.x0 <= b.x1 && b.y0 <= b.y1 {
            if b.x0.isFinite { gx0 = min(gx0, b.x0) }
            if b.y0.isFinite { gy0 = min(gy0, b.y0) }
            if b.x1.isFinite { gx1 = max(gx1, b.x1) }
            if b.y1.isFinite { gy1 = max(gy1, b.y1) }
        }
        let width = gx1 - gx0, height = gy1 - gy0
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        var area = 0.0
        for b in boxes where b.x0 <= b.x1 && b.y0 <= b.y1 {
            area += max(0, min(b.x1, gx1) - max(b.x0, gx0)) * max(0, min(b.y1, gy1) - max(b.y0, gy0))
        }
        let depth = area / (width * height)
        guard depth.isFinite else { return nil }
        let cells = max(1, 4 * Double(boxes.count) / (1 + depth))
        let columns = Int(min(max((cells * width / height).squareRoot().rounded(), 1), 2048))
        let rows = Int(min(max((cells / Double(columns)).rounded(), 1), 2048))
        return (gx0, gy0, gx1, gy1, columns, rows)
    }

    /// The column of screen x (which must be inside the grid's span): the same rounded
    /// arithmetic for boxes and points, which keeps it monotone, so a point of a box falls in
    /// one of the box's columns.
    @inline(__always)
    func column(_ x: Double) -> Int { min(Int((x - x0) / cellWidth), columns - 1) }

    @inline(__always)
    func row(_ y: Double) -> Int { min(Int((y - y0) / cellHeight), rows - 1) }

    /// The range of `keys` listing the entries that can hold the point, front to back; nil
    /// when the point is outside the grid (NaN included), where the hierarchy answers.
    ///
    /// - Complexity: O(1).
    func cell(_ x: Double, _ y: Double) -> Range<Int>? {
        // Within the span the boxes were placed in (its far edge, not the last cell's, which
        // rounding can put a few ulps beyond it).
        guard x >= x0, y >= y0, x <= x1, y <= y1 else { return nil }
        let c = row(y) * columns + column(x)
        return Int(start[c])..<Int(start[c + 1])
    }
}

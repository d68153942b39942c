import HitChain

/// Where every touch on the screen goes: the windows' area cut into cells, each cell's
/// centre hit-tested, and each cell owned by the view it hits. From it, each view's
/// reachable area, and its dead zone: cells inside the view's bounds whose touches go to a
/// view outside its subtree.
///
/// Cells are hit-tested with `IndexedEngine`, which answers as the reference walk does for
/// every scene (the fuzzer checks it; the explorer's tests compare cells with the walk).
struct HitMap {
    /// The top-left corner of the mapped area, on the screen.
    let origin: HCPoint
    /// A cell's side, in points.
    let cell: Double
    let columns: Int
    let rows: Int
    /// The id of the view each cell's centre hits, row by row; -1 for none.
    let owners: [Int32]
    let index: ViewIndex
    /// At most this many cells, whatever the screen (a cell is a multiple of ¼ point).
    static let maxCells = 60_000
    /// At most this many cell checks for the dead zones drawn with the map.
    static let maxDeadZoneWork = 4_000_000

    /// The map without the views it names: made on a thread of its own with a live graph of its
    /// own, and bound to the explorer's index (the same scene numbers its views alike).
    var grid: HitMapGrid { HitMapGrid(origin: origin, cell: cell, columns: columns, rows: rows, owners: owners) }

    init(grid: HitMapGrid, index: ViewIndex) {
        origin = grid.origin
        cell = grid.cell
        columns = grid.columns
        rows = grid.rows
        owners = grid.owners
        self.index = index
    }

    /// - Complexity: `maxCells` hit-tests, then O(n) in the views.
    init(application: UIApplication, index: ViewIndex, progress: LoadProgress? = nil) {
        self.index = index
        var lo = HCPoint(x: Double.infinity, y: Double.infinity), hi = HCPoint(x: -Double.infinity, y: -Double.infinity)
        for root in index.roots {
            for c in index.screenCorners(of: root) where c.x.isFinite && c.y.isFinite {
                lo = HCPoint(x: min(lo.x, c.x), y: min(lo.y, c.y))
                hi = HCPoint(x: max(hi.x, c.x), y: max(hi.y, c.y))
            }
        }
        if lo.x > hi.x {
            lo = .zero
            hi = HCPoint(x: application.hitChain.screen.size.width, y: application.hitChain.screen.size.height)
        }
        // An absurd window is mapped from its corner, at most 100 000 points each way.
        let width = min(max(hi.x - lo.x, 1), 100_000), height = min(max(hi.y - lo.y, 1), 100_000)
        var side = (max((width * height / Double(Self.maxCells)).squareRoot(), 0.25) * 4).rounded(.up) / 4
        // Rounding the cells' count up can pass the limit: grow the cells until it holds.
        while (width / side).rounded(.up) * (height / side).rounded(.up) > Double(Self.maxCells) { side += 0.25 }
        cell = side
        columns = max(Int((width / cell).rounded(.up)), 1)
        rows = max(Int((height / cell).rounded(.up)), 1)
        origin = lo
        progress?.begin("indexing the views for the hit map")
        let engine = IndexedEngine(application: application)
        var owners: [Int32] = []
        owners.reserveCapacity(columns * rows)
        progress?.begin("hit-testing the map's cells", unit: "cells", total: columns * rows)
        for row in 0..<rows {
            progress?.set(done: row * columns)
            for column in 0..<columns {
                let p = HCPoint(x: lo.x + (Double(column) + 0.5) * cell, y: lo.y + (Double(row) + 0.5) * cell)
                let hit = engine.hitTest(application, screenPoint: p).view
                owners.append(Int32(hit.flatMap(index.id(of:)) ?? -1))
            }
        }
        self.owners = owners
    }

    /// The cell a screen point falls in, if it is on the map.
    func cellCentre(column: Int, row: Int) -> HCPoint {
        HCPoint(x: origin.x + (Double(column) + 0.5) * cell, y: origin.y + (Double(row) + 0.5) * cell)
    }

    /// A view's cells in its bounds, and those of them whose touches go elsewhere, as runs
    /// `[row, first column, count]`. Nil for a view that covers no cell centre. Whether a cell
    /// is in the bounds is read through the view's `ScreenMap` (O(1), for a picture of where
    /// touches go, not a hit-test: the cells' owners come from the engine).
    ///
    /// - Complexity: O(cells in the box around the view's outline).
    func deadZone(of id: Int) -> (frameCells: Int, runs: [[Int]], dead: Int)? {
        guard let v = index.view(id), let (c0, c1, r0, r1) = box(of: id) else { return nil }
        let map = index.maps[id]
        let bounds = v.hitChain.geometry.bounds
        var frameCells = 0, dead = 0
        var runs: [[Int]] = []
        for row in r0...r1 {
            var start = -1
            for column in c0...(c1 + 1) {
                var isDead = false
                if column <= c1, let local = map.local(cellCentre(column: column, row: row)),
                    bounds.contains(local)
                {
                    frameCells += 1
                    let owner = Int(owners[row * columns + column])
                    isDead = owner < 0 || !index.isInSubtree(owner, of: id)
                }
                if isDead {
                    dead += 1
                    if start < 0 { start = column }
                } else if start >= 0 {
                    runs.append([row, start, column - start])
                    start = -1
                }
            }
        }
        return frameCells == 0 ? nil : (frameCells, runs, dead)
    }

    /// The cells whose centres lie in the box around a view's outline on the screen: first and
    /// last column, first and last row; nil when none does. Coordinates are clamped to the
    /// map before they become whole numbers (a view 10²⁷ points away is simply off the map).
    ///
    /// - Complexity: O(1).
    func box(of id: Int) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
        let corners = index.screenCorners(of: id)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        func cellIndex(_ v: Double, from o: Double, count: Int, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(max(((v - o) / cell - 0.5).rounded(rule), -1), Double(count)))
        }
        let c0 = max(cellIndex(corners.map(\.x).min() ?? 0, from: origin.x, count: columns, .up), 0)
        let c1 = min(cellIndex(corners.map(\.x).max() ?? 0, from: origin.x, count: columns, .down), columns - 1)
        let r0 = max(cellIndex(corners.map(\.y).min() ?? 0, from: origin.y, count: rows, .up), 0)
        let r1 = min(cellIndex(corners.map(\.y).max() ?? 0, from: origin.y, count: rows, .down), rows - 1)
        return c0 <= c1 && r0 <= r1 ? (c0, c1, r0, r1) : nil
    }

    /// How many cells `deadZone(of:)` looks at for a view: its box's.
    func work(of id: Int) -> Int {
        box(of: id).map { ($0.c1 - $0.c0 + 1) * ($0.r1 - $0.r0 + 1) } ?? 0
    }

    /// Views a user expects to be touched: controls, views with recognizers or touch
    /// handlers, and the user's own classes.
    static func isInteractive(_ v: UIView) -> Bool {
        v.hitChain.isControl || !v.gestureRecognizers.isEmpty || v.hitChain.touchHandling(.began) != nil
            || v.hitChain.isUserClass
    }
}

/// `HitMap` without its views: where the map is and which view id owns each cell.
struct HitMapGrid: Sendable {
    let origin: HCPoint
    let cell: Double
    let columns: Int
    let rows: Int
    let owners: [Int32]
}

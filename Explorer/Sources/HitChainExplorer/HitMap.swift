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
    let origin: Point
    /// A cell's side, in points.
    let cell: Double
    let columns: Int
    let rows: Int
    /// The id of the view each cell's centre hits, row by row; -1 for none.
    let owners: [Int32]
    let index: ViewIndex
    /// At most this many cells, whatever the screen.
    static let maxCells = 60_000
    /// At most this many cell checks for the dead zones drawn with the map.
    static let maxDeadZoneWork = 4_000_000

    /// - Complexity: `maxCells` hit-tests, then O(n) in the views.
    init(application: Application, index: ViewIndex) {
        self.index = index
        var lo = Point(x: Double.infinity, y: Double.infinity), hi = Point(x: -Double.infinity, y: -Double.infinity)
        for root in index.roots {
            for c in index.screenCorners(of: root) where c.x.isFinite && c.y.isFinite {
                lo = Point(x: min(lo.x, c.x), y: min(lo.y, c.y))
                hi = Point(x: max(hi.x, c.x), y: max(hi.y, c.y))
            }
        }
        if lo.x > hi.x {
            lo = .zero
            hi = Point(x: application.screen.size.width, y: application.screen.size.height)
        }
        // An absurd window is mapped to the screen's size around its corner.
        let width = min(max(hi.x - lo.x, 1), 100_000), height = min(max(hi.y - lo.y, 1), 100_000)
        let side = max((width * height / Double(Self.maxCells)).squareRoot(), 0.25)
        cell = (side * 4).rounded(.up) / 4
        columns = max(Int((width / cell).rounded(.up)), 1)
        rows = max(Int((height / cell).rounded(.up)), 1)
        origin = lo
        let engine = IndexedEngine(application: application)
        var owners: [Int32] = []
        owners.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let p = Point(x: lo.x + (Double(column) + 0.5) * cell, y: lo.y + (Double(row) + 0.5) * cell)
                let hit = engine.hitTest(application, screenPoint: p).view
                owners.append(Int32(hit.flatMap(index.id(of:)) ?? -1))
            }
        }
        self.owners = owners
    }

    /// The cell a screen point falls in, if it is on the map.
    func cellCentre(column: Int, row: Int) -> Point {
        Point(x: origin.x + (Double(column) + 0.5) * cell, y: origin.y + (Double(row) + 0.5) * cell)
    }

    /// A view's cells in its bounds, and those of them whose touches go elsewhere, as runs
    /// `[row, first column, count]`. Nil for a view that covers no cell centre. Whether a cell
    /// is in the bounds is read through the view's `ScreenMap` (O(1), for a picture of where
    /// touches go, not a hit-test: the cells' owners come from the engine).
    ///
    /// - Complexity: O(cells under the view's outline), at most `limit`.
    func deadZone(of id: Int, limit: Int = Int.max) -> (frameCells: Int, runs: [[Int]], dead: Int)? {
        guard let v = index.view(id) else { return nil }
        let map = index.maps[id]
        let corners = index.screenCorners(of: id)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let minX = corners.map(\.x).min() ?? 0, maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0, maxY = corners.map(\.y).max() ?? 0
        let c0 = max(Int(((minX - origin.x) / cell - 0.5).rounded(.up)), 0)
        let c1 = min(Int(((maxX - origin.x) / cell - 0.5).rounded(.down)), columns - 1)
        let r0 = max(Int(((minY - origin.y) / cell - 0.5).rounded(.up)), 0)
        let r1 = min(Int(((maxY - origin.y) / cell - 0.5).rounded(.down)), rows - 1)
        guard c0 <= c1, r0 <= r1, (c1 - c0 + 1) * (r1 - r0 + 1) <= limit else { return nil }
        let bounds = v.geometry.bounds
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

    /// Views a user expects to be touched: controls, views with recognizers or touch
    /// handlers, and the user's own classes.
    static func isInteractive(_ v: View) -> Bool {
        v.isControl || !v.gestureRecognizers.isEmpty || v.touchHandling(.began) != nil || v.isUserClass
    }
}

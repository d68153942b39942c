import HitChain

extension HitMap {
    /// At most this many views are listed in each of the map's lists.
    static let listLimit = 100

    /// The map as the page draws it: `owners` as runs `[id, count, …]` row by row, the views
    /// by reachable area, the views no touch reaches, and the dead zones of the views a user
    /// expects to be touched (controls, recognizers, touch handlers, user classes).
    ///
    /// - Complexity: O(cells + n), plus at most `maxDeadZoneWork` cell checks.
    var json: String {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("origin", numbers: [origin.x, origin.y])
        w.field("cell", cell)
        w.field("columns", Double(columns))
        w.field("rows", Double(rows))
        w.field("engine", IndexedEngine.engineName)
        w.key("owners")
        w.beginArray(inline: true)
        var k = 0
        while k < owners.count {
            var end = k + 1
            while end < owners.count, owners[end] == owners[k] { end += 1 }
            w.number(Double(owners[k]))
            w.number(Double(end - k))
            k = end
        }
        w.endArray()
        var cells = [Int](repeating: 0, count: index.count)
        for o in owners where o >= 0 { cells[Int(o)] += 1 }
        w.key("reachable")
        w.beginArray()
        let reached = cells.indices.filter { cells[$0] > 0 }.sorted { cells[$0] > cells[$1] }
        for id in reached.prefix(Self.listLimit) { writeArea(id, cells: cells[id], into: &w) }
        w.endArray()
        w.field("reachableViews", Double(reached.count))
        // The controls' dead zones first, then the unreachable views, within one budget of
        // cell checks (each view charged its box's cells, whatever it finds).
        var budget = Self.maxDeadZoneWork
        var complete = true
        writeDeadZones(budget: &budget, complete: &complete, into: &w)
        writeUnreachable(cells: cells, budget: &budget, complete: &complete, into: &w)
        w.field("complete", complete)
        w.endObject()
        return w.text
    }

    /// One view's dead zone: `{"view", "frameCells", "deadCells", "runs"}`.
    func deadZoneJSON(of id: Int) -> String? {
        guard index.view(id) != nil else { return nil }
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.key("view")
        ViewJSON.write(id, in: index, into: &w)
        let zone = deadZone(of: id)
        w.field("frameCells", Double(zone?.frameCells ?? 0))
        w.field("deadCells", Double(zone?.dead ?? 0))
        w.key("runs")
        writeRuns(zone?.runs ?? [], into: &w)
        w.endObject()
        return w.text
    }

    private func writeArea(_ id: Int, cells: Int, into w: inout JSONWriter) {
        w.beginObject()
        w.field("id", Double(id))
        w.field("name", index.views[id].hitChain.name)
        w.field("cells", Double(cells))
        w.field("area", Double(cells) * cell * cell)
        w.endObject()
    }

    /// Views that cover a cell centre with their bounds but that no touch on the map
    /// reaches, themselves or any subview: covered, skipped, or outside a clipping parent.
    private func writeUnreachable(cells: [Int], budget: inout Int, complete: inout Bool, into w: inout JSONWriter) {
        // The cells owned by each view's subtree, through prefix sums over the preorder ids.
        var prefix = [0]
        prefix.reserveCapacity(cells.count + 1)
        for c in cells { prefix.append(prefix[prefix.count - 1] + c) }
        w.key("unreachable")
        w.beginArray()
        var listed = 0
        for id in 0..<index.count where prefix[index.end[id]] - prefix[id] == 0 {
            guard charge(id, &budget, &complete), let zone = deadZone(of: id) else { continue }
            guard listed < Self.listLimit else { continue }
            listed += 1
            writeArea(id, cells: zone.frameCells, into: &w)
        }
        w.endArray()
    }

    /// Takes a view's work from the budget; false (and the map incomplete) when it does not fit.
    private func charge(_ id: Int, _ budget: inout Int, _ complete: inout Bool) -> Bool {
        let cost = work(of: id)
        guard cost <= budget else {
            complete = false
            return false
        }
        budget -= cost
        return true
    }

    private func writeDeadZones(budget: inout Int, complete: inout Bool, into w: inout JSONWriter) {
        var zones: [(id: Int, frame: Int, dead: Int, runs: [[Int]])] = []
        for id in 0..<index.count where Self.isInteractive(index.views[id]) {
            guard charge(id, &budget, &complete), let zone = deadZone(of: id) else { continue }
            if zone.dead > 0 { zones.append((id, zone.frameCells, zone.dead, zone.runs)) }
        }
        zones.sort { $0.dead > $1.dead }
        w.key("deadZones")
        w.beginArray()
        for z in zones.prefix(Self.listLimit) {
            w.beginObject()
            w.field("id", Double(z.id))
            w.field("name", index.views[z.id].hitChain.name)
            w.field("frameCells", Double(z.frame))
            w.field("deadCells", Double(z.dead))
            w.key("runs")
            writeRuns(z.runs, into: &w)
            w.endObject()
        }
        w.endArray()
    }

    private func writeRuns(_ runs: [[Int]], into w: inout JSONWriter) {
        w.beginArray(inline: true)
        for r in runs { w.numbers(r.map(Double.init)) }
        w.endArray()
    }
}

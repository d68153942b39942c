import HitChain

/// What the page shows while the pointer moves: the view a touch beginning there would be
/// bound to, and its path from the window, from the reference walk.
enum HitAnswer {
    /// `{"point", "hit", "path": [view, …]}`, the path from the window down to the hit view.
    ///
    /// - Complexity: one reference hit-test, plus O(depth) for the path.
    static func json(document d: ExplorerDocument, point: HCPoint) -> String {
        let result = ReferenceHitTester().hitTest(d.application, screenPoint: point)
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("point", numbers: [point.x, point.y])
        writeHit(result.view, index: d.index, into: &w)
        w.endObject()
        return w.text
    }

    /// At most this many views of a path are outlined (those nearest the hit view): each
    /// outline converts its corners through its ancestry.
    static let maxPath = 64

    /// `"hit": view|null, "path": [view, …]` (window first; the last `maxPath`), and
    /// `"pathOmitted"`, how many views above those were left out.
    ///
    /// - Complexity: O(depth).
    static func writeHit(_ hit: UIView?, index: ViewIndex, into w: inout JSONWriter) {
        let id = hit.flatMap(index.id(of:))
        w.key("hit")
        if let id { ViewJSON.write(id, in: index, into: &w) } else { w.null() }
        let path = id.map(index.ancestry(of:)) ?? []
        w.key("path")
        w.beginArray()
        for a in path.suffix(maxPath) { ViewJSON.write(a, in: index, into: &w) }
        w.endArray()
        w.field("pathOmitted", Double(max(path.count - maxPath, 0)))
    }
}

import HitChain

/// What the page shows for a click: the whole walk as `hitchain explain` prints it (every
/// `hitTest` and `pointInside`, indented by depth as it indents them: `indent`), the hit view
/// and its path, the responder chain, and, for a view the user picked, why the touch does not
/// reach it, with the view responsible; and the command that prints the same.
enum WalkAnswer {
    /// At most this many lines of the walk, and responders of the chain, are sent (a
    /// 10 000-deep screen's walk has 30 000 lines, a composed screen's as many as its views;
    /// `hitchain explain` prints them all).
    static let maxLines = 5_000
    static let maxChain = 1_000

    /// - Complexity: one reference walk, O(steps + depth) more for the answer, and one
    ///   `MissDiagnosis` when `whyNot` is given. Without it, only the steps sent are kept.
    static func json(document d: ExplorerDocument, point: HCPoint, whyNot: Int?) -> String {
        let target = whyNot.flatMap(d.index.view)
        var steps: [HitTestStep] = []
        var total = 0
        // The diagnosis reads every step; the page needs only those it shows.
        let keepAll = target != nil
        let result = ReferenceHitTester { step in
            total += 1
            if keepAll || steps.count < Self.maxLines { steps.append(step) }
        }.hitTest(d.application, screenPoint: point)
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("point", numbers: [point.x, point.y])
        w.key("walk")
        w.beginArray()
        for step in steps.prefix(Self.maxLines) {
            w.beginObject()
            w.field("depth", Double(step.depth))
            w.field("indent", step.indentation)
            w.key("view")
            if let id = d.index.id(of: step.view) { w.number(Double(id)) } else { w.null() }
            w.field("line", step.logLine)
            w.endObject()
        }
        w.endArray()
        w.field("walkOmitted", Double(max(total - Self.maxLines, 0)))
        HitAnswer.writeHit(result.view, index: d.index, into: &w)
        w.key("window")
        if let window = result.window { w.string(window.hitChain.name) } else { w.null() }
        w.key("chain")
        w.beginArray()
        let chain: [UIResponder] = result.view.map { Array($0.hitChain.responderChain.prefix(Self.maxChain)) } ?? []
        for r in chain {
            w.beginObject()
            w.field("name", r.hitChain.name)
            w.field("className", r.hitChain.className)
            w.key("view")
            if let v = r as? UIView, let id = d.index.id(of: v) { w.number(Double(id)) } else { w.null() }
            w.endObject()
        }
        w.endArray()
        w.key("whyNot")
        if let target {
            let diagnosis = MissDiagnosis(
                view: target, screenPoint: point, application: d.application, steps: steps, result: result)
            write(diagnosis, index: d.index, into: &w)
        } else {
            w.null()
        }
        w.field(
            "command",
            ReproduceCommand.explain(file: d.file, composed: d.composed, point: point, whyNot: target?.hitChain.name))
        w.endObject()
        return w.text
    }

    private static func write(_ d: MissDiagnosis, index: ViewIndex, into w: inout JSONWriter) {
        w.beginObject()
        w.key("view")
        if let id = index.id(of: d.view) { ViewJSON.write(id, in: index, into: &w) } else { w.null() }
        w.field("rule", d.reason.kind.rawValue)
        w.field("sentence", d.reason.sentence(for: d.view))
        w.key("responsible")
        if let r = d.reason.responsible, let id = index.id(of: r) {
            ViewJSON.write(id, in: index, into: &w)
        } else {
            w.null()
        }
        w.key("also")
        w.beginArray()
        for also in d.alsoBlocking { w.string(also.sentence(for: d.view)) }
        w.endArray()
        w.endObject()
    }
}

import HitChain

/// The walk, the answer and the chain for one point — and, asked about a view, why the
/// touch does not reach it — rendered as text or JSON.
struct Explanation {
    let steps: [HitTestStep]
    let result: HitTestResult
    let point: HCPoint
    /// Where the point came from (`the centre of NAME`), when not given as numbers.
    let source: String?
    let mutant: HitTestMutant?
    let diagnosis: MissDiagnosis?
    /// `--engine`: the engine's answer beside the reference's.
    var comparison: EngineComparison?

    init(app: UIApplication, point: HCPoint, source: String? = nil, mutant: HitTestMutant?, whyNot: UIView? = nil) {
        self.point = point
        self.source = source
        self.mutant = mutant
        var collected: [HitTestStep] = []
        let tester = ReferenceHitTester(mutant: mutant) { collected.append($0) }
        let result = tester.hitTest(app, screenPoint: point)
        self.result = result
        steps = collected
        if let view = whyNot {
            diagnosis = MissDiagnosis(
                view: view, screenPoint: point, application: app, steps: collected, result: result,
                tester: ReferenceHitTester(mutant: mutant))
        } else {
            diagnosis = nil
        }
    }

    var text: String {
        var out = "hit-test at \(point)\(source.map { " (\($0))" } ?? "")"
        out += "\(mutant.map { " with mutant \($0.rawValue)" } ?? "")\n"
        for step in steps {
            out += step.indentation + step.logLine + "\n"
        }
        out += "\n"
        if let hit = result.view {
            out += "hit: \(hit.label)\n"
            out += "path: \(hit.path)\n"
            out += "chain: \(hit.responderChain.labels)\n"
            out += "classes: \(hit.responderChain.classNames)\n"
        } else {
            out += "hit: (null): no window answered; the touch is dropped\n"
        }
        if let d = diagnosis {
            out += "\nwhy not \(d.view.name)? \(d.reason.sentence(for: d.view))\n"
            if let r = d.reason.responsible, r !== d.view { out += "  responsible: \(r.path)\n" }
            out += "  rule: \(d.reason.kind)\n"
            for also in d.alsoBlocking { out += "  also: \(also.sentence(for: d.view))\n" }
        }
        if let comparison { out += "\n" + comparison.text }
        return out
    }

    var json: String {
        var w = JSONWriter()
        w.beginObject()
        w.field("point", numbers: [point.x, point.y])
        if let source { w.field("pointSource", source) }
        if let m = mutant { w.field("mutant", m.rawValue) }
        w.key("hit")
        if let v = result.view { w.string(v.name) } else { w.null() }
        w.key("window")
        if let v = result.window { w.string(v.name) } else { w.null() }
        if let hit = result.view {
            w.field("path", hit.path)
            w.key("chain")
            w.beginArray()
            for r in hit.responderChain {
                w.beginObject()
                w.field("name", r.name)
                w.field("className", r.typeName)
                w.endObject()
            }
            w.endArray()
        }
        if let d = diagnosis {
            w.key("whyNot")
            w.beginObject()
            w.field("view", d.view.name)
            writeReason(d.reason, for: d.view, into: &w)
            w.key("also")
            w.beginArray()
            for also in d.alsoBlocking {
                w.beginObject()
                writeReason(also, for: d.view, into: &w)
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        if let c = comparison {
            w.key("engine")
            w.beginObject()
            w.field("name", c.engine)
            w.field("answer", c.actual)
            w.field("reference", c.expected)
            w.field("agrees", c.agrees)
            if let step = c.step { w.field("step", step) }
            if let reason = c.reason { w.field("reason", reason) }
            w.key("readings")
            w.beginArray(inline: true)
            for r in c.readings { w.string(r.rawValue) }
            w.endArray()
            w.endObject()
        }
        w.key("walk")
        w.beginArray()
        for step in steps { write(step, into: &w) }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    private func writeReason(_ reason: MissReason, for view: UIView, into w: inout JSONWriter) {
        w.field("rule", reason.kind.rawValue)
        // A view is named by its name, and its path is a field of its own (`path`, as `hit`).
        w.key("responsible")
        if let r = reason.responsible { w.string(r.name) } else { w.null() }
        w.key("responsiblePath")
        if let r = reason.responsible { w.string(r.path) } else { w.null() }
        w.field("sentence", reason.sentence(for: view))
    }

    private func write(_ step: HitTestStep, into w: inout JSONWriter) {
        w.beginObject()
        w.field("depth", Double(step.depth))
        w.field("view", step.view.name)
        switch step {
        case .hitTest(let v, let p, _), .superHitTest(let v, let p, _):
            if case .superHitTest = step { w.field("call", "super.hitTest") } else { w.field("call", "hitTest") }
            if v.isUserClass { w.field("class", v.typeName) }
            w.key("point")
            if let p { w.numbers([p.x, p.y]) } else { w.null() }
        case .skipped(_, let reason, _):
            w.field("call", "skipped")
            w.field("rule", reason.kind.rawValue)
            w.field("reason", reason.description)
        case .pointInside(let v, let inside, _):
            w.field("call", "pointInside")
            if v.isUserClass { w.field("class", v.typeName) }
            w.field("result", inside)
        case .forwardCheck(_, let target, let inside, _):
            w.field("call", "forwardCheck")
            w.field("target", target.name)
            w.field("result", inside)
        case .returned(_, let r, _):
            w.field("call", "return")
            w.key("result")
            if let r { w.string(r.name) } else { w.null() }
        }
        w.endObject()
    }
}

import HitChainFuzz
import HitChainGeometry
import HitChainScene

/// The triage report as JSON, as JUnit, as a baseline, and each class's counterexample
/// saved as a replayable `.evz` with its picture.
extension TriageReport {
    /// The report as JSON (`hitchain fuzz --triage --json`).
    public var json: String {
        let r = result
        var w = JSONWriter()
        w.beginObject()
        w.field("seed", "\(r.seed)")
        w.field("passed", passed)
        w.field("cases", Double(r.casesRun))
        w.field("seconds", r.elapsed)
        w.field("casesPerSecond", r.casesPerSecond.rounded())
        w.key("classes")
        w.beginArray()
        for (n, c) in r.classes.enumerated() {
            let m = c.first.minimalFailure
            w.beginObject()
            if let e = c.divergenceClass.engine { w.field("engine", e) }
            w.field("key", c.divergenceClass.key)
            w.field("description", c.divergenceClass.description)
            if let rule = c.divergenceClass.rule {
                w.field("rule", rule.heading)
                w.field("ruleSentence", rule.sentence)
            }
            w.field("verdict", verdicts[n].rawValue)
            w.field("known", verdicts[n] == .known)
            w.field("cases", Double(c.cases))
            w.field("explainedQueries", Double(c.explainedQueries))
            w.field("divergentQueries", Double(c.divergentQueries))
            w.field("diagnosedCases", Double(c.diagnosedCases))
            w.field("firstCase", Double(c.first.caseIndex))
            w.field("detail", m.detail)
            if let p = m.point { w.field("point", numbers: [p.x, p.y]) }
            w.field("tree", CaseDescription.text(c.first.minimal))
            w.field("shrinkTimedOut", c.first.shrinkTimedOut)
            if let path = saved[Self.name(of: c)] { w.field("saved", path) }
            w.field("reproduce", reproduce(c.first.caseIndex))
            w.endObject()
        }
        w.endArray()
        w.key("unseenKnown")
        w.beginArray(inline: true)
        for key in unseen { w.string(key) }
        w.endArray()
        w.key("unexercised")
        w.beginArray(inline: true)
        for f in r.unexercised { w.string(f.rawValue) }
        w.endArray()
        w.endObject()
        return w.text
    }

    /// One testcase per class — a failure for a new class, skipped for a known one or a rare
    /// one the baseline explains — and one skipped testcase per known class not seen.
    public var junit: JUnitReport {
        var suite = JUnitReport.Suite(name: "fuzz.triage", time: result.elapsed)
        for (n, c) in result.classes.enumerated() {
            var t = JUnitReport.TestCase(name: Self.name(of: c), classname: "hitchain.fuzz.triage", time: nil)
            switch verdicts[n] {
            case .known:
                t.skipped = "known class: \(c.divergenceClass) (\(plural(c.cases, "case")))"
            case .explainedByKnown:
                t.skipped = "rare class the baseline's readings explain: \(c.divergenceClass)"
            case .new:
                t.failure = JUnitReport.Failure(
                    message: "\(c.divergenceClass): \(plural(c.cases, "case")), first case \(c.first.caseIndex)",
                    type: "newClass", body: describe(n) + "\n")
            }
            suite.cases.append(t)
        }
        for key in unseen {
            var t = JUnitReport.TestCase(name: key, classname: "hitchain.fuzz.triage.known", time: nil)
            t.skipped = "known class not seen in this run (fixed?)"
            suite.cases.append(t)
        }
        return JUnitReport(name: "hitchain fuzz --triage --seed \(result.seed)", suites: [suite])
    }

    /// A baseline accepting this run's classes; the baseline's keys the run did not see are
    /// kept unless `prune`.
    public func baseline(prune: Bool = false) -> String {
        KnownClasses.text(result.classes, keeping: prune ? nil : gate.known)
    }

    /// Saves each class's counterexample that did not prove flaky in `folder` (as
    /// `hitchain fuzz --triage-dir` does), with its picture, and records where in `saved`.
    /// Classes that could not be saved are left out.
    public mutating func save(in folder: String) {
        for c in result.classes where !c.first.isFlaky {
            let f = c.first
            let source = "hitchain fuzz --triage --seed \(result.seed) --case \(f.caseIndex): \(Self.name(of: c))"
            if let path = try? CaseRecording.save(f.minimal, source: source, in: folder) {
                saved[Self.name(of: c)] = path
                _ = FailurePicture.write(
                    beside: path, of: f.minimal, failure: f.minimalFailure,
                    title: "\(c.divergenceClass.key): case \(f.caseIndex) of seed \(result.seed)")
            }
        }
    }
}

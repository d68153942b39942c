import Foundation
import HitChain

/// What `hitchain fuzz --triage` prints: one block per class (count, how much it explains,
/// its first case and shrunk counterexample), the statistics, and a verdict that fails only
/// on classes the baseline does not know; the same as JSON; JUnit with a testcase per class.
extension FuzzReport {
    func finishTriage(_ r: FuzzRunResult, options: FuzzOptions, known: KnownClasses, saved: [String: String]) {
        if json { return print(triageJSON(r, known: known, saved: saved)) }
        for (n, c) in r.classes.enumerated() {
            print(describe(c, number: n + 1, isKnown: known.contains(c.divergenceClass), saved: saved[c.key]))
        }
        let columns = TerminalWidth.columns ?? 100
        print(r.statistics.table(required: r.required, enabled: options.generator.reachable, width: max(columns, 60)))
        let rate = Int(r.casesPerSecond.rounded())
        print("\(plural(r.casesRun, "case")) in \(formatMeasure(r.elapsed, decimals: 1)) s (\(rate) cases/s), triaged")
        print(triageVerdict(r, known: known))
    }

    func describe(_ c: TriageClass, number: Int, isKnown: Bool, saved: String?) -> String {
        let f = c.first
        var lines = [
            "\(isKnown ? "KNOWN" : "CLASS") \(number): \(c.divergenceClass)",
            "  \(plural(c.cases, "case")); \(c.share) in them; first: case \(f.caseIndex)",
        ]
        if f.isFlaky { lines.append("  (the first case did not show it again: not shrunk)") }
        if let s = f.shrunk {
            lines.append("  shrunk: \(f.original.sizeDescription) → \(s.sizeDescription)")
            lines.append(indent(CaseDescription.text(s), by: 2))
        }
        lines.append(indent(f.minimalFailure.description, by: 2))
        if let saved { lines.append("  saved:     \(saved)") }
        lines.append("  reproduce: \(fuzzCommand(case: f.caseIndex, triage: true))")
        return lines.joined(separator: "\n")
    }

    /// PASS when every class is in the baseline (and the run was not vacuous).
    func triageVerdict(_ r: FuzzRunResult, known: KnownClasses) -> String {
        let new = r.classes.filter { !known.contains($0.divergenceClass) }
        var reasons: [String] = []
        if !new.isEmpty {
            // Engines named only when there are several.
            let several = Set(r.classes.map(\.divergenceClass.engine)).count > 1
            let names = new.map { several ? $0.key : $0.divergenceClass.key }
            reasons.append("\(plural(new.count, "new class", "new classes")) (\(names.joined(separator: ", ")))")
        }
        if !r.unexercised.isEmpty {
            reasons.append("vacuous: never exercised \(r.unexercised.map(\.rawValue).joined(separator: ", "))")
        }
        let knownCount = r.classes.count - new.count
        let summary =
            "\(plural(r.casesRun, "case")), \(plural(r.classes.count, "class", "classes"))"
            + (knownCount > 0 ? " (\(knownCount) known)" : "")
        if reasons.isEmpty { return "PASS  seed \(seed): \(summary)" }
        return "FAIL  seed \(seed): \(summary): " + reasons.joined(separator: "; ")
    }

    func triageJSON(_ r: FuzzRunResult, known: KnownClasses, saved: [String: String]) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("seed", "\(seed)")
        w.field("passed", r.classes.allSatisfy { known.contains($0.divergenceClass) } && r.unexercised.isEmpty)
        w.field("cases", Double(r.casesRun))
        w.field("seconds", r.elapsed)
        w.field("casesPerSecond", r.casesPerSecond.rounded())
        w.key("classes")
        w.beginArray()
        for c in r.classes {
            let m = c.first.minimalFailure
            w.beginObject()
            if let e = c.divergenceClass.engine { w.field("engine", e) }
            w.field("key", c.divergenceClass.key)
            w.field("description", c.divergenceClass.description)
            w.field("known", known.contains(c.divergenceClass))
            w.field("cases", Double(c.cases))
            w.field("explainedQueries", Double(c.explainedQueries))
            w.field("divergentQueries", Double(c.divergentQueries))
            w.field("firstCase", Double(c.first.caseIndex))
            w.field("detail", m.detail)
            if let p = m.point { w.field("point", numbers: [p.x, p.y]) }
            w.field("tree", CaseDescription.text(c.first.minimal))
            if let path = saved[c.key] { w.field("saved", path) }
            w.field("reproduce", fuzzCommand(case: c.first.caseIndex, triage: true))
            w.endObject()
        }
        w.endArray()
        w.key("unexercised")
        w.beginArray(inline: true)
        for f in r.unexercised { w.string(f.rawValue) }
        w.endArray()
        w.endObject()
        return w.text
    }

    /// One testcase per class: a failure for a new class, skipped (known) for a baseline's.
    func junit(triage r: FuzzRunResult, known: KnownClasses, saved: [String: String]) -> JUnitReport {
        var suite = JUnitReport.Suite(name: "fuzz.triage", time: r.elapsed)
        for (n, c) in r.classes.enumerated() {
            var t = JUnitReport.TestCase(
                name: (c.divergenceClass.engine.map { "\($0): " } ?? "") + c.divergenceClass.key,
                classname: "hitchain.fuzz.triage", time: nil)
            if known.contains(c.divergenceClass) {
                t.skipped = "known class: \(c.divergenceClass) (\(plural(c.cases, "case")))"
            } else {
                t.failure = JUnitReport.Failure(
                    message: "\(c.divergenceClass): \(plural(c.cases, "case")), first case \(c.first.caseIndex)",
                    type: "newClass", body: describe(c, number: n + 1, isKnown: false, saved: saved[c.key]) + "\n")
            }
            suite.cases.append(t)
        }
        return JUnitReport(name: "hitchain fuzz --triage --seed \(seed)", suites: [suite])
    }
}

extension TriageClass {
    /// Engine and key: what names the class in files and maps.
    var key: String { (divergenceClass.engine.map { "\($0): " } ?? "") + divergenceClass.key }
}

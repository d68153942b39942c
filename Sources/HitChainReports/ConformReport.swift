public import HitChainFuzz
import HitChainGeometry
import HitChainScene

/// What `hitchain conform` prints: a table of rules (probes, result, the first failing probe
/// and why), the totals and, with the contract at hand, its coverage; the same as JSON; JUnit.
public struct ConformReport: Sendable {
    /// The run's result, rule by rule.
    public let result: ConformanceResult
    /// The suite that was run.
    public let suite: ConformanceSuite
    /// The contract's rules (`--semantics`), when given.
    public let headings: [String]?
    /// The file they were read from, for the coverage line.
    public var contract = "docs/semantics.md"

    /// The report of `result`, run from `suite`; with `headings`, the coverage of the contract read from
    /// `contract`.
    public init(result: ConformanceResult, suite: ConformanceSuite, headings: [String]? = nil, contract: String? = nil)
    {
        self.result = result
        self.suite = suite
        self.headings = headings
        if let contract { self.contract = contract }
    }

    /// The table, the totals, the coverage line and the verdict, as `hitchain conform` prints them.
    public var text: String {
        let rules = result.rules
        let width = min(max(rules.map(\.rule.count).max() ?? 10, 10), 60)
        var lines = ["hitchain conform: engine \(result.engine), suite version \(result.suiteVersion)"]
        for r in rules {
            let mark = r.passed ? "pass" : "FAIL"
            var line = "  \(mark)  \(String(r.rule.prefix(width)).padding(width))  \(plural(r.probes, "probe"))"
            if let f = r.firstFailure { line += "  \(f.name): \(f.failure ?? "")" }
            lines.append(line)
        }
        let failedRules = rules.filter { !$0.passed }.count
        let failedProbes = result.probes.filter { !$0.passed }.count
        let passedProbes = result.probes.count - failedProbes
        lines.append(
            "rules: \(rules.count - failedRules) of \(rules.count) pass; "
                + "probes: \(passedProbes) of \(result.probes.count) pass")
        if let coverage {
            let uncovered = self.uncovered
            lines.append(
                "coverage: \(coverage.covered) of \(plural(coverage.total, "rule")) of \(contract) have probes"
                    + (uncovered.isEmpty ? "" : "; without one:"))
            for rule in uncovered { lines.append("  \(rule)") }
        }
        let broken = rules.filter { !$0.passed }.map(\.rule)
        lines.append(
            result.passed
                ? "PASS"
                : "FAIL  \(plural(failedRules, "rule")) broken: \(broken.joined(separator: "; "))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many of the contract's rules a probe cites, of how many (nil without `headings`).
    public var coverage: (covered: Int, total: Int)? {
        headings.map { h in (Set(suite.rules).intersection(h).count, h.count) }
    }

    /// The contract's rules no probe cites, in its order (empty without `--semantics`).
    public var uncovered: [String] {
        let cited = Set(suite.rules)
        return (headings ?? []).filter { !cited.contains($0) }
    }

    /// The same as JSON (`hitchain conform --json`).
    public var json: String {
        var w = JSONWriter()
        w.beginObject()
        w.field("engine", result.engine)
        w.field("suiteVersion", Double(result.suiteVersion))
        w.field("passed", result.passed)
        if let coverage {
            w.field("rulesCovered", Double(coverage.covered))
            w.field("rulesInContract", Double(coverage.total))
            w.key("rulesWithoutProbes")
            w.beginArray()
            for rule in uncovered { w.string(rule) }
            w.endArray()
        }
        w.key("rules")
        w.beginArray()
        for r in result.rules {
            w.beginObject()
            w.field("rule", r.rule)
            w.field("source", r.source)
            w.field("probes", Double(r.probes))
            w.field("failed", Double(r.failed))
            if let f = r.firstFailure {
                w.field("firstFailingProbe", f.name)
                w.field("failure", f.failure ?? "")
            }
            w.endObject()
        }
        w.endArray()
        w.key("probes")
        w.beginArray()
        for p in result.probes {
            w.beginObject()
            w.field("name", p.name)
            w.field("rule", p.rule)
            w.field("passed", p.passed)
            if let f = p.failure { w.field("failure", f) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    /// One suite per rule, one testcase per probe.
    public var junit: JUnitReport {
        var report = JUnitReport(name: "hitchain conform --engine \(result.engine)")
        for r in result.rules {
            var s = JUnitReport.Suite(name: r.rule, time: 0)
            for p in result.probes where p.rule == r.rule {
                var c = JUnitReport.TestCase(name: p.name, classname: "hitchain.conform", time: nil)
                if let f = p.failure {
                    c.failure = JUnitReport.Failure(
                        message: "\(p.name): \(f)", type: "conformance", body: "\(r.rule) (\(p.source)): \(f)\n")
                }
                s.cases.append(c)
            }
            report.suites.append(s)
        }
        return report
    }
}

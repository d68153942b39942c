public import HitChainFuzz
import HitChainGeometry
import HitChainScene

/// The report of a triage run (`hitchain fuzz --triage`, or `Fuzzer` with `options.triage`
/// from a test): per class, the rule its engine breaks (docs/semantics.md's heading and the
/// sentence it rests on), its cases, the smallest counterexample and where the walks part;
/// the known classes the run did not see; a verdict that fails only on new classes
/// (`TriageGate`). The same as text, JSON, JUnit and a baseline, the CLI's and a test's alike:
///
/// ```swift
/// let result = Fuzzer(options).run()
/// let report = TriageReport(result, options: options)
/// #expect(report.passed, "\(report.text)")
/// ```
public struct TriageReport: Sendable {
    /// The triage run's result.
    public var result: FuzzRunResult
    /// The gate that judges each class against the baseline.
    public var gate: TriageGate
    /// The gate's verdict on each class, in the result's order.
    public var verdicts: [TriageGate.Verdict]
    /// Where each class's counterexample was saved (`save(in:)`), by `TriageReport.name(of:)`.
    public var saved: [String: String] = [:]
    /// The shrink time limit the run had, in seconds, for a shrink that ran out of it.
    public var shrinkTimeLimit: Double
    /// The command that re-runs case K of the run, for each class's reproduce line.
    public var reproduce: @Sendable (Int) -> String
    /// The statistics table, printed before the verdict (nil: left out).
    public var statistics: String?

    /// The report of `result`, a run with `options`, judged against `gate`.
    public init(_ result: FuzzRunResult, options: FuzzOptions, gate: TriageGate = TriageGate()) {
        self.result = result
        self.gate = gate
        verdicts = gate.verdicts(result, checker: Fuzzer(options).checker)
        shrinkTimeLimit = options.shrinkTimeLimit
        let seed = result.seed, engines = options.engines.map(\.name).joined(separator: ",")
        reproduce = { k in
            ["hitchain", "fuzz", "--triage", "--seed", "\(seed)", "--case", "\(k)", "--engines", engines]
                .map(shellQuoted).joined(separator: " ")
        }
    }

    /// Whether the run passes the gate: no new class, and no feature it was asked for left
    /// unexercised.
    public var passed: Bool { !verdicts.contains(.new) && result.unexercised.isEmpty }

    /// The baseline's keys this run did not see (fixed, or not reached).
    public var unseen: [String] { gate.unseen(result) }

    /// `engine: key`: what names a class in files and maps.
    public static func name(of c: TriageClass) -> String {
        (c.divergenceClass.engine.map { "\($0): " } ?? "") + c.divergenceClass.key
    }

    /// One class as text.
    public func describe(_ n: Int) -> String {
        let c = result.classes[n], f = c.first
        let mark = ["known": "KNOWN", "new": "CLASS", "explainedByKnown": "RARE"][verdicts[n].rawValue] ?? "CLASS"
        var lines = ["\(mark) \(n + 1): \(c.divergenceClass)"]
        if let rule = c.divergenceClass.rule { lines.append("  rule:      \(rule)") }
        lines.append("  \(plural(c.cases, "case")); \(c.share); first: case \(f.caseIndex)")
        if verdicts[n] == .explainedByKnown {
            lines.append(
                "  (not new: fewer than \(gate.minimumCases) cases, and the baseline's readings explain its example)")
        }
        if f.isFlaky { lines.append("  (the first case did not show it again: not shrunk)") }
        if let s = f.shrunk {
            lines.append("  shrunk: \(f.original.sizeDescription) → \(s.sizeDescription)")
            if f.shrinkTimedOut {
                lines.append(
                    "  shrinking stopped at its time limit (\(formatMeasure(shrinkTimeLimit, decimals: 1)) s, "
                        + "--shrink-time): this is the smallest counterexample it had finished")
            }
            lines.append(indent(CaseDescription.text(s), by: 2))
        }
        lines.append(indent(f.minimalFailure.description, by: 2))
        if let path = saved[Self.name(of: c)] { lines.append("  saved:     \(path)") }
        lines.append("  reproduce: \(reproduce(f.caseIndex))")
        return lines.joined(separator: "\n")
    }

    /// The whole report: every class, the statistics, the rate, the known classes not seen,
    /// the verdict.
    public var text: String {
        var out = result.classes.indices.map(describe)
        if let statistics { out.append(statistics) }
        let rate = Int(result.casesPerSecond.rounded())
        out.append(
            "\(plural(result.casesRun, "case")) in \(formatMeasure(result.elapsed, decimals: 1)) s "
                + "(\(rate) cases/s), triaged")
        if !unseen.isEmpty {
            out.append("known classes not seen in this run (fixed?): \(unseen.joined(separator: ", "))")
        }
        out.append(verdict)
        return out.joined(separator: "\n") + "\n"
    }

    /// The last line: PASS, or FAIL and why.
    public var verdict: String {
        let r = result
        let new = r.classes.indices.filter { verdicts[$0] == .new }.map { r.classes[$0] }
        var reasons: [String] = []
        if !new.isEmpty {
            // Engines named only when there are several.
            let several = Set(r.classes.map(\.divergenceClass.engine)).count > 1
            let names = new.map { several ? Self.name(of: $0) : $0.divergenceClass.key }
            reasons.append("\(plural(new.count, "new class", "new classes")) (\(names.joined(separator: ", ")))")
        }
        if !r.unexercised.isEmpty {
            reasons.append("vacuous: never exercised \(r.unexercised.map(\.rawValue).joined(separator: ", "))")
        }
        let known = verdicts.filter { $0 == .known }.count
        let rare = verdicts.filter { $0 == .explainedByKnown }.count
        var summary = "\(plural(r.casesRun, "case")), \(plural(r.classes.count, "class", "classes"))"
        let parts = (known > 0 ? ["\(known) known"] : []) + (rare > 0 ? ["\(rare) rare, explained by known"] : [])
        if !parts.isEmpty { summary += " (\(parts.joined(separator: ", ")))" }
        if reasons.isEmpty { return "PASS  seed \(r.seed): \(summary)" }
        return "FAIL  seed \(r.seed): \(summary): " + reasons.joined(separator: "; ")
    }
}

/// `text` with every line indented by `n` spaces.
package func indent(_ text: String, by n: Int) -> String {
    let pad = String(repeating: " ", count: n)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
}

/// `word` as a shell reads it back: as it is when it holds only characters no shell treats
/// specially, else in single quotes (a quote inside written `'\''`).
package func shellQuoted(_ word: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:,+=@%")
    if !word.isEmpty, word.allSatisfy({ plain.contains($0) }) { return word }
    return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}

import Foundation
import HitChain

/// What `hitchain fuzz` prints: the start line with the seed, the live progress line, each
/// failure with its shrunk case and the commands that reproduce it, the statistics table,
/// or the same as JSON; and JUnit XML.
struct FuzzReport {
    let seed: UInt64
    let json: Bool
    let saveDir: String
    private var replayed: [(String, FuzzFailure?)] = []

    init(seed: UInt64, json: Bool, saveDir: String) {
        self.seed = seed
        self.json = json
        self.saveDir = saveDir
    }

    /// Replays every saved case in `dirs` with all properties; returns how many fail.
    mutating func replaySaved(_ dirs: [String], checker: CaseChecker) -> Int {
        var failures = 0
        for path in dirs.flatMap(CaseRecording.files(in:)) {
            let failure: FuzzFailure?
            do {
                failure = checker.check(try CaseRecording.load(path))
            } catch {
                failure = FuzzFailure(.invalidCase, detail: "\(error)")
            }
            replayed.append((path, failure))
            if let failure {
                failures += 1
                if !json { print("FAIL  saved case \(path)\n" + indent(failure.description, by: 6)) }
            }
        }
        if !json, !replayed.isEmpty {
            print(
                "replayed \(replayed.count) saved case\(replayed.count == 1 ? "" : "s") from \(dirs.joined(separator: ", ")): \(failures == 0 ? "all pass" : "\(failures) fail")"
            )
        }
        return failures
    }

    func printStart(_ o: FuzzOptions) {
        guard !json else { return }
        var what: String
        if let k = o.onlyCase {
            what = "case \(k)"
        } else {
            what = o.iterations == Int.max ? "cases until the time limit" : "\(o.iterations) cases"
            if o.shard.count > 1 { what += ", shard \(o.shard.index)/\(o.shard.count)" }
        }
        print(
            "hitchain fuzz: seed \(seed), \(what), engines \(o.engines.map(\.name).joined(separator: ", ")), \(o.jobs) job\(o.jobs == 1 ? "" : "s")"
        )
    }

    static func printProgress(_ p: FuzzProgress) {
        let rate = p.elapsed > 0 ? Int(Double(p.cases) / p.elapsed) : 0
        FileHandle.standardError.write(
            Data(
                "\r\u{1B}[K  \(p.cases) cases  \(rate) cases/s  \(p.failures) failure\(p.failures == 1 ? "" : "s")".utf8
            ))
    }

    func finish(_ r: FuzzRunResult, options: FuzzOptions, replayFailures: Int) {
        if json { return print(jsonText(r)) }
        for f in r.failures { print(describe(f)) }
        if !r.otherFailingCases.isEmpty {
            print(
                "\(r.otherFailingCases.count) more failing case\(r.otherFailingCases.count == 1 ? "" : "s") not shrunk: \(r.otherFailingCases.prefix(20).map(String.init).joined(separator: ", "))"
            )
        }
        print(r.statistics.table(asked: options.onlyCase == nil ? options.generator.reachable : []))
        if !r.unexercised.isEmpty {
            print(
                "FAIL  vacuous run: never exercised \(r.unexercised.map(\.rawValue).joined(separator: ", ")) (run more cases, or narrow --features)"
            )
        }
        let failing = r.failures.count + r.otherFailingCases.count
        let rate = Int(r.casesPerSecond.rounded())
        let isSampled = options.roundTripEvery > 1 && options.onlyCase == nil
        let sampled = isSampled ? "; .evz round trip on 1 case in \(options.roundTripEvery)" : ""
        print(
            "\(r.casesRun) cases in \(formatSeconds(r.elapsed)) (\(rate) cases/s\(sampled)), \(failing) failing; seed \(seed)"
        )
    }

    func describe(_ f: CaseFailure) -> String {
        var lines = [
            "FAIL  case \(f.caseIndex) of seed \(seed): \(f.failure.property.rawValue)\(f.isFlaky ? " (flaky: it did not fail again; not shrunk)" : "")"
        ]
        lines.append("  original: \(f.original.sizeDescription)")
        if let s = f.shrunk {
            lines.append(
                "  shrunk:   \(s.sizeDescription) (\(f.shrinkSteps) steps\(f.shrinkTimedOut ? ", stopped by the time limit" : ""))"
            )
        }
        lines.append(indent(CaseDescription.text(f.minimal), by: 2))
        lines.append(indent(f.minimalFailure.description, by: 2))
        if let path = f.savedPath {
            lines.append("  saved:    \(path)")
            if let picture = f.picturePath { lines.append("  picture:  \(picture)") }
            let mutant =
                f.minimalFailure.engine.flatMap { $0.hasPrefix("mutant:") ? " --mutant \($0.dropFirst(7))" : nil } ?? ""
            lines.append("  reproduce: hitchain replay \(path)\(mutant)")
        } else if let problem = f.saveProblem {
            lines.append("  not saved: \(problem)")
        }
        lines.append("             hitchain fuzz --seed \(seed) --case \(f.caseIndex)")
        return lines.joined(separator: "\n")
    }

    func printMutant(_ o: MutationCheck.Outcome) {
        let name = o.mutant.name.padding(28)
        if let other = o.otherFailure {
            print(
                "  \(name) STOPPED at case \(other.caseIndex) by a failure that is not the mutant's: \(other.minimalFailure.property.rawValue)"
            )
            print(indent(CaseDescription.text(other.minimal), by: 4))
            print(indent(other.minimalFailure.description, by: 4))
        } else if o.mutant.isEquivalent {
            print(
                "  \(name) equivalent: \(o.caughtAt == nil ? "not caught in \(o.casesRun) cases, as expected" : "CAUGHT at case \(o.caughtAt ?? 0): the model is wrong")"
            )
        } else if let k = o.caughtAt, let f = o.failure {
            let s = f.minimal
            print(
                "  \(name) caught after \(k + 1) case\(k == 0 ? "" : "s"); shrunk to \(s.viewCount) views, \(s.touchCount) touch\(s.touchCount == 1 ? "" : "es"), \(s.events.count) events"
            )
        } else {
            print("  \(name) MISSED in \(o.casesRun) cases")
        }
    }

    func finishMutants(_ outcomes: [MutationCheck.Outcome], saved: [String: String], iterations: Int) {
        if json {
            var w = JSONWriter()
            w.beginObject()
            w.field("seed", "\(seed)")
            w.key("mutants")
            w.beginArray()
            for o in outcomes {
                w.beginObject()
                w.field("mutant", o.mutant.name)
                w.field("equivalent", o.mutant.isEquivalent)
                w.field("caught", o.caughtAt != nil)
                w.field("expected", o.isExpected)
                w.field("cases", Double(o.casesRun))
                if let k = o.caughtAt { w.field("caughtAtCase", Double(k)) }
                if let f = o.failure {
                    w.field("shrunkViews", Double(f.minimal.viewCount))
                    w.field("shrunkTouches", Double(f.minimal.touchCount))
                    w.field("shrunkEvents", Double(f.minimal.events.count))
                    w.field("failure", f.minimalFailure.description)
                }
                if let path = saved[o.mutant.name] { w.field("saved", path) }
                if let other = o.otherFailure { w.field("otherFailure", other.minimalFailure.description) }
                w.endObject()
            }
            w.endArray()
            w.endObject()
            return print(w.text)
        }
        for o in outcomes where o.failure != nil && !o.mutant.isEquivalent {
            guard let f = o.failure else { continue }
            print("\n\(o.mutant.name):")
            print(indent(CaseDescription.text(f.minimal), by: 2))
            print(indent(f.minimalFailure.description, by: 2))
            if let path = saved[o.mutant.name] {
                print("  reproduce: hitchain replay \(path) --mutant \(o.mutant.name)")
            }
        }
        let missed = outcomes.filter { !$0.isExpected }
        print(
            missed.isEmpty
                ? "\nall \(outcomes.filter { !$0.mutant.isEquivalent }.count) mutants caught; \(outcomes.filter(\.mutant.isEquivalent).count) equivalent survived; seed \(seed)"
                : "\nFAIL  \(missed.map(\.mutant.name).joined(separator: ", ")) not as expected; seed \(seed)")
    }

    func jsonText(_ r: FuzzRunResult) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("seed", "\(seed)")
        w.field("passed", r.passed)
        w.field("cases", Double(r.casesRun))
        w.field("seconds", r.elapsed)
        w.field("casesPerSecond", r.casesPerSecond.rounded())
        w.key("replayed")
        w.beginArray()
        for (path, failure) in replayed {
            w.beginObject()
            w.field("file", path)
            w.field("status", failure == nil ? "ok" : "fail")
            if let failure { w.field("failure", failure.description) }
            w.endObject()
        }
        w.endArray()
        w.key("failures")
        w.beginArray()
        for f in r.failures {
            let m = f.minimalFailure
            w.beginObject()
            w.field("case", Double(f.caseIndex))
            w.field("property", m.property.rawValue)
            if let e = m.engine { w.field("engine", e) }
            if let i = m.eventIndex { w.field("event", Double(i)) }
            if let p = m.point { w.field("point", numbers: [p.x, p.y]) }
            w.field("detail", m.detail)
            w.field("expected", m.expected)
            w.field("actual", m.actual)
            w.field("flaky", f.isFlaky)
            w.field("original", f.original.sizeDescription)
            w.field("shrunk", f.minimal.sizeDescription)
            w.field("tree", CaseDescription.text(f.minimal))
            if let path = f.savedPath { w.field("saved", path) }
            if let path = f.picturePath { w.field("picture", path) }
            w.field("reproduce", "hitchain fuzz --seed \(seed) --case \(f.caseIndex)")
            w.endObject()
        }
        w.endArray()
        w.key("otherFailingCases")
        w.numbers(r.otherFailingCases.map(Double.init))
        w.key("unexercised")
        w.beginArray(inline: true)
        for f in r.unexercised { w.string(f.rawValue) }
        w.endArray()
        w.key("features")
        w.beginObject()
        for f in FuzzFeature.allCases { w.field(f.rawValue, Double(r.statistics.featureCases[f] ?? 0)) }
        w.endObject()
        w.endObject()
        return w.text
    }

    func writeJUnit(_ r: FuzzRunResult, to path: String) throws {
        var cases: [(String, String?)] = [("seed \(seed): \(r.casesRun) cases", nil)]
        for (p, f) in replayed { cases.append(("saved case \(p)", f?.description)) }
        for f in r.failures {
            cases.append(("case \(f.caseIndex): \(f.minimalFailure.property.rawValue)", describe(f)))
        }
        for k in r.otherFailingCases { cases.append(("case \(k)", "failed (not shrunk)")) }
        if !r.unexercised.isEmpty {
            cases.append(("coverage", "never exercised: " + r.unexercised.map(\.rawValue).joined(separator: ", ")))
        }
        try Self.writeJUnit(cases, suite: "hitchain fuzz", seconds: r.elapsed, to: path)
    }

    func writeJUnit(mutants: [MutationCheck.Outcome], to path: String) throws {
        let cases = mutants.map { o -> (String, String?) in
            (
                "mutant \(o.mutant.name)",
                o.isExpected
                    ? nil
                    : (o.mutant.isEquivalent ? "an equivalent mutant was caught" : "not caught in \(o.casesRun) cases")
            )
        }
        try Self.writeJUnit(cases, suite: "hitchain fuzz --mutants", seconds: 0, to: path)
    }

    static func writeJUnit(_ cases: [(name: String, failure: String?)], suite: String, seconds: Double, to path: String)
        throws
    {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuite name=\"\(esc(suite))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { $0.failure != nil }.count)\" time=\"\(seconds)\">\n"
        for c in cases {
            if let failure = c.failure {
                xml += "  <testcase name=\"\(esc(c.name))\" classname=\"hitchain.fuzz\">\n"
                xml +=
                    "    <failure message=\"\(esc(String(failure.prefix(200))))\">\(esc(failure))</failure>\n  </testcase>\n"
            } else {
                xml += "  <testcase name=\"\(esc(c.name))\" classname=\"hitchain.fuzz\"/>\n"
            }
        }
        xml += "</testsuite>\n"
        do {
            try OutputFile.write(xml, to: path)
        } catch {
            throw CLIError(.unwritable(error))
        }
    }
}

func indent(_ text: String, by n: Int) -> String {
    let pad = String(repeating: " ", count: n)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
}

func formatSeconds(_ s: Double) -> String {
    let tenths = Int((s * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) s"
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

import Foundation
import HitChain

/// What `hitchain fuzz` prints: the start line with the seed, the live progress line, each
/// failure with its shrunk case and the commands that reproduce it, the statistics table,
/// or the same as JSON; and JUnit XML.
struct FuzzReport {
    let seed: UInt64
    let json: Bool
    let saveDir: String
    /// The saved cases replayed before the run: each file, what failed, and how long it took.
    private(set) var replayed: [(path: String, failure: FuzzFailure?, seconds: Double)] = []

    init(seed: UInt64, json: Bool, saveDir: String) {
        self.seed = seed
        self.json = json
        self.saveDir = saveDir
    }

    /// Replays every saved case in `dirs` with all properties and against its stored trace;
    /// returns how many fail.
    mutating func replaySaved(_ dirs: [String], checker: CaseChecker) -> Int {
        var failures = 0
        for path in dirs.flatMap(CaseRecording.files(in:)) {
            let start = Date()
            let failure = checker.checkSaved(path)
            replayed.append((path, failure, Date().timeIntervalSince(start)))
            if let failure {
                failures += 1
                if !json { print("FAIL  saved case \(path)\n" + indent(failure.description, by: 6)) }
            }
        }
        if !json, !replayed.isEmpty {
            print(
                "replayed \(plural(replayed.count, "saved case")) from \(dirs.joined(separator: ", ")): "
                    + (failures == 0 ? "all pass" : "\(failures) fail")
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
            "hitchain fuzz: seed \(seed), \(what), engines \(o.engines.map(\.name).joined(separator: ", ")), "
                + plural(o.jobs, "job")
        )
    }

    /// The live line on a terminal: cases done out of how many (this shard's share), the
    /// rate, failures so far, and the time left (by the rate, or by `--time`).
    static func printProgress(_ p: FuzzProgress, options: FuzzOptions) {
        let rate = p.elapsed > 0 ? Double(p.cases) / p.elapsed : 0
        var line = "  \(p.cases)"
        var left: Double?
        if options.iterations != Int.max {
            let shards = max(options.shard.count, 1)
            let total = (options.iterations - options.shard.index + shards - 1) / shards
            line += " of \(total)"
            if rate > 0 { left = Double(max(total - p.cases, 0)) / rate }
        }
        line += " cases  \(Int(rate.rounded())) cases/s  \(plural(p.failures, "failure"))"
        if let limit = options.timeLimit { left = min(left ?? .infinity, max(limit - p.elapsed, 0)) }
        if let left, left.isFinite { line += "  about \(BenchProgress.clock(left)) left" }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func finish(_ r: FuzzRunResult, options: FuzzOptions, replayFailures: Int) {
        if json { return print(jsonText(r)) }
        for f in r.failures { print(describe(f)) }
        if !r.unshrunk.isEmpty {
            print("\(plural(r.unshrunk.count, "more failing case")), not shrunk:")
            for u in r.unshrunk.prefix(20) {
                print("  case \(u.caseIndex): \(u.failure.oneLine)")
                print("    reproduce: hitchain fuzz --seed \(seed) --case \(u.caseIndex)")
            }
            if r.unshrunk.count > 20 { print("  and \(r.unshrunk.count - 20) more") }
        }
        let columns = TerminalWidth.columns ?? 100
        print(r.statistics.table(required: r.required, enabled: options.generator.reachable, width: max(columns, 60)))
        let rate = Int(r.casesPerSecond.rounded())
        let isSampled = options.roundTripEvery > 1 && options.onlyCase == nil
        let sampled = isSampled ? "; .evz round trip on 1 case in \(options.roundTripEvery)" : ""
        print("\(plural(r.casesRun, "case")) in \(formatSeconds(r.elapsed)) (\(rate) cases/s\(sampled))")
        print(verdict(r, replayFailures: replayFailures))
    }

    /// The last line: PASS, or FAIL with every reason the run failed.
    func verdict(_ r: FuzzRunResult, replayFailures: Int) -> String {
        var reasons: [String] = []
        let failing = r.failures.count + r.unshrunk.count
        if failing > 0 {
            var byProperty: [FuzzProperty: Int] = [:]
            for f in r.failures { byProperty[f.minimalFailure.property, default: 0] += 1 }
            for u in r.unshrunk { byProperty[u.failure.property, default: 0] += 1 }
            let kinds = FuzzProperty.allCases.compactMap { p in byProperty[p].map { "\(p.rawValue) \($0)" } }
            reasons.append("\(plural(failing, "failing case")) (\(kinds.joined(separator: ", ")))")
        }
        if replayFailures > 0 { reasons.append("\(plural(replayFailures, "saved case")) failing") }
        if !r.unexercised.isEmpty {
            reasons.append("vacuous: never exercised \(r.unexercised.map(\.rawValue).joined(separator: ", "))")
        }
        if reasons.isEmpty { return "PASS  seed \(seed): \(plural(r.casesRun, "case")), 0 failing" }
        return "FAIL  seed \(seed): " + reasons.joined(separator: "; ")
    }

    func describe(_ f: CaseFailure) -> String {
        let shown = f.minimalFailure.property, found = f.failure.property
        let asFound = shown == found ? "" : " (found as \(found.rawValue))"
        let flaky = f.isFlaky ? " (flaky: it did not fail again; not shrunk)" : ""
        var lines = ["FAIL  case \(f.caseIndex) of seed \(seed): \(shown.rawValue)\(asFound)\(flaky)"]
        lines.append("  original: \(f.original.sizeDescription)")
        if let s = f.shrunk {
            lines.append(
                "  shrunk:   \(s.sizeDescription) (\(plural(f.shrinkSteps, "step"))"
                    + "\(f.shrinkTimedOut ? ", stopped by the time limit" : ""))"
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
                "  \(name) STOPPED at case \(other.caseIndex) by a failure that is not the mutant's: "
                    + other.minimalFailure.property.rawValue
            )
            print(indent(CaseDescription.text(other.minimal), by: 4))
            print(indent(other.minimalFailure.description, by: 4))
        } else if o.mutant.isEquivalent {
            print(
                "  \(name) equivalent: "
                    + (o.caughtAt == nil
                        ? "not caught in \(plural(o.casesRun, "case")), as expected"
                        : "CAUGHT at case \(o.caughtAt ?? 0): the model is wrong")
            )
        } else if let k = o.caughtAt, let f = o.failure {
            let s = f.minimal
            print(
                "  \(name) caught after \(plural(k + 1, "case")); shrunk to \(plural(s.viewCount, "view")), "
                    + "\(plural(s.touchCount, "touch", "touches")), \(plural(s.events.count, "event"))"
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
                ? "\nPASS  seed \(seed): all \(plural(outcomes.filter { !$0.mutant.isEquivalent }.count, "mutant")) caught, "
                    + "\(outcomes.filter(\.mutant.isEquivalent).count) equivalent survived"
                : "\nFAIL  seed \(seed): " + missed.map(Self.why).joined(separator: "; "))
    }

    /// Why a mutant's outcome is not the expected one, in a few words.
    static func why(_ o: MutationCheck.Outcome) -> String {
        if let other = o.otherFailure {
            return "\(o.mutant.name) stopped by another failure (\(other.minimalFailure.property.rawValue))"
        }
        if o.mutant.isEquivalent { return "equivalent \(o.mutant.name) caught (the model is wrong)" }
        return "\(o.mutant.name) not caught in \(plural(o.casesRun, "case"))"
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
        for (path, failure, _) in replayed {
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
        w.key("unshrunk")
        w.beginArray()
        for u in r.unshrunk {
            w.beginObject()
            w.field("case", Double(u.caseIndex))
            w.field("property", u.failure.property.rawValue)
            w.field("failure", u.failure.oneLine)
            w.field("reproduce", "hitchain fuzz --seed \(seed) --case \(u.caseIndex)")
            w.endObject()
        }
        w.endArray()
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

import Foundation
import HitChain
import SystemPackage

/// What `hitchain fuzz` prints: the start line with the seed, the live progress line, each
/// failure with its shrunk case and the commands that reproduce it, the coverage table when
/// asked (else one line when a feature was never reached), the verdict last; or the same as
/// JSON; and JUnit XML.
struct FuzzReport {
    let seed: UInt64
    let json: Bool
    let saveDir: String
    /// The run's `--engines`, when not the default: a reproduce command names them, or case K
    /// would be checked against other engines (and pass).
    let engines: String?
    /// The run's delivery mutant (`--engines mutant:NAME` with a delivery mutant), if any.
    let deliveryMutant: String?
    /// The options that shape each generated case (`--features`, `--swarm`, `--max-views`,
    /// `--max-events`, `--probes`, `--scenes`), as arguments: `--case K` makes case K again only
    /// with them.
    let caseArguments: [String]
    /// `--coverage`: print the whole coverage table, not just the features never reached.
    let coverage: Bool
    /// The saved cases replayed before the run: each file, what failed, and how long it took.
    private(set) var replayed: [(path: String, failure: FuzzFailure?, seconds: Double)] = []

    init(
        seed: UInt64, json: Bool, saveDir: String, engines: String? = nil, deliveryMutant: String? = nil,
        caseArguments: [String] = [], coverage: Bool = false
    ) {
        self.coverage = coverage
        self.seed = seed
        self.json = json
        self.saveDir = saveDir
        self.engines = engines
        self.deliveryMutant = deliveryMutant
        self.caseArguments = caseArguments
    }

    /// `hitchain fuzz --seed S --case K` with every option that case K's making and checking
    /// depends on: the engines (`engines`, else the run's) and the generator's options.
    func fuzzCommand(case k: Int, engines: String? = nil, triage: Bool = false) -> String {
        var words = ["hitchain", "fuzz"]
        if triage { words.append("--triage") }
        words += ["--seed", "\(seed)", "--case", "\(k)"]
        if let e = engines ?? self.engines { words += ["--engines", e] }
        return (words + caseArguments).map(shellQuoted).joined(separator: " ")
    }

    /// The mutant a saved case must be replayed through to fail again: the failing engine's
    /// (`mutant:NAME`: a hit-test mutant, several joined by `+`, or a wrong engine), else the
    /// run's delivery mutant; nil when the failure is no mutant's. Without `--mutant`,
    /// `hitchain replay` runs the registered engines alone and the case passes.
    func mutant(of f: FuzzFailure) -> String? {
        if let e = f.engine, e.hasPrefix("mutant:") { return String(e.dropFirst("mutant:".count)) }
        return deliveryMutant
    }

    /// The command that replays saved case `path` through the engine `f` failed: `hitchain
    /// replay FILE` (with `--mutant NAME` for a mutant), or, for an engine `replay` cannot
    /// build (`process:…`), the fuzzer replaying its save folder through that engine —
    /// `replay` alone would run only the registered engines, and pass.
    func savedReplayCommand(_ path: String, _ f: FuzzFailure) -> String {
        guard let engine = f.engine, engine.hasPrefix("process:") else {
            return Self.replayCommand(path, mutant: mutant(of: f))
        }
        let folder = FilePath(path).removingLastComponent().string
        return [
            "hitchain", "fuzz", "--engines", engine, "--iterations", "0", "--save-dir", folder.isEmpty ? "." : folder,
        ]
        .map(shellQuoted).joined(separator: " ")
    }

    /// `hitchain replay FILE`, with `--mutant NAME` when `mutant` is given.
    static func replayCommand(_ path: String, mutant: String?) -> String {
        var words = ["hitchain", "replay", path]
        if let mutant { words += ["--mutant", mutant] }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// Replays every saved case in `dirs` with all properties and against its stored trace;
    /// returns how many fail.
    mutating func replaySaved(_ dirs: [String], checker: CaseChecker) -> Int {
        var failures = 0
        for path in dirs.flatMap(CaseRecording.files(in:)) {
            // An engine given up on answers nothing more: the run stops (`EngineArgument.stopIfGivenUp`).
            if checker.engines.contains(where: { $0.failure != nil }) { break }
            let start = Date()
            let failure = checker.checkSaved(path)
            replayed.append((path, failure, Date().timeIntervalSince(start)))
            if let failure {
                failures += 1
                if !json {
                    print("FAIL  saved case \(path)\n" + indent(failure.description, by: 6))
                    print("      reproduce: \(savedReplayCommand(path, failure))")
                }
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
            what = o.iterations == Int.max ? "cases until the time limit" : plural(o.iterations, "case")
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
        if let left, left.isFinite { line += "  about \(formatClock(left)) left" }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func finish(_ r: FuzzRunResult, options: FuzzOptions, replayFailures: Int) {
        if json { return print(jsonText(r)) }
        for f in r.failures { print(describe(f)) }
        if !r.unshrunk.isEmpty {
            print("\(plural(r.unshrunk.count, "more failing case")), not shrunk:")
            for u in r.unshrunk.prefix(20) {
                print("  case \(u.caseIndex): \(u.failure.oneLine)")
                print("    reproduce: \(fuzzCommand(case: u.caseIndex))")
            }
            if r.unshrunk.count > 20 { print("  and \(r.unshrunk.count - 20) more") }
        }
        printCoverage(r, options: options)
        let rate = Int(r.casesPerSecond.rounded())
        let isSampled = options.roundTripEvery > 1 && options.onlyCase == nil
        let sampled = isSampled ? "; .evz round trip on 1 case in \(options.roundTripEvery)" : ""
        print("\(plural(r.casesRun, "case")) in \(formatMeasure(r.elapsed, decimals: 1)) s (\(rate) cases/s\(sampled))")
        print(verdict(r, replayFailures: replayFailures))
    }

    /// With `--coverage`, the statistics table and every property skipped where it cannot be
    /// exact; else at most two lines: the features enabled but never reached (the verdict names
    /// those that were required), and how many cases skipped an inexact property.
    private func printCoverage(_ r: FuzzRunResult, options: FuzzOptions) {
        let enabled = options.generator.reachable
        if coverage {
            let width = max(TerminalWidth.columns ?? 100, 60)
            print(r.statistics.table(required: r.required, enabled: enabled, width: width))
            for line in r.statistics.inexactLines { print(line) }
            return
        }
        let rare = FuzzFeature.allCases.filter {
            enabled.contains($0) && !r.required.contains($0) && (r.statistics.featureCases[$0] ?? 0) == 0
        }
        if !rare.isEmpty, r.casesRun > 0 {
            print(
                "never reached: \(rare.map(\.rawValue).joined(separator: ", ")) (rare at "
                    + "\(plural(r.casesRun, "case")), so not required; --coverage shows every feature)")
        }
        let skipped = r.statistics.inexact.values.reduce(0, +)
        if skipped > 0 {
            print("\(plural(skipped, "property check")) skipped where it cannot be exact (--coverage says which)")
        }
    }

    /// Whether the run checked nothing at all: no case generated and no saved case replayed
    /// (`--iterations 0` with nothing saved).
    func checkedNothing(_ r: FuzzRunResult) -> Bool { r.casesRun == 0 && replayed.isEmpty }

    /// The last line: PASS, or FAIL with every reason the run failed (or that it checked nothing).
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
        if reasons.isEmpty, checkedNothing(r) {
            return "FAIL  seed \(seed): nothing checked: no case generated and no saved case to replay"
        }
        if reasons.isEmpty, r.casesRun == 0 {
            return "PASS  seed \(seed): no case generated; \(plural(replayed.count, "saved case")) replayed, 0 failing"
        }
        if reasons.isEmpty { return "PASS  seed \(seed): \(plural(r.casesRun, "case")), 0 failing" }
        return "FAIL  seed \(seed): " + reasons.joined(separator: "; ")
    }

    /// A failing case: what failed, its size before and after shrinking, the shrunk tree and
    /// failure, where it was saved, and the commands that reproduce it — `hitchain replay` of
    /// the saved file (through the mutant that failed it, if one did) and `hitchain fuzz` of
    /// the case, with `engines` (else the run's) and the generator's options.
    func describe(_ f: CaseFailure, engines: String? = nil) -> String {
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
        let fuzz = fuzzCommand(case: f.caseIndex, engines: engines)
        if let path = f.savedPath {
            lines.append("  saved:    \(path)")
            if let picture = f.picturePath { lines.append("  picture:  \(picture)") }
            lines.append("  reproduce: \(savedReplayCommand(path, f.minimalFailure))")
            lines.append("             \(fuzz)")
        } else {
            if let problem = f.saveProblem { lines.append("  not saved: \(problem)") }
            lines.append("  reproduce: \(fuzz)")
        }
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
            print("  \(name) MISSED in \(plural(o.casesRun, "case"))")
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
                    w.field("reproduce", fuzzCommand(case: f.caseIndex, engines: "mutant:\(o.mutant.name)"))
                }
                if let path = saved[o.mutant.name] {
                    w.field("saved", path)
                    w.field("replay", Self.replayCommand(path, mutant: o.mutant.name))
                }
                if o.failure == nil, let other = o.otherFailure {
                    w.field("otherFailure", other.minimalFailure.description)
                    w.field("reproduce", fuzzCommand(case: other.caseIndex, engines: "mutant:\(o.mutant.name)"))
                }
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
            let fuzz = fuzzCommand(case: f.caseIndex, engines: "mutant:\(o.mutant.name)")
            if let path = saved[o.mutant.name] {
                print("  reproduce: \(Self.replayCommand(path, mutant: o.mutant.name))")
                print("             \(fuzz)")
            } else {
                print("  reproduce: \(fuzz)")
            }
        }
        let missed = outcomes.filter { !$0.isExpected }
        let equivalent = outcomes.filter(\.mutant.isEquivalent).count
        print(
            missed.isEmpty
                ? "\nPASS  seed \(seed): all \(plural(outcomes.count - equivalent, "mutant")) caught, "
                    + "\(equivalent) equivalent survived"
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
            if let failure {
                w.field("failure", failure.description)
                w.field("replay", savedReplayCommand(path, failure))
            }
            w.endObject()
        }
        w.endArray()
        w.key("failures")
        w.beginArray()
        for f in r.failures { write(f, into: &w) }
        w.endArray()
        w.key("unshrunk")
        w.beginArray()
        for u in r.unshrunk {
            w.beginObject()
            w.field("case", Double(u.caseIndex))
            w.field("property", u.failure.property.rawValue)
            w.field("failure", u.failure.oneLine)
            w.field("reproduce", fuzzCommand(case: u.caseIndex))
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
        // Cases where a property cannot be exact and was skipped, by shape.
        w.key("skipped")
        w.beginObject()
        for (shape, n) in r.statistics.inexact.sorted(by: { $0.key < $1.key }) { w.field(shape.rawValue, Double(n)) }
        w.endObject()
        w.endObject()
        return w.text
    }

    /// One shrunk failure in the report's JSON.
    private func write(_ f: CaseFailure, into w: inout JSONWriter) {
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
        if let path = f.savedPath {
            w.field("saved", path)
            w.field("replay", savedReplayCommand(path, m))
        }
        if let path = f.picturePath { w.field("picture", path) }
        w.field("reproduce", fuzzCommand(case: f.caseIndex))
        w.endObject()
    }
}

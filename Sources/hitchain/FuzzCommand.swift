import ArgumentParser
import Foundation
import HitChain
import SystemPackage

/// `hitchain fuzz`.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract:
            "Generate random scenes and events, check every engine and the routing rules, and shrink any failure.",
        discussion: """
            Each case is generated from the run's seed and its number, so any case can be \
            re-run alone (--seed S --case K) on any machine, with any --jobs. Every case \
            checks: each engine returns the reference's view for every probe point, before \
            and after the events; dispatch through each engine gives the reference's trace; \
            every responder's chain follows docs/semantics.md; router and action messages walk a \
            prefix of the sender's chain to the first interested responder; every touch \
            ends or is cancelled exactly once, where it began; the case survives an .evz \
            round trip and replays identically.

            Saved failures (--save-dir, and Corpus/regressions when it exists) are replayed \
            before new cases are generated. A failure is re-run once (a failure that does not \
            repeat is reported as flaky), shrunk, printed as a tree with the event, point and \
            expected vs actual answers, and saved as a replayable .evz.

            --mutants runs against each of docs/semantics.md's mutants instead — hit-test mutants, \
            wrong engines, and delivery mutants that every engine shares, which only the \
            independent delivery expectations can catch — and reports whether and when each was caught.
            """
    )

    @Option(
        help: """
            Cases to generate, 0 to 2^53 (default 1000; 10000 per mutant with --mutants; unlimited with --time \
            alone).
            """)
    var iterations: Int?

    @Option(help: "The run's seed (random by default; always printed).")
    var seed: UInt64?

    @Option(name: .customLong("case"), help: "Run only case K (0 to 2^53) of the seed's run.")
    var caseNumber: Int?

    @Option(help: "Stop generating after this long: seconds, or with a unit (90s, 5m, 1h); at most a week.")
    var time: TimeLimit?

    @Option(help: "Worker threads, 1 to 256; results do not depend on it.")
    var jobs: Int = 1

    @Option(
        help: """
            Engines under test, comma-separated: flattened, indexed, reference, mutant:NAME (a+b for several \
            hit-test mutants at once; a delivery mutant is not an engine but the rules every case is delivered \
            with), process:COMMAND (an engine in another process, docs/frameworks.md).
            """)
    var engines: String = FuzzCommand.defaultEngines
    static let defaultEngines = "flattened,indexed"

    @Option(help: "Where failures are saved, and replayed from first.")
    var saveDir: String = "fuzz-failures"

    @Option(
        help: """
            With --mutants: save each mutant's counterexample, with its picture, in this folder (never \
            replayed as failures by later runs); without it none is saved.
            """)
    var mutantsDir: String?

    @Flag(help: "Stop at the first failing case (the lowest case number, whatever --jobs).")
    var stopOnFirst = false

    @Flag(help: "Report failures without shrinking them.")
    var noShrink = false

    @Option(help: "Seconds allowed to shrink each failure (0 to 604800).")
    var shrinkTime: Measure = 30

    @Option(
        help: """
            Run the .evz round trip (encode, decode, compare, replay) on one case in N (1 to 2^53); 1: every \
            case. Every other property runs on every case.
            """)
    var roundTripEvery: Int = FuzzOptions.defaultRoundTripEvery

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(
        help: """
            Print the coverage table: how many cases reached each feature, the events generated, and the \
            properties skipped where they cannot be exact (without it, one line names a feature never reached).
            """)
    var coverage = false

    @Flag(help: "Run against every mutant of docs/semantics.md (hit-test and delivery) and report which were caught.")
    var mutants = false

    @Flag(help: "Swarm mode: each case switches a random half of the features off.")
    var swarm = false

    @Option(help: "Only these features, comma-separated (see the statistics table for names).")
    var features: CommaSeparated<FuzzFeature>?

    @Option(help: "Largest scene, in views (1 to 100000).")
    var maxViews: Int = FuzzCommand.defaults.maxViews

    @Option(help: "Events per case, at most (0 to 10000).")
    var maxEvents: Int = FuzzCommand.defaults.maxEvents

    @Option(help: "Probe points per case (0 to 10000).")
    var probes: Int = FuzzCommand.defaults.probes

    /// The generator options' defaults, which these options start from.
    static let defaults = (maxViews: 2000, maxEvents: 16, probes: 24)

    @Option(
        help: ArgumentHelp(
            "Start every case from one of the scene files in this folder (your own screens, imported), mutated.",
            valueName: "folder"))
    var scenes: String?

    @Option(help: "Run shard I of N (0-based, N at least 1): the cases whose number k has k % N == I.")
    var shard: Shard?

    @Flag(
        help: """
            Triage: diagnose every failing case by the reading of the rules that gives the engine's answers \
            (else the walk's step where they part), group failures into classes, keep going past them, and \
            shrink the first case of each class.
            """)
    var triage = false

    @Option(
        help: ArgumentHelp(
            "With --triage: a baseline of accepted classes (from --write-known); only a class it lacks fails the run.",
            valueName: "file"))
    var known: String?

    @Option(
        help: ArgumentHelp(
            """
            With --triage: write the classes found as a baseline, keyed by rule (the --known baseline's classes \
            not seen this run are kept, unless --prune-known).
            """, valueName: "file"))
    var writeKnown: String?

    @Flag(help: "With --write-known: leave out the --known baseline's classes this run did not see (fixed?).")
    var pruneKnown = false

    @Option(
        help: """
            With --triage: a class the baseline lacks is new when seen in at least N cases (1 to 2^53), or when the \
            baseline's readings do not explain its counterexample.
            """)
    var minCases: Int = TriageGate.defaultMinimumCases

    @Option(help: "With --triage: where each class's counterexample is saved (never replayed as a failure).")
    var triageDir: String = "fuzz-triage"

    @OptionGroup var engineOptions: EngineOptions

    @Option(
        help: """
            Stack of each worker thread, in MiB (1 to 1024); by default enough for a recursive engine on the \
            deepest scene --max-views allows (16 KiB a view, 64 MiB at least).
            """)
    var stackSize: Int?

    func validate() throws {
        if let junit, junit != ReportFile.standardOutput {
            do { try OutputFile.check(junit) } catch { throw CLIError(.unwritable(error, option: "--junit")) }
        }
        if let writeKnown, writeKnown != ReportFile.standardOutput {
            do { try OutputFile.check(writeKnown) } catch {
                throw CLIError(.unwritable(error, option: "--write-known"))
            }
        }
        if junit == ReportFile.standardOutput, writeKnown == ReportFile.standardOutput {
            throw ValidationError("--junit - and --write-known - cannot both take standard output")
        }
        if !triage, known != nil || writeKnown != nil {
            throw ValidationError("--known and --write-known go with --triage")
        }
        if pruneKnown, writeKnown == nil { throw ValidationError("--prune-known goes with --write-known") }
        guard (1...FuzzOptions.caseRange.upperBound).contains(minCases) else {
            throw ValidationError("--min-cases must be between 1 and 2^53 (\(FuzzOptions.caseRange.upperBound))")
        }
        if triage, mutants { throw ValidationError("--triage and --mutants cannot be combined") }
        if triage, stopOnFirst {
            throw ValidationError("--triage keeps going past failures: it does not take --stop-on-first")
        }
        if let stackSize, !(1...1024).contains(stackSize) {
            throw ValidationError("--stack-size must be between 1 and 1024 (MiB)")
        }
        let folders = [("--save-dir", saveDir), ("--mutants-dir", mutantsDir), ("--triage-dir", triageDir)]
        for case (let option, let folder?) in folders {
            if let problem = CaseRecording.folderProblem(folder) {
                throw ValidationError("\(option) \"\(folder)\": \(problem)")
            }
        }
        let cases = FuzzOptions.caseRange
        guard FuzzOptions.jobsRange.contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
        guard maxViews >= 1, maxViews <= 100_000 else {
            throw ValidationError("--max-views must be between 1 and 100000")
        }
        guard maxEvents >= 0, maxEvents <= 10_000 else {
            throw ValidationError("--max-events must be between 0 and 10000")
        }
        guard probes >= 0, probes <= 10_000 else { throw ValidationError("--probes must be between 0 and 10000") }
        if let iterations, !cases.contains(iterations) {
            throw ValidationError("--iterations must be between 0 and 2^53 (\(cases.upperBound))")
        }
        if iterations == 0, mutants || triage {
            throw ValidationError("--iterations 0 with \(mutants ? "--mutants" : "--triage") would check nothing")
        }
        if let caseNumber, !cases.contains(caseNumber) {
            throw ValidationError("--case must be between 0 and 2^53 (\(cases.upperBound))")
        }
        guard (1...cases.upperBound).contains(roundTripEvery) else {
            throw ValidationError("--round-trip-every must be between 1 and 2^53 (\(cases.upperBound))")
        }
        guard FuzzOptions.secondsRange.contains(shrinkTime.value) else {
            throw ValidationError("--shrink-time must be between 0 and 604800 seconds")
        }
        if let time, !(time.seconds > 0 && FuzzOptions.secondsRange.contains(time.seconds)) {
            throw ValidationError("--time must be more than 0 and at most a week (604800 s)")
        }
    }

    func run() throws {
        if let junit { try ReportFile.prepare(junit, option: "--junit") }
        let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
        let options = try makeOptions(seed: seed)
        var report = FuzzReport(
            seed: seed, json: json, saveDir: saveDir, engines: engines == Self.defaultEngines ? nil : engines,
            deliveryMutant: options.delivery?.rawValue, caseArguments: caseArguments, coverage: coverage)
        BuildNote.printIfDebug(command: "fuzz")

        defer { EngineArgument.summarize(options.engines) }
        if mutants {
            try runMutants(options, report: report)
            return
        }
        if triage {
            try runTriage(options, report: report)
            return
        }

        let fuzzer = Fuzzer(options)
        let replayFailures = caseNumber == nil ? replaySavedFailures(&report, checker: fuzzer.checker) : 0
        try EngineArgument.stopIfGivenUp(options.engines)
        report.printStart(options)
        var result = runCases(fuzzer, options: options)
        try EngineArgument.stopIfGivenUp(options.engines)
        saveFailures(&result, seed: seed)
        report.finish(result, options: options, replayFailures: replayFailures)
        if let junit { try report.junit(result, options: options).write(to: junit) }
        if !result.passed || replayFailures > 0 || report.checkedNothing(result) { throw ExitCode.failure }
    }

    /// The options besides the seed and the engines that make case K what it is, as they
    /// were given: what a reproduce command needs to make the same case again.
    var caseArguments: [String] {
        var arguments: [String] = []
        if let features { arguments += ["--features", features.items.map(\.rawValue).joined(separator: ",")] }
        if swarm { arguments.append("--swarm") }
        if maxViews != Self.defaults.maxViews { arguments += ["--max-views", "\(maxViews)"] }
        if maxEvents != Self.defaults.maxEvents { arguments += ["--max-events", "\(maxEvents)"] }
        if probes != Self.defaults.probes { arguments += ["--probes", "\(probes)"] }
        if let scenes { arguments += ["--scenes", scenes] }
        return arguments
    }

    /// The run's options, from the command line.
    private func makeOptions(seed: UInt64) throws -> FuzzOptions {
        var options = FuzzOptions(seed: seed)
        options.jobs = jobs
        options.timeLimit = time?.seconds
        options.iterations = iterations ?? (mutants ? 10_000 : (time != nil ? Int.max : 1000))
        options.roundTripEvery = max(roundTripEvery, 1)
        options.onlyCase = caseNumber
        options.shrinks = !noShrink
        options.shrinkTimeLimit = shrinkTime.value
        options.stopOnFirstFailure = stopOnFirst
        options.triage = triage
        options.stackSize = stackSize.map { $0 << 20 }
        if let shard { options.shard = (shard.index, shard.count) }
        var selection = FeatureSelection(swarm: swarm)
        if let features {
            selection.enabled = Set(features.items)
            selection.isExplicit = true
        }
        options.generator = GeneratorOptions(
            features: selection, maxViews: maxViews, maxEvents: maxEvents, probes: probes,
            seedScenes: try scenes.map(Self.seedScenes) ?? [])
        (options.engines, options.delivery) = try EngineArgument.list(
            engines, timeout: engineOptions.engineTimeout.value)
        return options
    }

    /// `--mutants`: runs every mutant, saves each counterexample (with its picture) in
    /// `--mutants-dir` when given, reports, and fails unless every mutant did as expected.
    private func runMutants(_ options: FuzzOptions, report: FuzzReport) throws {
        let outcomes = MutationCheck(options).run { if !json { report.printMutant($0) } }
        var saved: [String: String] = [:]
        for o in outcomes {
            let source = "hitchain fuzz --mutants: \(o.mutant.name)"
            if let mutantsDir, let f = o.failure,
                let path = try? CaseRecording.save(f.minimal, source: source, in: mutantsDir)
            {
                saved[o.mutant.name] = path
                _ = FailurePicture.write(
                    beside: path, of: f.minimal, failure: f.minimalFailure, title: "mutant \(o.mutant.name)")
            }
        }
        report.finishMutants(outcomes, saved: saved, iterations: options.iterations)
        if let junit { try report.junit(mutants: outcomes, saved: saved).write(to: junit) }
        if !outcomes.allSatisfy(\.isExpected) { throw ExitCode.failure }
    }

    /// Replays the saved failures in `--save-dir`, and in Corpus/regressions when it exists;
    /// returns how many fail.
    private func replaySavedFailures(_ report: inout FuzzReport, checker: CaseChecker) -> Int {
        var dirs = [saveDir]
        if FileManager.default.fileExists(atPath: "Corpus/regressions"), saveDir != "Corpus/regressions" {
            dirs.append("Corpus/regressions")
        }
        return report.replaySaved(dirs, checker: checker)
    }

    /// Runs the cases, with a live progress line when standard error is a terminal and the
    /// output is not JSON.
    func runCases(_ fuzzer: Fuzzer, options: FuzzOptions) -> FuzzRunResult {
        let live = !json && isatty(STDERR_FILENO) != 0
        var progress: (@Sendable (FuzzProgress) -> Void)?
        if live { progress = { @Sendable [options] p in FuzzReport.printProgress(p, options: options) } }
        let result = fuzzer.run(progress: progress)
        if live { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return result
    }

    /// Saves each failure that is not flaky in `--save-dir`, with its picture, and records
    /// where (or why saving failed) in `result`.
    private func saveFailures(_ result: inout FuzzRunResult, seed: UInt64) {
        for i in result.failures.indices where !result.failures[i].isFlaky {
            let f = result.failures[i]
            let source = "hitchain fuzz --seed \(seed) --case \(f.caseIndex): \(f.minimalFailure.property.rawValue)"
            do {
                let path = try CaseRecording.save(f.minimal, source: source, in: saveDir)
                result.failures[i].savedPath = path
                result.failures[i].picturePath = FailurePicture.write(
                    beside: path, of: f.minimal, failure: f.minimalFailure,
                    title: "case \(f.caseIndex) of seed \(seed): \(f.minimalFailure.property.rawValue)")
            } catch {
                result.failures[i].saveProblem = "\(error)"
            }
        }
    }

    /// Every scene file (`*.json`) in `folder`, sorted by name so a run is the same everywhere.
    static func seedScenes(_ folder: String) throws -> [HCScene] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ValidationError("--scenes \"\(folder)\": not a folder that can be read")
        }
        let files = names.filter { $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else { throw ValidationError("--scenes \"\(folder)\": holds no scene (.json) files") }
        return try files.map { try SceneFile.read(FilePath(folder).appending($0).string) }
    }
}

import ArgumentParser
import Foundation
import HitChain

/// `hitchain replay FILES…`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay recordings through every hit-test engine and check each trace against the recorded one.",
        discussion: """
            Files, globs (expanded by your shell) and directories (searched for .evz files). \
            For each recording, one line: `ok` with its events, chunks and engines; or `FAIL` \
            with the first divergent event (its index, time and touch points, the expected and \
            the actual trace line), with why it could not be read, or with the damage that \
            fails it. After it, a `warn` line for each problem the reader found: a cut-off or \
            damaged recording (no end record, a record that fails its CRC, a lost trace) \
            replays every complete chunk, says what is wrong, and fails unless --allow-partial \
            is given. The last line counts the recordings that passed and failed; with --json, \
            one JSON array instead. Exits non-zero if any recording fails.
            """
    )

    @Argument(help: "Recordings (.evz) or directories.")
    var files: [String]

    @Flag(name: .long, help: "Print a JSON summary.")
    var json = false

    @Flag(
        name: .long,
        help: "Pass a cut-off or damaged recording whose readable chunks replay without divergence (it still warns).")
    var allowPartial = false

    @Option(
        help: ArgumentHelp(
            "Also replay through this mutant, as `hitchain fuzz` names it for a case it saved: a hit-test mutant (the "
                + "reference walk with one rule changed; a+b for several at once), a wrong engine, or a delivery "
                + "mutant (the reference's hit-testing with one delivery rule changed).", valueName: "name"),
        transform: MutantArgument.anyMutant)
    var mutant: Mutant?

    @Option(help: ArgumentHelp("Also write a JUnit XML report: one testcase per recording.", valueName: "file.xml"))
    var junit: String?

    func run() throws {
        let paths = try RecordingFiles.expand(files)
        var engines = NamedEngine.registered()
        if let mutant { engines.append(mutant.engine) }
        if let junit { try ReportFile.prepare(junit, option: "--junit") }
        var failures = 0
        var suite = JUnitReport.Suite(name: "replay", time: 0)
        var w = JSONWriter()
        w.beginArray()
        for path in paths {
            w.beginObject()
            w.field("file", path)
            let start = Date()
            var testcase = JUnitReport.TestCase(name: path, classname: "hitchain.replay")
            defer {
                testcase.time = Date().timeIntervalSince(start)
                suite.time += testcase.time ?? 0
                suite.cases.append(testcase)
            }
            if !replay(path, engines: engines, into: &w, testcase: &testcase) { failures += 1 }
            w.endObject()
        }
        w.endArray()
        if let junit { try JUnitReport(name: "hitchain replay", suites: [suite]).write(to: junit) }
        if json { print(w.text) }
        if !json { printSummary(files: paths.count, failures: failures) }
        if failures > 0 { throw ExitCode.failure }
    }

    /// Replays the recording at `path`: writes its fields to `w`, prints its lines and sets
    /// `testcase`'s failure. False when it fails (with --allow-partial, only a divergence or
    /// an unreadable file fails).
    private func replay(
        _ path: String, engines: [NamedEngine], into w: inout JSONWriter, testcase: inout JUnitReport.TestCase
    ) -> Bool {
        if let failure = fuzzCaseFailure(path) {
            w.field("status", "fail")
            w.field("property", failure.property.rawValue)
            w.field("failure", failure.description)
            if !json { print("FAIL  \(path): " + indent(failure.description, by: 6).dropFirst(6)) }
            testcase.failure = JUnitReport.Failure(
                message: "\(path): \(failure.oneLine)", type: failure.property.rawValue,
                body: "\(failure.description)\n\nreproduce: \(FuzzReport.replayCommand(path, mutant: mutant?.name))\n")
            return false
        }
        do {
            let reader = try EVZReader(path: path)
            let replayer = Replayer(engines: engines, registry: FuzzCatalogue.registry)
            let result = try replayer.replay(reader)
            if result.isDeviceRecording { noteDevice(path, standIns: replayer.standIns(in: reader.scene), into: &w) }
            w.field("events", Double(result.events))
            w.field("chunks", Double(result.chunks))
            w.key("engines")
            w.beginArray(inline: true)
            for engine in result.engines { w.string(engine) }
            w.endArray()
            let passed = allowPartial ? result.passedWhatWasRead : result.passed
            record(result, passed: passed, path: path, into: &w, testcase: &testcase)
            w.key("warnings")
            w.beginArray()
            for warning in result.warnings {
                w.string(warning.description)
                if !json { print("warn  \(path): \(warning)") }
            }
            w.endArray()
            return passed
        } catch {
            w.field("status", "error")
            w.field("error", "\(error)")
            if !json { print("FAIL  \(error)") }
            testcase.failure = JUnitReport.Failure(message: "\(error)", type: "unreadable", body: "\(error)\n")
            return false
        }
    }

    /// For a case `hitchain fuzz` saved (its header's source says so): the first of the
    /// fuzzer's properties that does not hold, checked as the fuzzer checked it — with the
    /// `--mutant` given (a delivery mutant delivers the case, a hit-test mutant or wrong engine
    /// is an engine under test) — so that a saved property failure fails here in the same
    /// words. Nil for every other recording, and when the properties hold.
    private func fuzzCaseFailure(_ path: String) -> FuzzFailure? {
        guard let source = try? EVZReader(path: path).header.source, source.hasPrefix("hitchain fuzz"),
            let c = try? CaseRecording.load(path)
        else { return nil }
        var engines = NamedEngine.registered().filter { $0.name != ReferenceEngine.engineName }
        if let mutant, mutant.delivery == nil { engines.append(mutant.engine) }
        return CaseChecker(engines: engines, delivery: mutant?.delivery).check(c)
    }

    /// The status of a replayed recording: a divergence, damage that fails it, or ok (partial
    /// when it has warnings), in the JSON, the printed line and the JUnit test case.
    private func record(
        _ result: ReplayResult, passed: Bool, path: String, into w: inout JSONWriter,
        testcase: inout JUnitReport.TestCase
    ) {
        if let d = result.divergence {
            w.field("status", "fail")
            // The divergence as fields (points as [x, y], the time in seconds), then in words.
            w.key("divergence")
            d.writeJSON(into: &w)
            if !json {
                print("FAIL  \(path): \(d.description)")
                // A device recording's first touch delivered elsewhere: the model's walk there.
                if let explanation = d.explanation { print(indent(explanation, by: 6), terminator: "") }
            }
            testcase.failure = JUnitReport.Failure(
                message: "\(path): \(d.description)", type: "divergence",
                body: "\(d.description)\n\nreproduce: \(FuzzReport.replayCommand(path, mutant: mutant?.name))\n"
            )
        } else if !passed {
            w.field("status", "damaged")
            if !json {
                print(
                    "FAIL  \(path): damaged or incomplete recording (--allow-partial to accept what could be read)"
                )
            }
            testcase.failure = JUnitReport.Failure(
                message: "\(path): damaged or incomplete recording: \(result.warnings.first?.description ?? "")",
                type: "damaged",
                body: result.warnings.map(\.description).joined(separator: "\n") + "\n")
        } else {
            w.field("status", result.warnings.isEmpty ? "ok" : "partial")
            if !json {
                let engines = result.engines.joined(separator: ", ")
                print(
                    "ok    \(path): \(plural(result.events, "event")), \(plural(result.chunks, "chunk")), "
                        + "engines \(engines)")
            }
        }
    }

    /// A device recording (`HitChainRecorder`): it compares where each touch went on the device
    /// with the model's hit-test; the classes it names that replay stands in for (no class of
    /// that name is known here: they replay as declared views, without their code) are listed.
    private func noteDevice(_ path: String, standIns: [String], into w: inout JSONWriter) {
        w.field("device", true)
        w.key("standIns")
        w.beginArray(inline: true)
        for name in standIns { w.string(name) }
        w.endArray()
        guard !json else { return }
        let classes = standIns.isEmpty ? "none" : standIns.joined(separator: ", ")
        print(
            "note  \(path): a device recording, each touch's view compared with the model's; "
                + "classes stood in for (replayed as declared views, without their code): \(classes)")
    }

    /// The last line: how many of the recordings passed and failed.
    private func printSummary(files count: Int, failures: Int) {
        let files = plural(count, "recording")
        print(
            failures == 0
                ? "PASS  \(files): \(count) passed, 0 failed"
                : "FAIL  \(files): \(count - failures) passed, \(failures) failed")
    }
}

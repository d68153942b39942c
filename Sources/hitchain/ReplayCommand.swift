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
            One line per file: ok, or the first divergent event — index, time, point, \
            expected and actual step. A cut-off or damaged recording (no end record, a \
            record that fails its CRC, a lost trace) replays every complete chunk, says what \
            is wrong, and fails unless --allow-partial is given. Exits non-zero if any file \
            fails.
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
            "Also replay through this mutant: the reference walk with one rule changed, or a wrong engine (as "
                + "`hitchain fuzz --mutants` saves its cases).", valueName: "name"),
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
        do {
            let result = try Replayer(engines: engines).replay(try EVZReader(path: path))
            w.field("events", Double(result.events))
            w.field("chunks", Double(result.chunks))
            w.field("engines", result.engines.joined(separator: ","))
            let passed = allowPartial ? result.passedWhatWasRead : result.passed
            record(result, passed: passed, path: path, into: &w, testcase: &testcase)
            w.key("warnings")
            w.beginArray()
            for warning in result.warnings {
                w.string(warning)
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

    /// The status of a replayed recording: a divergence, damage that fails it, or ok (partial
    /// when it has warnings), in the JSON, the printed line and the JUnit test case.
    private func record(
        _ result: ReplayResult, passed: Bool, path: String, into w: inout JSONWriter,
        testcase: inout JUnitReport.TestCase
    ) {
        if let d = result.divergence {
            w.field("status", "fail")
            w.field("divergence", d.description)
            if !json { print("FAIL  \(path): \(d.description)") }
            testcase.failure = JUnitReport.Failure(
                message: "\(path): \(d.description)", type: "divergence",
                body:
                    "\(d.description)\n\nreproduce: hitchain replay \(path)"
                    + (mutant.map { " --mutant \($0.name)" } ?? "") + "\n"
            )
        } else if !passed {
            w.field("status", "damaged")
            if !json {
                print(
                    "FAIL  \(path): damaged or incomplete recording (--allow-partial to accept what could be read)"
                )
            }
            testcase.failure = JUnitReport.Failure(
                message: "\(path): damaged or incomplete recording: \(result.warnings.first ?? "")",
                type: "damaged",
                body: result.warnings.joined(separator: "\n") + "\n")
        } else {
            w.field("status", result.warnings.isEmpty ? "ok" : "partial")
            if !json {
                let engines = result.engines.joined(separator: ", ")
                print(
                    "ok    \(path): \(result.events) events, \(plural(result.chunks, "chunk")), engines \(engines)"
                )
            }
        }
    }

    /// The last line: how many of the recordings passed and failed.
    private func printSummary(files count: Int, failures: Int) {
        let files = "\(count) recording\(count == 1 ? "" : "s")"
        print(
            failures == 0
                ? "PASS  \(files): \(count) passed, 0 failed"
                : "FAIL  \(files): \(count - failures) passed, \(failures) failed")
    }
}

import ArgumentParser
import Foundation
import HitChain

extension FuzzCommand {
    /// `--triage`: runs the cases, saves each class's counterexample (with its picture) in
    /// `--triage-dir`, reports (`TriageReport`), writes the baseline if asked, and fails on a
    /// class the `--known` baseline lacks (`TriageGate`).
    func runTriage(_ options: FuzzOptions, report fuzzReport: FuzzReport) throws {
        let baseline = try known.map(Self.readKnown) ?? KnownClasses()
        if let writeKnown { try ReportFile.prepare(writeKnown, option: "--write-known") }
        fuzzReport.printStart(options)
        let result = runCases(Fuzzer(options), options: options)
        try EngineArgument.stopIfGivenUp(options.engines)
        var report = TriageReport(result, options: options, gate: TriageGate(known: baseline, minimumCases: minCases))
        report.reproduce = { [fuzzReport] k in fuzzReport.fuzzCommand(case: k, triage: true) }
        report.save(in: triageDir)
        if json {
            print(report.json)
        } else {
            let columns = TerminalWidth.columns ?? 100
            report.statistics = result.statistics.table(
                required: result.required, enabled: options.generator.reachable, width: max(columns, 60))
            print(report.text, terminator: "")
        }
        if let junit { try report.junit.write(to: junit) }
        if let writeKnown {
            try ReportFile.write(report.baseline(prune: pruneKnown), to: writeKnown, option: "--write-known")
        }
        if !report.passed { throw ExitCode.failure }
    }

    /// The `--known` baseline, with errors naming the file and the place.
    static func readKnown(_ path: String) throws -> KnownClasses {
        do {
            return try KnownClasses.parse(Array(try InputFile.read(path)))
        } catch var e as SceneError {
            e.file = path
            throw CLIError(.scene(e))
        }
    }
}

import ArgumentParser
import Foundation
import HitChain

extension FuzzCommand {
    /// `--triage`: runs the cases, saves each class's counterexample (with its picture) in
    /// `--triage-dir`, reports, writes the baseline if asked, and fails on a class the
    /// `--known` baseline lacks.
    func runTriage(_ options: FuzzOptions, report: FuzzReport) throws {
        let baseline = try known.map(Self.readKnown) ?? KnownClasses()
        if let writeKnown { try ReportFile.prepare(writeKnown, option: "--write-known") }
        report.printStart(options)
        let result = runCases(Fuzzer(options), options: options)
        try EngineArgument.stopIfGivenUp(options.engines)
        var saved: [String: String] = [:]
        for c in result.classes where !c.first.isFlaky {
            let f = c.first
            let source = "hitchain fuzz --triage --seed \(result.seed) --case \(f.caseIndex): \(c.key)"
            if let path = try? CaseRecording.save(f.minimal, source: source, in: triageDir) {
                saved[c.key] = path
                _ = FailurePicture.write(
                    beside: path, of: f.minimal, failure: f.minimalFailure,
                    title: "\(c.divergenceClass.key): case \(f.caseIndex) of seed \(result.seed)")
            }
        }
        report.finishTriage(result, options: options, known: baseline, saved: saved)
        if let junit { try report.junit(triage: result, known: baseline, saved: saved).write(to: junit) }
        if let writeKnown {
            try ReportFile.write(KnownClasses.text(result.classes), to: writeKnown, option: "--write-known")
        }
        let new = result.classes.contains { !baseline.contains($0.divergenceClass) }
        if new || !result.unexercised.isEmpty { throw ExitCode.failure }
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

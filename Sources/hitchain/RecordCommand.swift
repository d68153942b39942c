import ArgumentParser
import Foundation
import HitChain

/// `hitchain record SCENARIO -o FILE.evz`.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Deliver a scenario and record its scene, events and delivery trace as an .evz file."
    )

    @Argument(help: "A scenario file (docs/scenario-format.md).")
    var scenario: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The recording to write.", valueName: "file.evz"))
    var output: String

    func validate() throws {
        try ReportFile.refuseStandardOutput(output, option: "--output", holding: "a binary recording (.evz)")
    }

    func run() throws {
        let (value, events) = try ScenarioFile.read(scenario)
        let header = Recorder.header(for: value.scene, source: "scenario \(scenario)")
        let recorder: Recorder
        do {
            recorder = try Recorder(scene: value.scene, path: output, header: header, registry: FuzzCatalogue.registry)
        } catch {
            throw CLIError(.option("--output", "\(error)"))
        }
        for e in events { try recorder.record(e) }
        try recorder.finish()
        print(
            "recorded \(plural(recorder.eventCount, "event")) to \(output) "
                + "(\(plural(recorder.writer.bytesWritten, "byte")))")
    }
}

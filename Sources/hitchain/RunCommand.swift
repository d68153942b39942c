import ArgumentParser
import Foundation
import HitChain
import SystemPackage

/// `hitchain run SCENARIO`: delivers a scenario's events and prints the delivery trace.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Deliver a scenario's events through the reference model and print the delivery trace.",
        discussion: """
            A scenario is a scene plus timed inputs (docs/scenario-format.md). The trace lists, \
            for every event, the hit-test of each new touch, every responder method called \
            with its outcome, first-responder changes, and what was dropped.
            """
    )

    @Argument(help: "A scenario file (JSON).")
    var scenario: String

    @Flag(name: .long, help: "Print the trace as JSON.")
    var json = false

    @Flag(name: .long, help: "Print the expanded events instead of delivering them.")
    var events = false

    @Flag(
        name: .long,
        help: """
            List the questions delivery asks of user code as it asks them, with the answer: a \
            recognizer delegate's, a view's gestureRecognizerShouldBegin, a scroll view's \
            touchesShouldBegin and touchesShouldCancel.
            """)
    var questions = false

    func run() throws {
        let (scenarioValue, timed) = try ScenarioFile.read(scenario)
        if events {
            for (i, e) in timed.enumerated() { print("#\(i) t=\(e.time) \(e.event.summary)") }
            return
        }
        let app: UIApplication
        do {
            app = try UIApplication(scene: scenarioValue.scene, registry: FuzzCatalogue.registry)
        } catch {
            throw CLIError(.scene(error))
        }
        let trace = EventDispatcher.deliver(timed, to: app, questions: questions)
        print(json ? trace.json() : trace.text, terminator: "")
    }
}

enum ScenarioFile {
    /// Reads a scenario and the scene it names (relative to the scenario's folder).
    static func read(_ path: String) throws -> (Scenario, [TimedEvent]) {
        let data = try InputFile.read(path)
        let folder = FilePath(path).removingLastComponent()
        let decoder = ScenarioDecoder { (scenePath: String) throws(SceneError) -> HCScene in
            let resolved = folder.pushing(FilePath(scenePath)).string
            guard let bytes = FileManager.default.contents(atPath: resolved) else {
                throw SceneError(.unknownReference, "cannot read the scene file \(resolved)", field: "scene")
            }
            return try SceneDecoder().decode([UInt8](bytes), file: resolved)
        }
        do {
            return try decoder.decode([UInt8](data), file: path)
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

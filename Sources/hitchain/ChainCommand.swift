import ArgumentParser
import HitChain

/// `hitchain chain SCENE NAME`: a responder's chain, as seed 004 prints it.
struct ChainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chain",
        abstract: "Print the responder chain from a named responder to the end."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Argument(help: "The name of a view, window, view controller, window scene, the application or the app delegate.")
    var responder: String

    @Flag(name: .long, help: "Print names (with classes) instead of seed 004's class names.")
    var names = false

    func run() throws {
        let (scene, app) = try sceneOptions.load()
        guard let r = app.responder(named: responder) else {
            throw CLIError(
                .unknownResponder(responder, file: sceneOptions.scene, suggestions: scene.closestNames(to: responder)))
        }
        print(names ? r.responderChain.labels : r.responderChain.classNames)
    }
}

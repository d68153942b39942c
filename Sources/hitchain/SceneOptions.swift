import ArgumentParser
import Foundation
import HitChain

/// The scene file argument shared by every command that reads one scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (JSON; see docs/scene-format.md), or a recording (.evz): the scene it starts from.")
    var scene: String

    @Option(
        help: ArgumentHelp(
            "Compose the scene into one of about N views (copies in a scroll view, as bench --compose and view "
                + "--compose), 1 to 2000000.", valueName: "N"))
    var compose: Int?

    func validate() throws {
        if let compose, !(1...2_000_000).contains(compose) {
            throw ValidationError("--compose must be from 1 to 2000000 views, not \(compose)")
        }
    }

    func load() throws -> (Scene, Application) {
        var scene = try SceneFile.read(scene)
        if let compose { scene = ComposedScreens.scene(from: [scene], views: compose) }
        do {
            return (scene, try Application(scene: scene, registry: FuzzCatalogue.registry))
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

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
                + "--compose), 1 to 1000000 (the scene limit).", valueName: "N"))
    var compose: Int?

    func validate() throws {
        if let compose, !(1...ComposedScreens.maxViews).contains(compose) {
            throw ValidationError(
                "--compose must be from 1 to \(ComposedScreens.maxViews) views (the scene limit), not \(compose)")
        }
    }

    func load() throws -> (HCScene, UIApplication) {
        var scene = try SceneFile.read(self.scene)
        do {
            if let compose {
                try ComposedScreens.check([scene])
                scene = ComposedScreens.scene(from: [scene], views: compose)
            }
            return (scene, try UIApplication(scene: scene, registry: FuzzCatalogue.registry))
        } catch var error {
            if error.file == nil { error.file = self.scene }
            throw CLIError(.scene(error))
        }
    }
}

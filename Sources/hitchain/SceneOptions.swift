import ArgumentParser
import Foundation
import HitChain

/// The scene file argument shared by every command that reads one scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (JSON; see docs/scene-format.md).")
    var scene: String

    func load() throws -> (Scene, Application) {
        let scene = try SceneFile.read(scene)
        do {
            return (scene, try Application(scene: scene))
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

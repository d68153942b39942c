import ArgumentParser
import HitChain

/// `hitchain validate FILES…`: checks scene files, one line each.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files; print one line per file and exit non-zero if any is invalid."
    )

    @Argument(help: "Scene files.")
    var files: [String]

    func run() throws {
        var failures = 0
        for file in files {
            do {
                let scene = try SceneFile.read(file)
                print(
                    "ok    \(file): \(plural(scene.windows.count, "window")), \(plural(scene.views.count, "view")), "
                        + plural(scene.viewControllers.count, "view controller")
                )
            } catch {
                failures += 1
                print("FAIL  \(error)")
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }
}

import ArgumentParser
import Foundation
import HitChain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hitchain view FILE… [--port N] [--compose N]`: the explorer in a browser. Its web server
/// lives in a package of its own (Explorer/, `hitchain-view`), so that the library and this
/// tool build without it; this command finds that program and becomes it.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Explore scenes and recordings in a browser: point at the screen and see where the touch goes.",
        discussion: """
            Serves a page on 127.0.0.1 (this machine only) that asks the same model as the other \
            commands: hover for the view a touch would reach; click for the whole walk, the \
            responder chain and why not; a hit map with dead zones; a recording's timeline, \
            fingers, traces and first divergence. Only the files given are served; Ctrl-C stops it.

            The server is the program hitchain-view, built apart: swift build --package-path \
            Explorer (or Tools/install --explorer, which installs it beside hitchain). It is looked \
            for in $HITCHAIN_VIEW, beside this program, in the Explorer/.build of the checkout this \
            program was built in (while it is a build in that checkout), then in the absolute \
            folders of $PATH; nowhere else (no folder above this program).

            Examples:
              hitchain view Corpus/scenes/seed-004.json
              hitchain view screen.json --compose 100000 --port 8080
              hitchain view Corpus/gesture-double-tap.evz
            """
    )

    @Argument(help: ArgumentHelp("Scene files (JSON) and recordings (.evz).", valueName: "file"))
    var files: [String]

    @Option(help: "The port to listen on, on 127.0.0.1 (0 picks a free one).")
    var port = 0

    @Option(
        help: ArgumentHelp(
            "Compose each scene into one of about N views (copies in a scroll view, as bench --compose), 1 to "
                + "1000000 (the scene limit).", valueName: "N"))
    var compose: Int?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scene or recording") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        if let compose, !(1...ComposedScreens.maxViews).contains(compose) {
            throw ValidationError(
                "--compose must be from 1 to \(ComposedScreens.maxViews) views (the scene limit), not \(compose)")
        }
    }

    func run() throws {
        let located = ExplorerProgram.locate()
        guard let program = located.program else {
            throw CLIError(
                .option(
                    "view",
                    "needs the explorer's server, hitchain-view, which is built apart: swift build --package-path "
                        + "Explorer (looked in " + located.looked.joined(separator: ", ") + ")"))
        }
        var arguments = [program, "--port", String(port)] + (compose.map { ["--compose", String($0)] } ?? [])
        arguments += ["--"] + files
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program, argv)
        let problem = String(cString: strerror(errno))
        throw CLIError(.option("view", "cannot run \(program): \(problem)"))
    }
}

import ArgumentParser
import Foundation
import HitChain
import HitChainExplorer
import Hummingbird
import Logging

/// `hitchain view SCENE|RECORDING.evz… [--port N]`: serves the explorer on 127.0.0.1 until
/// Ctrl-C (or SIGTERM), then stops cleanly.
@main
struct ViewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitchain view",
        abstract: "Explore scenes and recordings in a browser: point at the screen and see where the touch goes.",
        discussion: """
            Serves a page on 127.0.0.1 (this machine only) that asks the same model as the other \
            commands: hover for the view a touch would reach, click for the whole walk, the \
            responder chain and why not; a hit map; a recording's timeline, fingers and trace. \
            Only the files given are served. Ctrl-C stops it.

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

    @Option(
        help: ArgumentHelp(
            "Seconds a connection may stay open without sending a whole request: half-open and idle connections "
                + "are closed after it (1 to 3600).", visibility: .hidden))
    var idleTimeout: Double = 15

    @Option(help: ArgumentHelp("Connections open at once, at most (1 to 4096).", visibility: .hidden))
    var maxConnections: Int = ConnectionLimiter.defaultMaximum()

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scene or recording") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        if let compose, !(1...ComposedScreens.maxViews).contains(compose) {
            throw ValidationError(
                "--compose must be from 1 to \(ComposedScreens.maxViews) views (the scene limit), not \(compose)")
        }
        guard (1...3_600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be from 1 to 3600 s")
        }
        guard (1...4_096).contains(maxConnections) else {
            throw ValidationError("--max-connections must be from 1 to 4096")
        }
    }

    func run() async throws {
        let explorer: Explorer
        do {
            // Read and checked now; built while the server answers (the page shows how far).
            explorer = try Explorer(reading: files, compose: compose)
        } catch {
            FileHandle.standardError.write(Data("hitchain view: \(error)\n".utf8))
            throw ExitCode.failure
        }
        Task {
            await explorer.load()
            for failure in await explorer.failures {
                FileHandle.standardError.write(Data("hitchain view: \(failure)\n".utf8))
            }
        }
        var logger = Logger(label: "hitchain-view")
        logger.logLevel = .warning
        let count = files.count
        let limits = ExplorerChannel.Limits(
            idleTimeout: .milliseconds(Int64(idleTimeout * 1000)), maxConnections: maxConnections)
        let app = Application(
            router: ExplorerRouter.make(explorer),
            server: ExplorerChannel.server(limits),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                let files = count == 1 ? "1 file" : "\(count) files"
                // Written at once, unbuffered: a script waits for this line to know the port.
                FileHandle.standardOutput.write(
                    Data("hitchain view: serving \(files) at http://127.0.0.1:\(bound)/ (Ctrl-C stops it)\n".utf8))
            },
            logger: logger
        )
        do {
            try await app.runService()
        } catch {
            FileHandle.standardError.write(Data("hitchain view: cannot serve on 127.0.0.1:\(port): \(error)\n".utf8))
            throw ExitCode.failure
        }
        print("hitchain view: stopped")
    }
}

import Foundation

/// The built `hitchain-view`, run as a user runs it: its first line gives the address; it is
/// stopped with SIGINT (Ctrl-C) and waited for.
final class ServerProcess {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    private(set) var url: URL?
    private var firstLine = ""

    /// The folder the test bundle and the executables were built into.
    static var productsDirectory: URL {
        var url = Bundle.main.bundleURL
        for _ in 0..<3 {
            if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("hitchain-view").path) {
                return url
            }
            url = url.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent("Explorer/.build/debug")
    }

    /// With `descriptors`, the server may open at most that many descriptors (`ulimit -n`).
    init(arguments: [String], descriptors: Int? = nil) {
        // $HITCHAIN_VIEW (as `hitchain view` reads it) runs another build, a release one to measure.
        let given = ProcessInfo.processInfo.environment["HITCHAIN_VIEW"].map { URL(fileURLWithPath: $0) }
        let program = given ?? Self.productsDirectory.appendingPathComponent("hitchain-view")
        if let descriptors {
            // The shell lowers the limit, then becomes the server (the same process).
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$0\" \"$@\"", program.path] + arguments
        } else {
            process.executableURL = program
            process.arguments = arguments
        }
        process.standardOutput = output
        process.standardError = errors
    }

    /// Starts it and waits (at most `timeout` seconds) for its address, and, unless told not
    /// to, for its files to be built (they are built in the background once it serves).
    func start(timeout: Double = 120, waitForFiles: Bool = true) throws -> URL {
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        let handle = output.fileHandleForReading
        while !firstLine.contains("\n"), Date() < deadline, process.isRunning {
            let data = handle.availableData
            if data.isEmpty { break }
            firstLine += String(decoding: data, as: UTF8.self)
        }
        guard let range = firstLine.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression),
            let url = URL(string: String(firstLine[range]))
        else {
            stop()
            throw ServerProblem(message: "hitchain-view gave no address: \(firstLine) \(standardError())")
        }
        self.url = url
        if waitForFiles, let port = url.port {
            while Date() < deadline + 180 {
                let list = try HTTP.raw(
                    "GET /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
                if list.status != 200 || !list.text.contains(#""state": "loading""#) { break }
                usleep(20_000)
            }
        }
        return url
    }

    /// Ctrl-C, then waits for it to end (SIGKILL after `timeout` seconds).
    @discardableResult
    func stop(timeout: Double = 30) -> (status: Int32, output: String) {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            while process.isRunning { usleep(20_000) }
        }
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, firstLine + rest)
    }

    func standardError() -> String {
        process.isRunning ? "" : String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Runs it to its end (for arguments it refuses), with its status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let server = ServerProcess(arguments: arguments)
        try server.process.run()
        while server.process.isRunning { usleep(20_000) }
        return (server.process.terminationStatus, server.standardError())
    }
}

struct ServerProblem: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

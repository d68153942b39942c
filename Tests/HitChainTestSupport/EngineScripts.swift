public import Foundation

/// Engines over the process protocol written as shell scripts, for the tests of engines that
/// misbehave: each records its pid (and those of the children it starts) in `pids`, so a
/// test can count the processes it left.
public struct EngineScripts {
    public let folder: URL

    public init() { folder = Scratch.directory() }

    /// The recorded pids file.
    public var pidFile: String { folder.appendingPathComponent("pids").path }

    /// The pids recorded so far.
    public var pids: [Int32] {
        let text = (try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).compactMap { Int32($0) }
    }

    /// A script named `name` whose body follows a line that records its pid.
    public func make(_ name: String, _ body: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\necho $$ >> '\(pidFile)'\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// Ignores SIGTERM (and so does the child it starts), answers every question with
    /// garbage, and does not end when its input closes.
    public func stubborn() throws -> String {
        try make(
            "stubborn.sh",
            """
            trap '' TERM
            sleep 100000 &
            echo $! >> '\(pidFile)'
            while read -r l; do echo garbage; done
            while :; do sleep 1; done
            """)
    }

    /// Ignores SIGTERM, never reads its input and never answers.
    public func silent() throws -> String {
        try make("silent.sh", "trap '' TERM\nexec sleep 100000")
    }

    /// Whether any of `pids` still runs after waiting up to `seconds` for them all to end
    /// (a zombie has ended).
    public static func stillRunning(_ pids: [Int32], waiting seconds: Double = 20) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let running = pids.filter(isRunning)
            if running.isEmpty || Date() > deadline { return running }
            usleep(20_000)
        }
    }

    /// Whether `pid` is a process that has not ended (Linux: its state in /proc is not a zombie's).
    public static func isRunning(_ pid: Int32) -> Bool {
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
            return state != "Z" && state != "X"
        #else
            return kill(pid, 0) == 0
        #endif
    }

    /// Kills every recorded process still running (a test's own cleanup, whatever it found).
    public func killAll() {
        for pid in pids where Self.isRunning(pid) { kill(pid, SIGKILL) }
    }
}

import CEngineProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running engine program: started in a process group of its own with pipes for its
/// standard input, output and error (and no other descriptor of ours), watched so that it
/// ends with this process (`EngineReaper`, `EngineWatchdog`), and stopped, group and all,
/// through `stop`. Its standard error is read as it comes, and its last 4 KiB kept.
final class EngineProcess: @unchecked Sendable {
    // Used by one host (one thread) at a time; the descriptors are the reaper's to close.
    let pid: pid_t
    /// Our ends: the engine's input (non-blocking), its output and its standard error.
    let input: Int32
    let output: Int32
    let errors: Int32
    private(set) var errorsOpen = true
    private var tail: [UInt8] = []
    static let maxTail = 4_096

    private init(pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
    }

    /// Starts `command`: split on spaces; a first word without a `/` is looked for on `PATH`.
    static func start(_ command: String) throws(EngineProblem) -> EngineProcess {
        let words = command.split(separator: " ").map(String.init)
        guard let name = words.first else { throw EngineProblem(.cannotStart, "no command given") }
        let path = try resolve(name)
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var fds: [Int32] = [-1, -1]
            let made = hitchain_pipe(&fds)
            guard made == 0 else {
                for p in pipes { p.forEach { _ = close($0) } }
                throw EngineProblem(.cannotStart, "cannot start \(name): no pipe (\(String(cString: strerror(made))))")
            }
            pipes.append(fds)
        }
        // Writing to an engine that ended is a problem to report, not a signal that ends us.
        signal(SIGPIPE, SIG_IGN)
        // The watchdog runs before the engine does: from the spawn on, only the write of the
        // engine's group to it (`EngineReaper.started`) is left before it is covered.
        EngineWatchdog.shared.prepare()
        var pid: pid_t = 0
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let started = hitchain_spawn(path, argv, pipes[0][0], pipes[1][1], pipes[2][1], &pid)
        for fd in [pipes[0][0], pipes[1][1], pipes[2][1]] { close(fd) }
        guard started == 0 else {
            for fd in [pipes[0][1], pipes[1][0], pipes[2][0]] { close(fd) }
            throw EngineProblem(.cannotStart, "cannot start \(path): \(Self.startProblem(started))")
        }
        for fd in [pipes[0][1], pipes[2][0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let process = EngineProcess(pid: pid, input: pipes[0][1], output: pipes[1][0], errors: pipes[2][0])
        EngineReaper.shared.started(pid, descriptors: [process.input, process.output, process.errors])
        return process
    }

    /// The program a command's first word names: a path as given, a bare name looked for in
    /// `$PATH`, as a shell would.
    static func resolve(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"])
        throws(EngineProblem) -> String
    {
        if name.contains("/") { return name }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        throw EngineProblem(.cannotStart, "cannot start \(EngineText.quoted(name)): no such program on PATH")
    }

    private static func startProblem(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied (is it executable?)"
        case ENOEXEC: return "not a program this system runs (a script needs a #! line)"
        default: return String(cString: strerror(code))
        }
    }

    /// Reads what its standard error holds now, keeping the last `maxTail` bytes.
    func drainErrors() {
        guard errorsOpen else { return }
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n == 0 { errorsOpen = false }
            guard n > 0 else { return }
            tail += chunk[..<n]
            if tail.count > Self.maxTail { tail.removeFirst(tail.count - Self.maxTail) }
        }
    }

    /// The end of its standard error, quoted and escaped; nil when it wrote none.
    var errorTail: String? {
        drainErrors()
        let text = tail.reversed().drop { $0 == 10 || $0 == 13 || $0 == 32 }.reversed()
        return text.isEmpty ? nil : EngineText.quoted(Array(text), limit: 400, fromEnd: true)
    }

    /// How it ended, waiting for it at most `seconds`; nil while it runs.
    func ending(waiting seconds: Double) -> Termination? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while true {
            var signalled: Int32 = 0, code: Int32 = 0
            if hitchain_ended(pid, &signalled, &code) == 1 {
                return signalled == 0 ? .exited(code) : .signalled(code)
            }
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return nil }
            usleep(5_000)
        }
    }

    /// Ends it and its group (`EngineReaper.stop`): after its input closes, a well-behaved
    /// engine ends by itself (`graceful`); then SIGTERM, then SIGKILL.
    func stop(graceful: Bool) {
        EngineReaper.shared.stop(pid, graceful: graceful)
    }

    /// How an engine process ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let status):
                let hint = status == 127 ? " (a shell's \"command not found\")" : status == 126 ? " (not runnable)" : ""
                return "exited with status \(status)\(hint)"
            case .signalled(let signal):
                return "was killed by signal \(signal) (\(Self.name(signal)))"
            }
        }

        static func name(_ signal: Int32) -> String {
            switch signal {
            case SIGSEGV: return "SIGSEGV: it crashed"
            case SIGBUS: return "SIGBUS: it crashed"
            case SIGILL: return "SIGILL: it crashed"
            case SIGFPE: return "SIGFPE: it crashed"
            case SIGABRT: return "SIGABRT: it aborted"
            case SIGTRAP: return "SIGTRAP: it trapped"
            case SIGKILL: return "SIGKILL"
            case SIGTERM: return "SIGTERM"
            case SIGINT: return "SIGINT"
            case SIGPIPE: return "SIGPIPE: it wrote to a closed pipe"
            default: return "signal \(signal)"
            }
        }
    }
}

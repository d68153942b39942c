import CEngineProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Engines end with this process, however it ends — even by SIGKILL, which runs no code of
/// ours. A small shell (`/bin/sh`), started with the first engine in a process group of its
/// own and ignoring the terminal's signals, reads the ids of the engines' process groups
/// from a pipe only this process holds (`+ID` when one starts, `-ID` once it is reaped).
/// When that pipe closes — this process ended — it sends SIGTERM to every group still
/// listed, waits a second, sends SIGKILL, and ends. Without `/bin/sh` there is no
/// watchdog, and engines still end at a normal exit (`EngineReaper.finishAll`).
final class EngineWatchdog: @unchecked Sendable {
    static let shared = EngineWatchdog()

    static let script = """
        trap '' INT TERM HUP QUIT
        groups=' '
        while read -r line; do
          case $line in
            +*) groups="$groups${line#+} " ;;
            -*) g=${line#-}; case $groups in *" $g "*) groups="${groups%% $g *} ${groups#* $g }" ;; esac ;;
          esac
        done
        set -- $groups
        [ $# -eq 0 ] && exit 0
        for g do kill -s TERM -- "-$g" 2>/dev/null; done
        sleep 1
        for g do kill -s KILL -- "-$g" 2>/dev/null; done
        """

    // Guarded by `lock`.
    private let lock = NSLock()
    private var pipe: Int32 = -1
    private var started = false
    /// The watchdog's own process, once started.
    private(set) var pid: pid_t = 0

    func watch(_ group: pid_t) { send("+\(group)\n") }

    /// Starts the watchdog if it is not running yet. Called before an engine is spawned: started
    /// lazily by the first `watch`, it ran only after the first engine did, so this process
    /// killed while the watchdog's shell was being spawned left that engine running.
    func prepare() {
        lock.lock()
        defer { lock.unlock() }
        startIfNeeded()
    }

    func forget(_ group: pid_t) { send("-\(group)\n") }

    private func send(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        startIfNeeded()
        guard pipe >= 0 else { return }
        // A line is far below the pipe's atomic size; a full pipe (a stalled watchdog) drops it.
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(pipe, $0.baseAddress, $0.count) }
    }

    // With `lock` held.
    private func startIfNeeded() {
        guard !started else { return }
        started = true
        start()
    }

    // With `lock` held.
    private func start() {
        var fds: [Int32] = [-1, -1]
        guard hitchain_pipe(&fds) == 0 else { return }
        let words: [String] = ["sh", "-c", Self.script, "hitchain-engine-watchdog"]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = hitchain_spawn("/bin/sh", argv, fds[0], -1, -1, &child)
        close(fds[0])
        guard status == 0 else {
            close(fds[1])
            return
        }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        pipe = fds[1]
        pid = child
    }
}

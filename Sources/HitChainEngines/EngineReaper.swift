import CEngineProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every engine process this process started and has not reaped, and the ending of each:
/// its input closed (a well-behaved engine then ends; given `eofGrace`), SIGTERM to its
/// process group (given `termGrace`), SIGKILL. When the engine itself has ended, what is
/// left of its group is killed at once, before it is reaped (until then its group's id
/// cannot be reused). Endings run on a thread of their own, so a stubborn engine does not
/// hold up a run; at exit, `finishAll` ends every engine still running and waits for them
/// all (at most `eofGrace + termGrace`, and a moment for SIGKILL).
final class EngineReaper: @unchecked Sendable {
    static let shared = EngineReaper()
    static let eofGrace = 0.5
    static let termGrace = 1.0

    private enum Phase { case running, closing, terminating, killed }
    private struct Entry {
        var phase: Phase
        var deadline: UInt64
        var descriptors: [Int32]
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var entries: [pid_t: Entry] = [:]
    private var ticking = false
    private var registeredExit = false

    /// A process was started: it is watched from now on (here and by `EngineWatchdog`).
    func started(_ pid: pid_t, descriptors: [Int32]) {
        lock.lock()
        entries[pid] = Entry(phase: .running, deadline: 0, descriptors: descriptors)
        let first = !registeredExit
        registeredExit = true
        lock.unlock()
        if first { atexit { EngineReaper.shared.finishAll() } }
        EngineWatchdog.shared.watch(pid)
    }

    /// Starts ending `pid`: its descriptors are closed now; a `graceful` ending first waits for
    /// it to end by itself.
    func stop(_ pid: pid_t, graceful: Bool) {
        lock.lock()
        begin(pid, graceful: graceful)
        let start = !ticking
        ticking = true
        lock.unlock()
        if start { Thread.detachNewThread { self.tickUntilDone() } }
    }

    /// Ends every engine process still running, and waits until each is reaped.
    func finishAll() {
        lock.lock()
        for pid in Array(entries.keys) { begin(pid, graceful: true) }
        lock.unlock()
        while tick() { usleep(5_000) }
    }

    /// How many processes are started and not yet reaped (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    // With `lock` held.
    private func begin(_ pid: pid_t, graceful: Bool) {
        guard var e = entries[pid], e.phase == .running else { return }
        for fd in e.descriptors { close(fd) }
        e.descriptors = []
        if graceful {
            e.phase = .closing
            e.deadline = Self.after(Self.eofGrace)
        } else {
            kill(-pid, SIGTERM)
            e.phase = .terminating
            e.deadline = Self.after(Self.termGrace)
        }
        entries[pid] = e
    }

    private func tickUntilDone() {
        while tick() { usleep(10_000) }
    }

    /// One pass over the endings; whether any is still under way.
    private func tick() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        var pending = false
        for (pid, var e) in entries where e.phase != .running {
            var signalled: Int32 = 0, code: Int32 = 0
            let ended = hitchain_ended(pid, &signalled, &code)
            if ended != 0 {
                // Ended (or not ours to wait for): what is left of its group goes with it.
                if ended == 1 { kill(-pid, SIGKILL) }
                EngineWatchdog.shared.forget(pid)
                hitchain_reap(pid)
                entries[pid] = nil
                continue
            }
            pending = true
            guard now >= e.deadline else { continue }
            switch e.phase {
            case .closing:
                kill(-pid, SIGTERM)
                e.phase = .terminating
                e.deadline = Self.after(Self.termGrace)
            case .terminating, .killed:
                kill(-pid, SIGKILL)
                e.phase = .killed
                e.deadline = Self.after(0.1)
            case .running:
                break
            }
            entries[pid] = e
        }
        if !pending { ticking = false }
        return pending
    }

    private static func after(_ seconds: Double) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    }
}

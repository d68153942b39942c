import Foundation

/// The temporary files this process has open, so that an interrupted run (Ctrl-C, a CI
/// time-out's SIGTERM) removes them before it dies. `OutputFile` registers each one;
/// `removeOnTermination()` installs the signal handlers (the command-line tool does, once).
///
/// The handler runs in a signal context: it reads a fixed table of C strings without a
/// lock and calls only `unlink`, `signal` and `raise`, which are safe there. The table is
/// changed under a lock by the threads that create and finish files.
public final class TemporaryFiles: @unchecked Sendable {
    /// The process's one table.
    public static let shared = TemporaryFiles()

    /// Files open at once beyond this are still removed on every error path, only not by
    /// the signal handler.
    static let capacity = 64
    private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let lock = NSLock()

    private init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: nil, count: Self.capacity)
    }

    func add(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<Self.capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return
        }
    }

    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<Self.capacity {
            if let p = slots[i], String(cString: p) == path {
                slots[i] = nil
                free(p)
            }
        }
    }

    /// The paths registered now (for tests).
    package var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<Self.capacity).compactMap { slots[$0].map { String(cString: $0) } }
    }

    fileprivate func unlinkAll() {
        for i in 0..<Self.capacity {
            if let p = slots[i] { unlink(p) }
        }
    }

    /// On SIGINT, SIGTERM and SIGHUP: remove every registered temporary file, then die of
    /// the signal as if there were no handler. SIGXFSZ is ignored, so that exceeding a
    /// file-size limit is an error that removes the file too.
    public static func removeOnTermination() {
        // Created now, not first inside a handler (allocation is not signal-safe).
        _ = shared
        // A file-size limit becomes an EFBIG error on the normal path, which cleans up.
        signal(SIGXFSZ, SIG_IGN)
        for s in [SIGINT, SIGTERM, SIGHUP] {
            signal(s) { received in
                TemporaryFiles.shared.unlinkAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}

import Foundation
import HitChain

/// Stops the process when one step of a long run takes longer than `timeout`, printing
/// what it was doing (its last `beat`): a hang becomes a reported, reproducible failure.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var note = ""
    private var last = Date()
    private var running = true

    init(timeout: Double) {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: min(0.5, timeout / 4))
                lock.lock()
                let (note, last, running) = (self.note, self.last, self.running)
                lock.unlock()
                guard running else { return }
                if Date().timeIntervalSince(last) > timeout {
                    let limit = formatMeasure(timeout, decimals: 3)
                    FileHandle.standardError.write(Data("hung: more than \(limit) s on \(note)\n".utf8))
                    exit(3)
                }
            }
        }
        thread.start()
    }

    /// A new step starts.
    func beat(_ note: String) {
        lock.lock()
        self.note = note
        last = Date()
        lock.unlock()
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
    }
}

/// What the process is doing, printed if it crashes: the signal handler writes a fixed
/// buffer with `write(2)` (safe in a signal context), then dies of the signal as usual.
enum CrashNote {
    static let capacity = 4096
    nonisolated(unsafe) static let buffer: UnsafeMutablePointer<CChar> = {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        b.initialize(repeating: 0, count: capacity)
        return b
    }()

    static func set(_ note: String) {
        let bytes = Array(("crashed on " + note + "\n").utf8.prefix(capacity - 1))
        for (i, b) in bytes.enumerated() { buffer[i] = CChar(bitPattern: b) }
        buffer[bytes.count] = 0
    }

    static func install() {
        _ = buffer
        for s in [SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGABRT, SIGTRAP] {
            signal(s) { received in
                _ = Foundation.write(2, CrashNote.buffer, strlen(CrashNote.buffer))
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}

import Foundation

/// Work too long to do on the explorer's actor — loading a file, making a hit map — done on a
/// thread of its own (with a stack for the deepest screen), so that every other answer goes on
/// while it runs. What it makes is handed back whole (`Handed`): the thread that made it
/// never touches it again, so the live graph inside is still used by one thread at a time.
enum BackgroundWork {
    static let stackSize = 64 << 20

    /// `body()` on a new thread; its value once it returns.
    static func run<T>(_ body: @escaping @Sendable () -> Handed<T>) async -> Handed<T> {
        await withCheckedContinuation { (continuation: CheckedContinuation<Handed<T>, Never>) in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    /// A value made on a background thread and handed over whole to the explorer's actor.
    struct Handed<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}

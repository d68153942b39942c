import Foundation

/// Threads with a stack the caller chooses: a recursive engine walking the deepest scene
/// the generator makes needs far more than a dispatch thread's stack (`FuzzOptions.stackSize`).
/// The stack is reserved, not committed: memory is only used as deep as the walks go.
enum WorkerThreads {
    /// Runs `body(0)`, …, `body(count - 1)` on `count` new threads and waits for them all.
    static func run(_ count: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        let page = 1 << 16
        let size = (max(stackSize, page) + page - 1) / page * page
        for i in 0..<max(count, 1) {
            group.enter()
            let thread = Thread {
                body(i)
                group.leave()
            }
            thread.stackSize = size
            thread.start()
        }
        group.wait()
    }

    /// `body()` on one such thread, returning its value (run here if no thread could run it).
    static func value<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        run(1, stackSize: stackSize) { _ in box.value = body() }
        return box.value ?? body()
    }

    private final class Box<T: Sendable>: @unchecked Sendable {
        // Written by the one worker, read after `run` has waited for it.
        var value: T?
    }
}

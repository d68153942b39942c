import Foundation
import HitChain

/// How far a long piece of work has gone — a file being loaded, a hit map being made — as
/// the page shows it: the stage in words, and how much of it is done (of how much, when
/// known). Written by the thread doing the work, read by the explorer when the page asks.
final class LoadProgress: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var stage = "waiting"
    private var done = 0
    private var total: Int?
    private var unit = ""
    private var running = false

    init(_ stage: String = "waiting") { self.stage = stage }

    /// Whether the work has started (a hit map waits for another to finish first).
    var isRunning: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return running
        }
        set {
            lock.lock()
            running = newValue
            lock.unlock()
        }
    }

    /// A new stage: `unit` names what `done` counts (`events`, `cells`).
    func begin(_ stage: String, unit: String = "", total: Int? = nil) {
        lock.lock()
        self.stage = stage
        self.unit = unit
        self.total = total
        done = 0
        lock.unlock()
    }

    func set(done: Int) {
        lock.lock()
        self.done = done
        lock.unlock()
    }

    /// `reading events: 1200000 events`, `hit-testing cells: 3000 of 60000 cells`.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        guard !unit.isEmpty else { return stage }
        return "\(stage): \(done)\(total.map { " of \($0)" } ?? "") \(unit)"
    }

    /// `{"stage", "done", "total", "unit", "text"}`.
    func write(into w: inout JSONWriter) {
        let text = self.text
        lock.lock()
        defer { lock.unlock() }
        w.beginObject()
        w.field("stage", stage)
        w.field("done", Double(done))
        w.key("total")
        if let total { w.number(Double(total)) } else { w.null() }
        w.field("unit", unit)
        w.field("text", text)
        w.endObject()
    }
}

import Foundation
import HitChainGeometry

/// The processes of one engine (`process:COMMAND`): handed to engine instances one at a
/// time and taken back, so a healthy process serves case after case; a process that met a
/// problem is dropped (the next instance starts a fresh one, so one case's crash does not
/// decide another's answers).
///
/// It gives up on the engine — starts nothing more, and every question answers nothing at
/// once — when the command cannot be started, or after `maxStrikes` strikes in a row: a
/// strike is a process that met a question not answered (or not read) in time, or any
/// problem before the engine has answered once in the protocol; a process that serves an
/// engine instance to its end without a problem clears them. The runs (`hitchain conform`,
/// `fuzz`, `explain`) then stop and name the engine (`failure`).
///
/// Each kind of problem is said on standard error the first time it happens; the rest are
/// counted (`summary`).
package final class ProcessPool: @unchecked Sendable {
    package static let maxStrikes = 3

    // Guarded by `lock`.
    private let lock = NSLock()
    private var idle: [ProcessHost] = []
    private var counts: [EngineProblem.Kind: Int] = [:]
    private var strikes = 0
    private var isAlive = false
    private var last: EngineProblem?
    private var gaveUp: EngineFailure?
    let engine: String
    let command: String
    let answerTimeout: Int
    /// Where problems are said (standard error).
    private let say: @Sendable (String) -> Void

    init(
        command: String, answerTimeout: Int,
        say: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.command = command
        engine = "process:\(command)"
        self.answerTimeout = answerTimeout
        self.say = say
    }

    func take() -> ProcessHost {
        lock.lock()
        defer { lock.unlock() }
        if let gaveUp { return ProcessHost(given: EngineProblem(.cannotStart, gaveUp.description), command: command) }
        return idle.popLast() ?? ProcessHost(command: command, answerTimeout: answerTimeout, pool: self)
    }

    /// Takes back a host whose engine instance is done: one without a problem is kept for
    /// the next, and clears the strikes.
    func give(_ host: ProcessHost) {
        lock.lock()
        if host.problem == nil, gaveUp == nil {
            idle.append(host)
            strikes = 0
        }
        lock.unlock()
    }

    /// A process answered in the protocol for the first time.
    func alive() {
        lock.lock()
        isAlive = true
        lock.unlock()
    }

    /// A process met `problem` (and was stopped).
    func failed(_ problem: EngineProblem) {
        lock.lock()
        counts[problem.kind, default: 0] += 1
        let first = counts[problem.kind] == 1
        last = problem
        if gaveUp == nil {
            if problem.kind == .cannotStart {
                gaveUp = EngineFailure(engine: engine, reason: "could not be started", problem: problem.description)
            } else if problem.isTimeout || !isAlive {
                strikes += 1
                if strikes >= Self.maxStrikes {
                    let reason =
                        isAlive
                        ? "did not answer in time \(Self.maxStrikes) times in a row"
                        : "failed \(Self.maxStrikes) times in a row without ever answering"
                    gaveUp = EngineFailure(engine: engine, reason: reason, problem: problem.description)
                }
            }
        }
        let stopped = gaveUp != nil
        let drop = idle
        if stopped { idle = [] }
        lock.unlock()
        _ = drop
        if first, !stopped { say("hitchain: engine \(engine): \(problem)") }
    }

    /// Why the pool gave up on the engine; nil while it has not.
    package var failure: EngineFailure? {
        lock.lock()
        defer { lock.unlock() }
        return gaveUp
    }

    /// How many problems the engine's processes met so far.
    package var problems: Int {
        lock.lock()
        defer { lock.unlock() }
        return counts.values.reduce(0, +)
    }

    /// The last problem met, in words.
    package var lastProblem: String? {
        lock.lock()
        defer { lock.unlock() }
        return last?.description
    }

    /// Every problem counted by kind (`engine process:X met 9 problems: 8 answers that are not
    /// JSON objects, 1 …`), when more were met than were said; nil otherwise.
    package var summary: String? {
        lock.lock()
        defer { lock.unlock() }
        let total = counts.values.reduce(0, +)
        guard total > counts.count else { return nil }
        let kinds = EngineProblem.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
        return "engine \(engine) met \(plural(total, "problem")): \(kinds.joined(separator: ", "))"
    }
}

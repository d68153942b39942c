import Foundation
public import HitChainGeometry
public import HitChainKit
import HitChainScene

/// An engine in another process — a framework written in Rust, C++, Kotlin or Dart — spoken
/// to in line-delimited JSON over its standard input and output (docs/frameworks.md): the
/// scene goes in whole, again after every change to the graph, then one line per hit-test,
/// one answer line back. Each engine instance holds one process from a pool, so a run
/// starts as many processes as it has threads, and keeps them from case to case.
///
/// A process that cannot start, dies, hangs, floods, answers out of turn, answers garbage,
/// names a view the scene does not have, or says `{"error": …}` is stopped (its process
/// group too: SIGTERM, then SIGKILL) and gives the answer "nothing" for the rest of that
/// case (the next case starts a fresh process); the differential checks then report the
/// case like any wrong answer, and standard error says why, once per kind of problem. An
/// engine that cannot be started, or fails again and again, is given up on
/// (`NamedEngine.failure`): the runs stop and name it. Engine processes end with this
/// process, however it ends (`EngineWatchdog`). Starting one ignores SIGPIPE in this process.
public final class ProcessEngine: HitTesting, GraphObserver {
    let host: ProcessHost
    let pool: ProcessPool
    private weak var application: UIApplication?
    private var isStale = true

    init(application: UIApplication, pool: ProcessPool) {
        self.application = application
        self.pool = pool
        host = pool.take()
        application.addObserver(self)
    }

    deinit { pool.give(host) }

    /// Marks the scene sent to the process stale: the next hit-test sends it again.
    public func graphDidChange(_ change: GraphChange) { isStale = true }

    /// The process's answer for `screenPoint`, the scene sent to it first when it changed.
    public func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        let nothing = HitTestResult(view: nil, window: nil)
        if isStale || application !== self.application {
            isStale = false
            self.application = application
            guard let reply = host.ask(ProcessScene.line(application)) else { return nothing }
            guard let o = object(reply) else { return nothing }
            guard (try? o.bool("ok")) == true else {
                host.reject(EngineProblem(.notOK, "the engine did not answer the scene with {\"ok\": true}"))
                return nothing
            }
        }
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("op", "hitTest")
        w.field("point", numbers: [screenPoint.x, screenPoint.y])
        w.endObject()
        guard let reply = host.ask(w.text) else { return nothing }
        guard let o = object(reply) else { return nothing }
        guard o.has("view"), o.has("window"), let view = Self.name(o, "view"),
            let window = Self.name(o, "window")
        else {
            let what = "the engine's answer is not {\"view\": …, \"window\": …}: \(EngineText.quoted(reply))"
            host.reject(EngineProblem(.wrongShape, what))
            return nothing
        }
        let hit = view.map { application.view(named: $0) }
        // A forward's target may sit in a window taken off the screen: found by name too.
        let owner = window.map { application.view(named: $0) as? UIWindow }
        guard hit != .some(nil), owner != .some(nil) else {
            let names = "\(EngineText.quoted(view ?? "")) \(EngineText.quoted(window ?? ""))"
            host.reject(
                EngineProblem(.unknownView, "the engine answered a view or window the scene does not have: \(names)"))
            return nothing
        }
        return HitTestResult(view: hit ?? nil, window: owner ?? nil)
    }

    /// The reply as an object; nil, with the problem reported, when it is not one or is the
    /// engine's `{"error": …}`.
    private func object(_ reply: [UInt8]) -> JSONObjectReader? {
        guard let doc = try? JSONDocument.parsing(reply),
            let o = try? JSONObjectReader(doc, doc.root, path: JSONPath("$"))
        else {
            host.reject(
                EngineProblem(.notJSON, "the engine's answer is not a JSON object: \(EngineText.quoted(reply))"))
            return nil
        }
        host.noteAnswer()
        if let message = try? o.string("error") {
            host.reject(EngineProblem(.engineError, "the engine says: \(EngineText.quoted(message, limit: 300))"))
            return nil
        }
        return o
    }

    /// A member that is a string (`.some(name)`) or null (`.some(nil)`); nil when it is neither.
    private static func name(_ o: JSONObjectReader, _ key: String) -> String?? {
        guard let i = o.value(key) else { return nil }
        if case .null = o.doc[i].value { return .some(nil) }
        guard let s = try? o.string(key) else { return nil }
        return .some(s)
    }

    /// How long an engine may take to read a question and answer it, by default, in seconds.
    public static let defaultAnswerTimeout = 10.0

    /// A named engine running `command` (split on spaces; `process:./my-engine --flag`), each
    /// question allowed `answerTimeout` seconds. Its problems are said on standard error as
    /// they happen unless `quiet` (a caller that reports them itself).
    public static func named(
        _ command: String, answerTimeout: Double = defaultAnswerTimeout, quiet: Bool = false
    ) -> NamedEngine {
        let seconds = answerTimeout.isNaN ? defaultAnswerTimeout : min(max(answerTimeout, 0.001), 86_400)
        let timeout = Int((seconds * 1000).rounded())
        let pool =
            quiet
            ? ProcessPool(command: command, answerTimeout: timeout, say: { _ in })
            : ProcessPool(command: command, answerTimeout: timeout)
        var named = NamedEngine("process:\(command)") { ProcessEngine(application: $0, pool: pool) }
        named.processPool = pool
        return named
    }
}

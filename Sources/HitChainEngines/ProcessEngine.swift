import Foundation
public import HitChainGeometry
public import HitChainKit
import HitChainScene

/// An engine in another process — a framework written in Rust, C++, Kotlin or Dart — spoken
/// to in line-delimited JSON over its standard input and output (docs/frameworks.md): the
/// scene goes in whole, again after every change to the graph, then one line per hit-test,
/// one answer line back. Each engine instance holds one process from a pool, so a run
/// starts as many processes as it has threads.
///
/// A process that dies, answers garbage or says `{"error": …}` gives the answer "nothing"
/// and a note in `problems`: the differential checks then report the case like any wrong
/// answer, and the note says why.
public final class ProcessEngine: HitTesting, GraphObserver {
    let host: ProcessHost
    let pool: ProcessPool
    private weak var application: Application?
    private var isStale = true

    init(application: Application, pool: ProcessPool) {
        self.application = application
        self.pool = pool
        host = pool.take()
        application.addObserver(self)
    }

    deinit { pool.give(host) }

    public func graphDidChange(_ change: GraphChange) { isStale = true }

    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
        if isStale || application !== self.application {
            isStale = false
            self.application = application
            guard host.ask(ProcessScene.line(application)) != nil else { return HitTestResult(view: nil, window: nil) }
        }
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("op", "hitTest")
        w.field("point", numbers: [screenPoint.x, screenPoint.y])
        w.endObject()
        guard let answer = host.ask(w.text) else {
            return HitTestResult(view: nil, window: nil)
        }
        let view = answer.view.flatMap { application.view(named: $0) }
        // A forward's target may sit in a window taken off the screen: found by name too.
        let window = answer.window.flatMap { name in application.view(named: name) as? Window }
        return HitTestResult(view: view, window: window)
    }

    /// A named engine running `command` (split on spaces; `process:./my-engine --flag`).
    public static func named(_ command: String) -> NamedEngine {
        let pool = ProcessPool(command: command)
        return NamedEngine("process:\(command)") { ProcessEngine(application: $0, pool: pool) }
    }
}

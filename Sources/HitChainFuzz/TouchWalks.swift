import HitChainDelivery
import HitChainKit
import HitChainScene

/// Touch messages walk the responder chain as the responders declare (docs/semantics.md, "How
/// a message walks the chain"; "Decision: controls handle their own touches"): each walk
/// starts at the touch's view and goes up `next`, each responder handling, handling and calling
/// `super`, or passing it on, until one handles it without `super` — the catalogue's Swift
/// classes as their twins say, never by running them (`DeclaredAnswers`). A walk through a
/// user's class outside the catalogue is not predicted.
struct TouchWalks {
    let declared: DeclaredAnswers
    /// Each view's index in the scene, by name.
    let viewIndex: [String: Int]
    /// The control whose `isEnabled` this event changes, and its value before: the walks of a
    /// timer that fires first meet it as it was.
    let enabledBefore: (name: String, value: Bool)?

    /// How `r` handles a touch message: as it declares, else an enabled control handles its own.
    private func handling(_ r: UIResponder?, _ phase: TouchPhase) -> Handling? {
        guard let r else { return nil }
        if let h = declared.touchHandling(r, phase) { return h }
        guard let v = r as? UIView, v.isControl, declared.predictsControl(v) else { return nil }
        let enabled = enabledBefore.flatMap { $0.name == v.name ? $0.value : nil } ?? v.isControlEnabled
        if enabled { return .handle }
        return nil
    }

    /// Checks each touch walk of an event against the chain `rules` give as the event began
    /// (a timer's release walks before the event's own hierarchy change), a view's node found by
    /// its name in `viewIndex`. Compares call by call, building nothing unless a call differs.
    func check(_ entries: ArraySlice<TraceEntry>, rules: ChainRules, app: UIApplication, eventIndex: Int)
        -> FuzzFailure?
    {
        func node(_ name: String) -> ChainRules.Node? {
            viewIndex[name].map(ChainRules.Node.view) ?? rules.node(named: name)
        }
        var k = entries.startIndex
        while k < entries.endIndex {
            guard case .call(let first, let message, _) = entries[k], case .touches(let phase, _) = message,
                let start = node(first.name)
            else {
                k += 1
                continue
            }
            // The walk's calls: the calls of this message from here on (a control's tracking
            // entries may come between), one per responder until one handles it without super.
            var j = k
            var mismatch = false
            var predicted = true
            var visited: [ChainRules.Node] = []
            var cursor: ChainRules.Node? = start
            while let n = cursor, !visited.contains(n) {
                visited.append(n)
                let name = rules.name(n)
                let r = app.responder(named: name)
                predicted = predicted && (r.map(declared.predicts) ?? true)
                let h = handling(r, phase)
                let outcome: CallOutcome =
                    switch h {
                    case .handle?: .handled
                    case .handleAndCallSuper?: .handledAndCalledSuper
                    case nil: .forwarded
                    }
                while j < entries.endIndex {
                    if case .call(_, let m, _) = entries[j], m == message { break }
                    if case .call = entries[j] { j = entries.endIndex } else { j += 1 }
                }
                guard j < entries.endIndex, case .call(let who, _, let got) = entries[j], who.name == name,
                    got == outcome
                else {
                    mismatch = true
                    break
                }
                j += 1
                if h == .handle { break }
                cursor = rules.next(n)
            }
            if mismatch, predicted {
                return failure(entries[k...], from: start, message, phase, rules: rules, app: app, eventIndex)
            }
            k = max(j, k + 1)
        }
        return nil
    }

    /// The walk that differs, expected and actual, in words.
    private func failure(
        _ entries: ArraySlice<TraceEntry>, from start: ChainRules.Node, _ message: ResponderMessage,
        _ phase: TouchPhase, rules: ChainRules, app: UIApplication, _ eventIndex: Int
    ) -> FuzzFailure {
        var expected: [MessageExpectation.Call] = []
        for name in rules.chain(start) {
            let h = handling(app.responder(named: name), phase)
            let outcome: CallOutcome =
                h == .handle ? .handled : h == .handleAndCallSuper ? .handledAndCalledSuper : .forwarded
            expected.append(.init(responder: name, message: message, outcome: outcome))
            if h == .handle { break }
        }
        var actual: [MessageExpectation.Call] = []
        for entry in entries {
            guard case .call(let r, let m, let outcome) = entry else { continue }
            guard m == message, actual.count <= expected.count else { break }
            actual.append(.init(responder: r.name, message: m, outcome: outcome))
        }
        return FuzzFailure(
            .messageRouting, eventIndex: eventIndex, expected: expected.map(\.text).joined(separator: " → "),
            actual: actual.map(\.text).joined(separator: " → "),
            detail: "a touch message did not walk the chain from \(rules.name(start)) as its responders declare "
                + "(up next until one handles it without super)")
    }
}

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

    /// How `r` handles a touch message: as it declares, else an enabled control handles its own.
    private func handling(_ r: Responder, _ phase: TouchPhase) -> Handling? {
        if let h = declared.touchHandling(r, phase) { return h }
        if let v = r as? View, v.isControl, v.isEnabled, declared.predictsControl(v) { return .handle }
        return nil
    }

    func check(_ entries: ArraySlice<TraceEntry>, app: Application, eventIndex: Int) -> FuzzFailure? {
        var k = entries.startIndex
        while k < entries.endIndex {
            guard case .call(let first, let message, _) = entries[k], case .touches(let phase, _) = message,
                let start = app.responder(named: first.name)
            else {
                k += 1
                continue
            }
            let expected = MessageExpectation.chainWalk(from: start, message) { handling($0, phase) }
            // The walk's calls: the calls of this message from here on (a control's tracking
            // entries may come between), as many as the walk should make.
            var actual: [MessageExpectation.Call] = []
            var j = k
            while j < entries.endIndex, actual.count < max(expected.count, 1) {
                if case .call(let r, let m, let outcome) = entries[j] {
                    guard m == message else { break }
                    actual.append(.init(responder: r.name, message: m, outcome: outcome))
                }
                j += 1
            }
            let predicted = start.responderChain.prefix(expected.count).allSatisfy(declared.predicts)
            if predicted, actual != expected {
                return FuzzFailure(
                    .messageRouting, eventIndex: eventIndex, expected: expected.map(\.text).joined(separator: " → "),
                    actual: actual.map(\.text).joined(separator: " → "),
                    detail: "a touch message did not walk the chain from \(first.name) as its responders declare "
                        + "(up next until one handles it without super)")
            }
            k = j
        }
        return nil
    }
}

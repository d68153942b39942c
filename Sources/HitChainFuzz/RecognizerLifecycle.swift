import HitChainDelivery
import HitChainKit

/// Follows recognizer state changes through a delivery trace: every change must be one the
/// state machine allows (seed 002) and start where the last one ended, a recognizer resets
/// to possible only from a final state, and when the stream has settled every recognizer
/// is back in possible — each touch sequence ended in a final state.
struct RecognizerLifecycle {
    private var states: [String: UIGestureRecognizer.State] = [:]
    /// Recognizer name → whether it is discrete (tap, swipe).
    let discrete: [String: Bool]

    init(discrete: [String: Bool]) {
        self.discrete = discrete
    }

    /// Seed 002: a continuous gesture goes possible → began → changed… → ended or
    /// cancelled, or possible → failed.
    static let continuous: [UIGestureRecognizer.State: Set<UIGestureRecognizer.State>] = [
        .possible: [.began, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [.possible], .cancelled: [.possible], .failed: [.possible],
    ]
    /// A discrete one goes straight from possible to recognized (ended) or failed.
    static let discreteTable: [UIGestureRecognizer.State: Set<UIGestureRecognizer.State>] = [
        .possible: [.ended, .failed],
        .ended: [.possible], .failed: [.possible],
    ]

    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        for entry in entries {
            guard case .recognizerState(let name, _, let from, let to, let reason) = entry else { continue }
            let current = states[name] ?? .possible
            let change = "\(from.rawValue) -> \(to.rawValue) (\(reason))"
            guard from == current else {
                return FuzzFailure(
                    .recognizerLifecycle, eventIndex: eventIndex, expected: "a change from \(current.rawValue)",
                    actual: change, detail: "recognizer \(name) changed state from a state it was not in")
            }
            let isDiscrete = discrete[name] == true
            let table = isDiscrete ? Self.discreteTable : Self.continuous
            guard table[from]?.contains(to) == true else {
                let allowed = (table[from] ?? []).map(\.rawValue).sorted().joined(separator: ", ")
                return FuzzFailure(
                    .recognizerLifecycle, eventIndex: eventIndex, expected: "\(from.rawValue) -> one of \(allowed)",
                    actual: change,
                    detail:
                        "recognizer \(name) (\(isDiscrete ? "discrete" : "continuous")) made a change "
                        + "its state machine does not allow")
            }
            states[name] = to
        }
        return nil
    }

    /// After a settled stream (no touch down, every timer fired), every recognizer is in
    /// possible again.
    func finish(_ app: UIApplication, names: [String], eventCount: Int) -> FuzzFailure? {
        for name in names {
            guard let r = app.gestureRecognizer(named: name) else { continue }
            guard r.state != .possible || r.pendingRecognition != nil || r.deadline != nil else { continue }
            let actual =
                r.state != .possible
                ? r.state.rawValue
                : (r.pendingRecognition != nil
                    ? "possible, still waiting to recognize" : "possible, with a timer pending")
            return FuzzFailure(
                .recognizerLifecycle, eventIndex: max(eventCount - 1, 0), expected: "possible, waiting for nothing",
                actual: actual, detail: "recognizer \(name) did not end its touch sequence in a final state and reset")
        }
        return nil
    }
}

import HitChainDelivery
import HitChainKit

/// Follows recognizer state changes through a delivery trace: every change must be one the
/// state machine allows (seed 002) and start where the last one ended, a recognizer resets
/// to possible only from a final state, and when the stream has settled every recognizer
/// is back in possible — each touch sequence ended in a final state.
struct RecognizerLifecycle {
    private var states: [String: String] = [:]

    static let allowed: [String: Set<String>] = [
        "possible": ["began", "ended", "failed", "cancelled"],
        "began": ["changed", "ended", "cancelled"],
        "changed": ["changed", "ended", "cancelled"],
        "ended": ["possible"], "cancelled": ["possible"], "failed": ["possible"],
    ]

    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        for entry in entries {
            guard case .recognizerState(let name, _, let from, let to, let reason) = entry else { continue }
            let current = states[name] ?? "possible"
            guard from == current else {
                return FuzzFailure(
                    .recognizerLifecycle, eventIndex: eventIndex, expected: "a change from \(current)", actual: "\(from) -> \(to) (\(reason))",
                    detail: "recognizer \(name) changed state from a state it was not in")
            }
            guard Self.allowed[from]?.contains(to) == true else {
                return FuzzFailure(
                    .recognizerLifecycle, eventIndex: eventIndex, expected: "\(from) -> one of \((Self.allowed[from] ?? []).sorted().joined(separator: ", "))",
                    actual: "\(from) -> \(to) (\(reason))", detail: "recognizer \(name) made a change its state machine does not allow")
            }
            states[name] = to
        }
        return nil
    }

    /// After a settled stream (no touch down, every timer fired), every recognizer is in
    /// possible again.
    func finish(_ app: Application, names: [String], eventCount: Int) -> FuzzFailure? {
        for name in names {
            guard let r = app.gestureRecognizer(named: name), r.state != .possible else { continue }
            return FuzzFailure(
                .recognizerLifecycle, eventIndex: max(eventCount - 1, 0), expected: "possible", actual: r.state.rawValue,
                detail: "recognizer \(name) did not end its touch sequence in a final state and reset")
        }
        return nil
    }
}

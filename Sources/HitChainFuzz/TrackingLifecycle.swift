import HitChainDelivery

/// Follows control tracking through a delivery trace: a control begins tracking one touch
/// at a time, continues and ends only the touch it tracks, and ends or cancels tracking in
/// the same event in which `touchesEnded` / `touchesCancelled` for that touch reaches it.
///
/// Tracking lives in UIControl's touch methods, so a touch whose end never reaches the
/// control (a subview handled it without calling super) leaves it tracking — in UIKit as
/// here — and so does a control that overrides `touchesEnded` / `touchesCancelled` without
/// super; those controls (`exempt`, by name) are not checked.
struct TrackingLifecycle {
    var exempt: Set<String> = []
    /// Control name → the touch it is tracking (names, not paths: a control can move).
    private var tracking: [String: Int] = [:]

    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var endsReceived: [(control: String, touch: Int)] = []
        for entry in entries {
            switch entry {
            case .call(let responder, let method, let argument, _) where method == "touchesEnded" || method == "touchesCancelled":
                let name = lastComponent(responder)
                if let t = tracking[name], TouchLifecycle.ids(argument).contains(t) { endsReceived.append((name, t)) }
            case .tracking(let control, let method, let touch):
                let name = lastComponent(control)
                guard !exempt.contains(name) else { continue }
                func fail(_ detail: String, expected: String, actual: String) -> FuzzFailure {
                    FuzzFailure(.controlTracking, eventIndex: eventIndex, expected: expected, actual: actual, detail: "\(name): \(detail)")
                }
                let current = tracking[name]
                switch method {
                case "beginTracking":
                    if let t = current {
                        return fail(
                            "began tracking a touch while still tracking another", expected: "end or cancel of touch \(t) first",
                            actual: "beginTracking touch \(touch)")
                    }
                    tracking[name] = touch
                case "continueTracking", "endTracking", "cancelTracking":
                    guard current == touch else {
                        return fail(
                            "\(method) for a touch it is not tracking", expected: current.map { "touch \($0)" } ?? "no tracking",
                            actual: "\(method) touch \(touch)")
                    }
                    if method != "continueTracking" { tracking[name] = nil }
                default:
                    return fail("an unknown tracking call", expected: "begin, continue, end or cancel", actual: method)
                }
            default:
                continue
            }
        }
        for (control, touch) in endsReceived where !exempt.contains(control) && tracking[control] == touch {
            return FuzzFailure(
                .controlTracking, eventIndex: eventIndex, expected: "endTracking or cancelTracking touch \(touch)", actual: "still tracking touch \(touch)",
                detail: "\(control) received the end of the touch it tracks and did not end tracking")
        }
        return nil
    }
}

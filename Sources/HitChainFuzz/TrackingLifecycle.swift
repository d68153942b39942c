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
            case .call(let responder, .touches(let phase, let ids), _) where phase == .ended || phase == .cancelled:
                if let t = tracking[responder.name], ids.ids.contains(t) { endsReceived.append((responder.name, t)) }
            case .tracking(let control, let step, let touch):
                let name = control.name
                guard !exempt.contains(name) else { continue }
                let current = tracking[name]
                if step == .beginTracking {
                    if let t = current {
                        return FuzzFailure(
                            .controlTracking, eventIndex: eventIndex, expected: "end or cancel of touch \(t) first",
                            actual: "beginTracking touch \(touch)",
                            detail: "\(name): began tracking a touch while still tracking another")
                    }
                    tracking[name] = touch
                } else {
                    guard current == touch else {
                        return FuzzFailure(
                            .controlTracking, eventIndex: eventIndex,
                            expected: current.map { "touch \($0)" } ?? "no tracking",
                            actual: "\(step.rawValue) touch \(touch)",
                            detail: "\(name): \(step.rawValue) for a touch it is not tracking")
                    }
                    if step.endsTracking { tracking[name] = nil }
                }
            default:
                continue
            }
        }
        for (control, touch) in endsReceived where !exempt.contains(control) && tracking[control] == touch {
            return FuzzFailure(
                .controlTracking, eventIndex: eventIndex, expected: "endTracking or cancelTracking touch \(touch)",
                actual: "still tracking touch \(touch)",
                detail: "\(control) received the end of the touch it tracks and did not end tracking")
        }
        return nil
    }
}

package import HitChainGeometry
import HitChainScene

/// A recognizer's state changes — asked, committed, failed, reset — and the geometry its kinds
/// measure touches with.
extension UIGestureRecognizer {
    // MARK: State changes

    /// Asks to leave `possible` for `began` (continuous) or `ended` (discrete).
    func recognize(_ reason: String) {
        guard state == .possible, pendingRecognition == nil else { return }
        deadline = nil
        pendingRecognition = GestureTransition(
            from: .possible, to: spec.kind.isDiscrete ? .ended : .began, reason: reason)
    }

    /// A change that needs no arbitration: changed, ended, cancelled of a gesture in progress.
    func transition(to new: UIGestureRecognizer.State, _ reason: String) {
        transitions.append(GestureTransition(from: currentState, to: new, reason: reason))
        currentState = new
    }

    /// possible → failed (also drops a pending recognition).
    package func fail(_ reason: String) {
        guard state == .possible else { return }
        pendingRecognition = nil
        deadline = nil
        transition(to: .failed, reason)
    }

    /// The dispatcher lets a pending recognition happen.
    package func commitRecognition() {
        guard let p = pendingRecognition else { return }
        pendingRecognition = nil
        transition(to: p.to, p.reason)
        // A continuous gesture whose touches all ended while it waited (for a recognizer it
        // requires to fail) begins and ends at once: nothing else would ever end it.
        if p.to == .began, trackedTouches.isEmpty {
            transition(to: .ended, "its touches ended while it waited to begin")
        }
    }

    /// Back to `possible` with nothing tracked, once its touches are gone: what the
    /// dispatcher calls; a subclass's `reset()` runs first.
    package final func resetForNextGesture() {
        delegateRequirements = [:]
        resetModel()
        if isUserClass { reset() }
    }

    func resetModel() {
        let was = currentState
        currentState = .possible
        pendingRecognition = nil
        deadline = nil
        seenTouches = []
        hitViews = [:]
        trackedTouches = []
        startLocation = [:]
        location = [:]
        pair = []
        resetKind()
        if was != .possible { transitions.append(GestureTransition(from: was, to: .possible, reason: "reset")) }
    }

    /// The state changes since the last call, oldest first.
    package func takeTransitions() -> [GestureTransition] {
        defer { transitions.removeAll() }
        return transitions
    }

    // MARK: Geometry helpers

    /// The mean movement of the tracked touches since they began.
    package var translation: HCPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        var dx = 0.0
        var dy = 0.0
        for id in trackedTouches {
            guard let s = startLocation[id], let c = location[id] else { continue }
            dx += c.x - s.x
            dy += c.y - s.y
        }
        let n = Double(trackedTouches.count)
        return HCPoint(x: dx / n, y: dy / n)
    }

    /// The largest distance any tracked touch has moved from where it began.
    var largestMovement: Double {
        var m = 0.0
        for id in trackedTouches {
            guard let s = startLocation[id], let c = location[id] else { continue }
            m = max(m, distance(s, c))
        }
        return m
    }

    func distance(_ a: HCPoint, _ b: HCPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

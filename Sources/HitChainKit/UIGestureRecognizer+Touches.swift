import Foundation
import HitChainGeometry
package import HitChainScene

/// How a recognizer takes its touches: the dispatcher's calls, the touches tracked whatever a
/// subclass does, and the calls a subclass's own touch methods answer with `super`.
extension UIGestureRecognizer {
    // MARK: Touches (called by the dispatcher)

    package final func touchesBegan(_ touches: [GestureTouch], at time: Double) {
        track(touches)
        if isListening { began(touches, at: time) }
    }

    /// Starts tracking the touches that are new to it.
    func track(_ touches: [GestureTouch]) {
        for t in touches where !trackedTouches.contains(t.id) {
            trackedTouches.append(t.id)
            startLocation[t.id] = t.location
            location[t.id] = t.location
            seenTouches.insert(t.id)
        }
        if trackedTouches.count >= 2 { pair = rules.twoFingerPair(trackedTouches, current: pair) }
    }

    /// Notes the view `touch` was hit-tested to; the dispatcher calls it before
    /// `touchesBegan` for that touch.
    package final func noteHitView(_ view: UIView, forTouch touch: Int) {
        hitViews[touch] = view
    }

    /// The view a touch it saw since its reset began on, even after that touch ended.
    package final func hitView(forTouch touch: Int) -> UIView? { hitViews[touch] }

    package final func touchesMoved(_ touches: [GestureTouch], at time: Double) {
        move(touches)
        if isListening { moved(touches, at: time) }
    }

    func move(_ touches: [GestureTouch]) {
        for t in touches where location[t.id] != nil { location[t.id] = t.location }
    }

    package final func touchesEnded(_ touches: [GestureTouch], at time: Double) {
        move(touches)
        endHook(touches, at: time)
        forget(touches)
    }

    func endHook(_ touches: [GestureTouch], at time: Double) {
        let remaining = trackedTouches.filter { id in !touches.contains { $0.id == id } }.count
        if isListening { ended(touches, remaining: remaining, at: time) }
    }

    /// A gesture in progress is cancelled; a recognizer still possible fails, including one
    /// whose recognition waits for arbitration: a cancelled sequence is never recognized.
    package final func touchesCancelled(_ touches: [GestureTouch], at time: Double) {
        cancelHook()
        forget(touches)
    }

    func cancelHook() {
        if currentState.isActive {
            transition(to: .cancelled, "its touches were cancelled")
        } else {
            fail("its touches were cancelled")
        }
    }

    /// Gives a subclass's recognizer its touches through its own `touchesBegan(_:with:)` (and
    /// the other phases): the touches are tracked first, as UIKit tracks them whatever the
    /// subclass does; `super` runs the built-in kind's rules; the touches that ended are
    /// forgotten after the call.
    package final func receive(
        _ phase: TouchPhase, _ list: [GestureTouch], at time: Double, touches: Set<UITouch>, event: UIEvent
    ) {
        switch phase {
        case .began: track(list)
        case .moved, .stationary, .ended: move(list)
        case .cancelled: break
        }
        let outer = delivering
        delivering = GestureCall(phase: phase, touches: list, time: time)
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
        delivering = outer
        if phase == .ended || phase == .cancelled { forget(list) }
    }

    /// The dispatcher's call for `phase` that a subclass's touch method is answering, if any
    /// (nil: a test called the method itself, and `super` reads the touch objects instead).
    func dispatcherCall(_ phase: TouchPhase) -> GestureCall? {
        guard let d = delivering, d.phase == phase, !d.isPress else { return nil }
        return d
    }

    static func gestureTouches(_ touches: Set<UITouch>) -> [GestureTouch] {
        touches.sorted { $0.identifier < $1.identifier }.map {
            GestureTouch(id: $0.identifier, location: $0.screenLocation, tapCount: $0.tapCount)
        }
    }

    /// The timer's deadline has passed on the virtual clock.
    package final func fireTimer(at time: Double) {
        deadline = nil
        if isListening { timerFired(at: time) }
    }

    func forget(_ touches: [GestureTouch]) {
        for t in touches {
            trackedTouches.removeAll { $0 == t.id }
            startLocation[t.id] = nil
            location[t.id] = nil
        }
    }
}

import HitChainGeometry
import HitChainScene

/// UILongPressGestureRecognizer, continuous: `touches` fingers held `duration` seconds
/// without moving more than `movement` points begins it; moves change it; lifting a finger
/// ends it.
final class LongPressGestureRecognizer: GestureRecognizer {
    let duration: Double
    let movement: Double
    let touches: Int

    init(spec: GestureRecognizerSpec, duration: Double, movement: Double, touches: Int) {
        self.duration = duration
        self.movement = movement
        self.touches = touches
        super.init(spec: spec)
    }

    override func began(_ began: [GestureTouch], at time: Double) {
        guard state == .possible else { return }
        if trackedTouches.count > touches {
            fail("\(trackedTouches.count) touches are down; it needs \(touches)")
        } else if trackedTouches.count == touches {
            if duration == 0 { return recognize("pressed") }
            deadline = time + duration
        }
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        if state == .possible {
            if largestMovement > movement {
                fail("a touch moved more than allowableMovement (\(formatScalar(movement)) pt)")
            }
        } else {
            transition(to: .changed, "a touch moved")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        if state == .possible {
            fail("a touch lifted before minimumPressDuration (\(formatScalar(duration)) s)")
        } else {
            transition(to: .ended, "a touch lifted")
        }
    }

    override func timerFired(at time: Double) {
        guard trackedTouches.count == touches else { return }
        recognize("held for minimumPressDuration (\(formatScalar(duration)) s)")
    }
}

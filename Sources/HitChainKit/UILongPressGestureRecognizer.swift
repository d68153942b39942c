public import Foundation
import HitChainGeometry
package import HitChainScene

/// UILongPressGestureRecognizer, continuous: `touches` fingers held `duration` seconds
/// without moving more than `movement` points begins it; moves change it; lifting a finger
/// ends it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    package private(set) var duration: Double
    package private(set) var movement: Double
    package private(set) var touches: Int

    package init(spec: GestureRecognizerSpec, duration: Double, movement: Double, touches: Int) {
        self.duration = duration
        self.movement = movement
        self.touches = touches
        super.init(spec: spec)
    }

    /// `init(target:action:)`: 0.5 s, 10 pt, one finger.
    public override init(target: Any?, action: Selector?) {
        duration = 0.5
        movement = 10
        touches = 1
        let kind = GestureKind.longPress(minimumPressDuration: 0.5, allowableMovement: 10, touches: 1)
        super.init(spec: GestureRecognizerSpec(name: "", kind: kind))
        addTarget(target, action: action)
    }

    /// `minimumPressDuration`.
    open var minimumPressDuration: TimeInterval {
        get { duration }
        set {
            duration = newValue.isFinite ? max(0, newValue) : duration
            updateKind()
        }
    }

    /// `allowableMovement`.
    open var allowableMovement: CGFloat {
        get { CGFloat(movement) }
        set {
            movement = newValue.isFinite ? max(0, Double(newValue)) : movement
            updateKind()
        }
    }

    /// `numberOfTouchesRequired`.
    open var numberOfTouchesRequired: Int {
        get { touches }
        set {
            touches = max(1, newValue)
            updateKind()
        }
    }

    private func updateKind() {
        spec.kind = .longPress(minimumPressDuration: duration, allowableMovement: movement, touches: touches)
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

import HitChainGeometry
import HitChainScene

/// UIPanGestureRecognizer, continuous: between `minimum` and `maximum` fingers whose mean
/// movement reaches 10 pt begins it; moves change it while at least `minimum` fingers are
/// down; it ends when every finger is lifted (Apple: UIPanGestureRecognizer, "ends when all
/// fingers are lifted").
final class PanGestureRecognizer: GestureRecognizer {
    let minimum: Int
    let maximum: Int?

    init(spec: GestureRecognizerSpec, minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
        super.init(spec: spec)
    }

    override func began(_ began: [GestureTouch], at time: Double) {
        if state == .possible, let maximum, trackedTouches.count > maximum {
            fail("\(trackedTouches.count) touches are down; maximumNumberOfTouches is \(maximum)")
        }
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        if state == .possible {
            let t = translation
            if trackedTouches.count >= minimum, distance(.zero, t) >= Self.hysteresis {
                recognize("moved \(formatScalar(Self.hysteresis)) pt")
            }
        } else if trackedTouches.count >= minimum {
            transition(to: .changed, "translation \(translation)")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        if state == .possible {
            if remaining == 0 { fail("the touches lifted before moving \(formatScalar(Self.hysteresis)) pt") }
        } else if remaining == 0 {
            transition(to: .ended, "every finger lifted")
        }
    }
}

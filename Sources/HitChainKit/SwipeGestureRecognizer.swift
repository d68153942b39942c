import HitChainGeometry
import HitChainScene

/// UISwipeGestureRecognizer, discrete: `touches` fingers travelling 50 pt in `direction`
/// within 0.5 s of the first touch, straying sideways at most half as far.
final class SwipeGestureRecognizer: GestureRecognizer {
    let direction: SwipeDirection
    let touches: Int

    /// How far a swipe must travel, and how quickly.
    static let minimumDistance = 50.0
    static let maximumDuration = 0.5

    init(spec: GestureRecognizerSpec, direction: SwipeDirection, touches: Int) {
        self.direction = direction
        self.touches = touches
        super.init(spec: spec)
    }

    override func began(_ began: [GestureTouch], at time: Double) {
        if trackedTouches.count > touches {
            return fail("\(trackedTouches.count) touches are down; it needs \(touches)")
        }
        if deadline == nil { deadline = time + Self.maximumDuration }
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        let t = translation
        let (primary, secondary): (Double, Double)
        switch direction {
        case .right: (primary, secondary) = (t.x, abs(t.y))
        case .left: (primary, secondary) = (-t.x, abs(t.y))
        case .down: (primary, secondary) = (t.y, abs(t.x))
        case .up: (primary, secondary) = (-t.y, abs(t.x))
        }
        if trackedTouches.count == touches, primary >= Self.minimumDistance, secondary <= primary / 2 {
            recognize("swiped \(direction.rawValue)")
        } else if distance(.zero, t) >= Self.hysteresis, primary < secondary {
            fail("the touches moved away from \(direction.rawValue)")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        fail("a touch lifted before travelling \(formatScalar(Self.minimumDistance)) pt")
    }

    override func timerFired(at time: Double) {
        fail("no swipe within \(formatScalar(Self.maximumDuration)) s")
    }
}

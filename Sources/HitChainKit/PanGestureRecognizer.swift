import HitChainGeometry
import HitChainScene

/// UIPanGestureRecognizer, continuous: between `minimum` and `maximum` fingers whose mean
/// movement reaches 10 pt begins it; moves change it while at least `minimum` fingers are
/// down; it ends when every finger is lifted (Apple: UIPanGestureRecognizer, "ends when all
/// fingers are lifted").
public class PanGestureRecognizer: GestureRecognizer {
    public private(set) var minimum: Int
    public private(set) var maximum: Int?

    init(spec: GestureRecognizerSpec, minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
        super.init(spec: spec)
    }

    /// `init(target:action:)`: one finger or more.
    public convenience init(target: Any?, action: Selector?) {
        self.init(
            spec: GestureRecognizerSpec(name: "", kind: .pan(minimumTouches: 1, maximumTouches: nil)), minimum: 1,
            maximum: nil)
        addTarget(target, action: action)
    }

    /// `minimumNumberOfTouches`.
    public var minimumNumberOfTouches: Int {
        get { minimum }
        set {
            minimum = max(1, newValue)
            spec.kind = .pan(minimumTouches: minimum, maximumTouches: maximum)
        }
    }

    /// `maximumNumberOfTouches` (`Int.max`: no limit).
    public var maximumNumberOfTouches: Int {
        get { maximum ?? Int.max }
        set {
            maximum = newValue == Int.max ? nil : max(1, newValue)
            spec.kind = .pan(minimumTouches: minimum, maximumTouches: maximum)
        }
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
                if let reason = refusal(toBeginAfter: t) {
                    fail(reason)
                } else {
                    recognize("moved \(formatScalar(Self.hysteresis)) pt")
                }
            }
        } else if trackedTouches.count >= minimum {
            transition(to: .changed, "translation \(translation)")
        }
    }

    /// Why a pan that has moved `translation` does not begin after all (nil: it begins).
    func refusal(toBeginAfter translation: Point) -> String? { nil }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        if state == .possible {
            if remaining == 0 { fail("the touches lifted before moving \(formatScalar(Self.hysteresis)) pt") }
        } else if remaining == 0 {
            transition(to: .ended, "every finger lifted")
        }
    }
}

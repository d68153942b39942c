import HitChainGeometry
package import HitChainScene

/// UISwipeGestureRecognizer, discrete: `touches` fingers travelling 50 pt in `direction`
/// within 0.5 s of the first touch, straying sideways at most half as far.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    package private(set) var swipeDirection: SwipeDirection
    package private(set) var touches: Int

    /// How far a swipe must travel, and how quickly.
    static let minimumDistance = 50.0
    static let maximumDuration = 0.5

    package init(spec: GestureRecognizerSpec, direction: SwipeDirection, touches: Int) {
        self.swipeDirection = direction
        self.touches = touches
        super.init(spec: spec)
    }

    /// `init(target:action:)`: right, one finger.
    public override init(target: Any?, action: Selector?) {
        swipeDirection = .right
        touches = 1
        super.init(spec: GestureRecognizerSpec(name: "", kind: .swipe(direction: .right, touches: 1)))
        addTarget(target, action: action)
    }

    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions as bits.
        public let rawValue: UInt

        /// The directions these bits name.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// `.right`.
        public static let right = Direction(rawValue: 1 << 0)
        /// `.left`.
        public static let left = Direction(rawValue: 1 << 1)
        /// `.up`.
        public static let up = Direction(rawValue: 1 << 2)
        /// `.down`.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// `direction`. The model recognizes one direction: of several, the first of right,
    /// left, up, down (docs/uikit-api.md).
    open var direction: Direction {
        get {
            switch swipeDirection {
            case .right: return .right
            case .left: return .left
            case .up: return .up
            case .down: return .down
            }
        }
        set {
            swipeDirection =
                newValue.contains(.right)
                ? .right : newValue.contains(.left) ? .left : newValue.contains(.up) ? .up : .down
            spec.kind = .swipe(direction: swipeDirection, touches: touches)
        }
    }

    /// `numberOfTouchesRequired`.
    open var numberOfTouchesRequired: Int {
        get { touches }
        set {
            touches = max(1, newValue)
            spec.kind = .swipe(direction: swipeDirection, touches: touches)
        }
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
        switch swipeDirection {
        case .right: (primary, secondary) = (t.x, abs(t.y))
        case .left: (primary, secondary) = (-t.x, abs(t.y))
        case .down: (primary, secondary) = (t.y, abs(t.x))
        case .up: (primary, secondary) = (-t.y, abs(t.x))
        }
        if trackedTouches.count == touches, primary >= Self.minimumDistance, secondary <= primary / 2 {
            recognize("swiped \(swipeDirection.rawValue)")
        } else if distance(.zero, t) >= Self.hysteresis, primary < secondary {
            fail("the touches moved away from \(swipeDirection.rawValue)")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        fail("a touch lifted before travelling \(formatScalar(Self.minimumDistance)) pt")
    }

    override func timerFired(at time: Double) {
        fail("no swipe within \(formatScalar(Self.maximumDuration)) s")
    }
}

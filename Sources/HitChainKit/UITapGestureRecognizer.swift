import HitChainGeometry
package import HitChainScene

/// UITapGestureRecognizer, discrete: `taps` taps of `touches` fingers, each finger moving at
/// most 10 pt, each tap beginning within 0.35 s of the previous tap's end. Recognized when
/// the last finger of the last tap lifts.
open class UITapGestureRecognizer: UIGestureRecognizer {
    package private(set) var taps: Int
    package private(set) var touches: Int
    private var tapsDone = 0
    private var mostTouchesDown = 0

    package init(spec: GestureRecognizerSpec, taps: Int, touches: Int) {
        self.taps = taps
        self.touches = touches
        super.init(spec: spec)
    }

    /// `init(target:action:)`: one tap of one finger.
    public override init(target: Any?, action: Selector?) {
        taps = 1
        touches = 1
        super.init(spec: GestureRecognizerSpec(name: "", kind: .tap(taps: 1, touches: 1)))
        addTarget(target, action: action)
    }

    /// A tap cannot prevent a tap that needs more taps: a single and a double tap on one view
    /// are both recognized in turn unless `require(toFail:)` orders them (Apple: "Preferring
    /// one gesture over another").
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if case .tap(let otherTaps, _) = preventedGestureRecognizer.spec.kind, otherTaps > taps { return false }
        return true
    }

    /// `numberOfTapsRequired`.
    open var numberOfTapsRequired: Int {
        get { taps }
        set {
            taps = max(1, newValue)
            spec.kind = .tap(taps: taps, touches: touches)
        }
    }

    /// `numberOfTouchesRequired`.
    open var numberOfTouchesRequired: Int {
        get { touches }
        set {
            touches = max(1, newValue)
            spec.kind = .tap(taps: taps, touches: touches)
        }
    }

    override func began(_ began: [GestureTouch], at time: Double) {
        deadline = nil
        mostTouchesDown = max(mostTouchesDown, trackedTouches.count)
        if trackedTouches.count > touches { fail("\(trackedTouches.count) touches are down; it needs \(touches)") }
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        if largestMovement > Self.hysteresis { fail("a touch moved more than \(formatScalar(Self.hysteresis)) pt") }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        guard remaining == 0 else { return }
        guard mostTouchesDown == touches else {
            return fail("tap \(tapsDone + 1) had \(mostTouchesDown) touches; it needs \(touches)")
        }
        tapsDone += 1
        mostTouchesDown = 0
        if tapsDone == taps {
            recognize(taps == 1 ? "tapped" : "tapped \(taps) times")
        } else {
            deadline = time + Self.maximumTapInterval
        }
    }

    override func timerFired(at time: Double) {
        fail("no tap \(tapsDone + 1) within \(formatScalar(Self.maximumTapInterval)) s")
    }

    override func resetKind() {
        tapsDone = 0
        mostTouchesDown = 0
    }
}

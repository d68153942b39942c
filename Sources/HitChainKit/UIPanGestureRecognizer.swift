public import Foundation
import HitChainGeometry
package import HitChainScene

/// UIPanGestureRecognizer, continuous: between `minimum` and `maximum` fingers whose mean
/// movement reaches 10 pt begins it; moves change it while at least `minimum` fingers are
/// down; it ends when every finger is lifted (Apple: UIPanGestureRecognizer, "ends when all
/// fingers are lifted").
open class UIPanGestureRecognizer: UIGestureRecognizer {
    package private(set) var minimum: Int
    package private(set) var maximum: Int?

    package init(spec: GestureRecognizerSpec, minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
        super.init(spec: spec)
    }

    /// `init(target:action:)`: one finger or more.
    public override init(target: Any?, action: Selector?) {
        minimum = 1
        maximum = nil
        super.init(spec: GestureRecognizerSpec(name: "", kind: .pan(minimumTouches: 1, maximumTouches: nil)))
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
    open var maximumNumberOfTouches: Int {
        get { maximum ?? Int.max }
        set {
            maximum = newValue == Int.max ? nil : max(1, newValue)
            spec.kind = .pan(minimumTouches: minimum, maximumTouches: maximum)
        }
    }

    // MARK: Translation and velocity

    /// What `setTranslation(_:in:)` took away from the fingers' movement (screen space).
    private var translationBase = HCPoint.zero
    /// The fingers' centroid and the time of the last sample, and the velocity it gave.
    private var lastSample: (centroid: HCPoint, time: Double)?
    private var screenVelocity = HCPoint.zero

    /// `translation(in:)`: the fingers' mean movement since they came down, in `view`'s
    /// coordinate system (screen space for nil).
    open func translation(in view: UIView?) -> CGPoint {
        let t = translation
        return Self.vector(HCPoint(x: t.x - translationBase.x, y: t.y - translationBase.y), into: view)
    }

    /// `setTranslation(_:in:)`: `translation(in: view)` reads `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = Self.vector(HCPoint(translation), outOf: view)
        let t = self.translation
        translationBase = HCPoint(x: t.x - wanted.x, y: t.y - wanted.y)
    }

    /// `velocity(in:)`: points per second between the last two samples of the fingers'
    /// centroid, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint { Self.vector(screenVelocity, into: view) }

    /// The mean location of the tracked touches, without allocating (read on every sample).
    private var centroid: HCPoint? {
        var sum = HCPoint(x: 0, y: 0)
        var n = 0.0
        for id in trackedTouches {
            guard let p = location[id] else { continue }
            sum = HCPoint(x: sum.x + p.x, y: sum.y + p.y)
            n += 1
        }
        return n == 0 ? nil : HCPoint(x: sum.x / n, y: sum.y / n)
    }

    private func sample(at time: Double) {
        guard let c = centroid else { return }
        if let last = lastSample, time > last.time {
            let dt = time - last.time
            screenVelocity = HCPoint(x: (c.x - last.centroid.x) / dt, y: (c.y - last.centroid.y) / dt)
        }
        lastSample = (c, time)
    }

    /// A screen-space movement as `view` sees it (its scale and rotation, not its position).
    private static func vector(_ v: HCPoint, into view: UIView?) -> CGPoint {
        guard let view, let o = view.convertFromScreen(HCPoint(x: 0, y: 0)), let p = view.convertFromScreen(v) else {
            return v.cgPoint
        }
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    /// A movement in `view`'s space as the screen sees it.
    private static func vector(_ v: HCPoint, outOf view: UIView?) -> HCPoint {
        guard let view else { return v }
        let o = view.convertToScreen(HCPoint(x: 0, y: 0))
        let p = view.convertToScreen(v)
        return HCPoint(x: p.x - o.x, y: p.y - o.y)
    }

    override func resetKind() {
        translationBase = .zero
        lastSample = nil
        screenVelocity = .zero
    }

    override func began(_ began: [GestureTouch], at time: Double) {
        sample(at: time)
        if state == .possible, let maximum, trackedTouches.count > maximum {
            fail("\(trackedTouches.count) touches are down; maximumNumberOfTouches is \(maximum)")
        }
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        sample(at: time)
        if state == .possible {
            let t = translation
            if trackedTouches.count >= minimum, distance(.zero, t) >= Self.hysteresis {
                if let reason = refusal(toBeginAfter: t) {
                    fail(reason)
                } else {
                    recognize(reasonToBegin)
                }
            }
        } else if trackedTouches.count >= minimum {
            transition(to: .changed, "translation \(translation)")
        }
    }

    /// Why a pan that has moved `translation` does not begin after all (nil: it begins).
    func refusal(toBeginAfter translation: HCPoint) -> String? { nil }

    /// What the trace says as it begins.
    var reasonToBegin: String { "moved \(formatScalar(Self.hysteresis)) pt" }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        if state == .possible {
            if remaining == 0 { fail("the touches lifted before moving \(formatScalar(Self.hysteresis)) pt") }
        } else if remaining == 0 {
            transition(to: .ended, "every finger lifted")
        }
    }
}

import Foundation
import HitChainGeometry
package import HitChainScene

/// UIRotationGestureRecognizer, continuous: two fingers whose connecting line turns by 5°
/// begins it; moves change it; it ends when both fingers have lifted.
open class UIRotationGestureRecognizer: UIGestureRecognizer {

    /// `init(target:action:)`.
    public override init(target: Any?, action: Selector?) {
        super.init(spec: GestureRecognizerSpec(name: "", kind: .rotation))
        addTarget(target, action: action)
    }

    package override init(spec: GestureRecognizerSpec) { super.init(spec: spec) }

    private var baseline: Double?
    /// How far the fingers must turn before it begins, in radians (5°).
    static let threshold = Double.pi / 36

    override func began(_ began: [GestureTouch], at time: Double) {
        if baseline == nil, let a = angle { baseline = a }
    }

    /// The angle of the line from the pair's first finger to its second, while both are down.
    var angle: Double? {
        guard let (a, b) = pairLocations else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn since the baseline, in (−π, π].
    var rotation: Double? {
        guard let a = angle, let a0 = baseline else { return nil }
        var r = a - a0
        while r > Double.pi { r -= 2 * Double.pi }
        while r <= -Double.pi { r += 2 * Double.pi }
        return r
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        guard let r = rotation else { return }
        if state == .possible {
            if abs(r) >= Self.threshold { recognize("the fingers turned 5°") }
        } else {
            transition(to: .changed, "rotation \(formatScalar((r * 180 / Double.pi).rounded()))°")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        endTwoFingerGesture(ended, remaining: remaining, what: "rotation")
    }

    override func resetKind() { baseline = nil }
}

import HitChainGeometry
package import HitChainScene

/// UIPinchGestureRecognizer, continuous: two fingers whose distance changes by 10 pt begins
/// it; moves change it; it ends when both fingers have lifted. Further fingers are tracked but
/// ignored.
open class UIPinchGestureRecognizer: UIGestureRecognizer {

    /// `init(target:action:)`.
    public override init(target: Any?, action: Selector?) {
        super.init(spec: GestureRecognizerSpec(name: "", kind: .pinch))
        addTarget(target, action: action)
    }

    package override init(spec: GestureRecognizerSpec) { super.init(spec: spec) }

    private var baseline: Double?

    override func began(_ began: [GestureTouch], at time: Double) {
        if baseline == nil, let d = span { baseline = d }
    }

    /// The distance between the pair of fingers, while both are down.
    var span: Double? {
        guard let (a, b) = pairLocations else { return nil }
        return distance(a, b)
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        guard let d = span, let d0 = baseline else { return }
        if state == .possible {
            if abs(d - d0) >= Self.hysteresis {
                recognize("the fingers' distance changed by \(formatScalar(Self.hysteresis)) pt")
            }
        } else {
            transition(to: .changed, "scale \(formatScalar((d / max(d0, 1e-9) * 1000).rounded() / 1000))")
        }
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        endTwoFingerGesture(ended, remaining: remaining, what: "pinch")
    }

    override func resetKind() { baseline = nil }
}

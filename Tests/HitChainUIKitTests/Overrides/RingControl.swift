#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A control that tracks only touches that start on its ring (not its hole), and counts
/// what it tracked.
final class RingControl: UIControl {
    private(set) var tracked = 0
    private(set) var ended = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let distance = hypot(p.x - center.x, p.y - center.y)
        let onRing = distance >= bounds.width / 4
        if onRing { tracked += 1 }
        return onRing
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        ended += 1
        super.endTracking(touch, with: event)
    }
}

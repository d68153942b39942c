#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A round avatar: inside only within the circle around its center.
final class CircleView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - center.x
        let dy = point.y - center.y
        return dx * dx + dy * dy <= radius * radius
    }
}

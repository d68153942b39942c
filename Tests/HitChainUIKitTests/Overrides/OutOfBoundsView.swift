#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A view whose subviews stay tappable outside its bounds: a hand-written walk with its
/// own alpha test (<= 0.01, where UIKit's is < 0.01).
final class OutOfBoundsView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        for subview in subviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) {
                return hit
            }
        }
        return self.point(inside: point, with: event) ? self : nil
    }
}

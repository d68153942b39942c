#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A view whose hitTest runs before, and without, UIKit's hidden / alpha / interaction
/// gates: it answers for itself wherever the point is inside its bounds, even hidden.
final class AlwaysHittableView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        bounds.contains(point) ? self : nil
    }
}

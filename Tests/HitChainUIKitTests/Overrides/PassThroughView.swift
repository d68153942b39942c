#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// An overlay that lets touches through to what is behind it, except where one of its
/// subviews takes them.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A large invisible strip that hands every touch inside it to a small view, outright:
/// the small view gets the touch even where it does not itself contain the point.
final class RedirectView: UIView {
    weak var redirectTarget: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        return redirectTarget ?? super.hitTest(point, with: event)
    }
}

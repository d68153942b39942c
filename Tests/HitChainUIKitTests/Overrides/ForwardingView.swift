#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A container that forwards touches in its empty area to another view by asking it:
/// the target answers with its own rules (and may say no).
final class ForwardingView: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event), hit != self {
            return hit
        }
        guard let target, self.point(inside: point, with: event) else { return nil }
        return target.hitTest(convert(point, to: target), with: event)
    }
}

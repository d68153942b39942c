#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A button whose tappable area grows (negative insets) or shrinks (positive ones);
/// zero insets fall back to UIKit's answer.
final class InsetSlopButton: UIButton {
    var hitTestEdgeInsets = UIEdgeInsets.zero

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if hitTestEdgeInsets == .zero || !isEnabled || isHidden {
            return super.point(inside: point, with: event)
        }
        let hitFrame = bounds.inset(by: hitTestEdgeInsets)
        return hitFrame.contains(point)
    }
}

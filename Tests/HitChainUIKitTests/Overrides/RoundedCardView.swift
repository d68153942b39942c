#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A card with rounded corners that does not take touches in its cut-off corners.
final class RoundedCardView: UIView {
    var cornerRadius: CGFloat = 16

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).contains(point)
    }
}

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A control whose hit area is a square as wide as a thumb's contact (twice the radius),
/// centered on it, or its bounds when those are larger.
final class ThumbRadiusView: UIControl {
    var thumbRadius: CGFloat = 24

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let side = max(thumbRadius * 2, max(bounds.width, bounds.height))
        let area = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        return area.contains(point)
    }
}

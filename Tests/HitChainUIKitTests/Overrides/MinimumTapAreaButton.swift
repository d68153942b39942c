#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A button that is tappable over at least 44×44 points around its center, however small
/// it is drawn (Apple's Human Interface Guidelines' minimum).
final class MinimumTapAreaButton: UIButton {
    static let minimumSize = CGSize(width: 44, height: 44)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let widthToAdd = max(Self.minimumSize.width - bounds.width, 0)
        let heightToAdd = max(Self.minimumSize.height - bounds.height, 0)
        let largerFrame = bounds.insetBy(dx: -widthToAdd / 2, dy: -heightToAdd / 2)
        return largerFrame.contains(point)
    }
}

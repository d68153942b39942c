import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view whose touch area is smaller than its bounds (a card whose shadow is not tappable):
///
///     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///         bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)).contains(point)
///     }
///
/// Twin: `pointInside: insetBounds(8)` (insets larger than the view flip the rectangle, as
/// `UIEdgeInsetsInsetRect` does).
final class FuzzCompactHitAreaView: UIView, CatalogueView {
    static let insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    static func make() -> Self { Self(frame: .zero) }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: Self.insets).contains(point)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.pointInside = .insetBounds(insets.edgeInsets)
    }
}

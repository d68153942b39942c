import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainUIKit

/// A small control's touch area grown past its bounds, each edge by its own amount — the
/// hit slop every app writes:
///
///     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///         bounds.inset(by: UIEdgeInsets(top: -12, left: -6, bottom: -4, right: -10)).contains(point)
///     }
///
/// Twin: `pointInside: insetBounds(top: -12, left: -6, bottom: -4, right: -10)`.
final class FuzzHitSlopView: UIView, CatalogueView {
    static let insets = UIEdgeInsets(top: -12, left: -6, bottom: -4, right: -10)

    static func make() -> Self { Self(frame: .zero) }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: Self.insets).contains(point)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.pointInside = .insetBounds(insets.edgeInsets)
    }
}

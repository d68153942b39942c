import HitChainKit
import HitChainScene
import HitChainUIKit

/// A round avatar: only the ellipse inscribed in its bounds takes touches.
///
///     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///         UIBezierPath(ovalIn: bounds).contains(point)
///     }
///
/// Twin: `pointInside: oval`.
final class FuzzOvalView: UIView, CatalogueView {
    static func make() -> Self { Self(frame: .zero) }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.pointInside = .oval
    }
}

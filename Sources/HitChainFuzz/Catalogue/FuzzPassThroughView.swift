import HitChainKit
import HitChainScene
import HitChainUIKit

/// An overlay that lets touches through to what lies below, except where one of its
/// subviews takes them:
///
///     override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///         let hit = super.hitTest(point, with: event)
///         return hit === self ? nil : hit
///     }
///
/// Twin: `hitTest: passThrough`.
final class FuzzPassThroughView: UIView, CatalogueView {
    static func make() -> Self { Self(frame: .zero) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.hitTest = .passThrough
    }
}

import HitChainKit
import HitChainScene
import HitChainUIKit

/// A container that hands the touches it would take itself to its front-most subview (a
/// paging container forwarding to its scroll view):
///
///     override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///         let hit = super.hitTest(point, with: event)
///         return hit === self ? subviews.last ?? self : hit
///     }
///
/// Twin: `hitTest: redirect(to: its last subview)` — exact while its subviews are those the
/// scene starts with (`followsSubviews`).
final class FuzzForwardingView: UIView, CatalogueView {
    static func make() -> Self { Self(frame: .zero) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? subviews.last ?? self : hit
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        if let last = spec.subviews.last { spec.hitTest = .redirect(to: last) }
    }

    static var followsSubviews: Bool { true }
}

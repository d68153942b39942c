import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view that ends the responder chain: nothing it does not handle goes further (a modal
/// sheet keeping its messages from the screen below).
///
///     override var next: UIResponder? { nil }
///
/// Twin: `next: none`.
final class FuzzChainEndView: UIView, CatalogueView {
    static func make() -> Self { Self(frame: .zero) }

    override var next: UIResponder? { nil }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.responder.next = NextResponderSpec.none
    }
}

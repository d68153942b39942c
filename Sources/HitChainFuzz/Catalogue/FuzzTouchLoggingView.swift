import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view that looks at its touches and then lets UIKit's default have them (`super`):
/// whatever its scene declares then answers, as it would without the override.
///
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///         began += touches.count
///         super.touchesBegan(touches, with: event)
///     }
///
/// Twin: the view as it is (calling `super` changes nothing).
final class FuzzTouchLoggingView: UIView, CatalogueView {
    private(set) var began = 0
    private(set) var ended = 0

    static func make() -> Self { Self(frame: .zero) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += touches.count
        super.touchesEnded(touches, with: event)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {}
}

import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view that handles every touch itself and passes none on (it does not call `super`):
///
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
///     // … the same for moved, ended and cancelled
///
/// Twin: touches handled in every phase.
final class FuzzTouchSinkView: UIView, CatalogueView {
    private(set) var seen = 0

    static func make() -> Self { Self(frame: .zero) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { seen += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { seen += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { seen += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { seen += touches.count }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] { spec.responder.handlers.touches[phase] = .handle }
    }
}

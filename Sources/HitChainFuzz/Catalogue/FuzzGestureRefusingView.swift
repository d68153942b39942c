import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view that keeps its own pans and long presses from beginning — a decision written as
/// code, on the view, rather than in a delegate object:
///
///     override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
///         !(gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UILongPressGestureRecognizer)
///     }
///
/// Twin: each of its pan and long-press recognizers with a delegate whose
/// `gestureRecognizerShouldBegin` answers no; the view's own declared answer is gone (the
/// override replaces it, so a scene's `"gestureRecognizerShouldBegin": false` on the view does
/// not hold for its taps).
final class FuzzGestureRefusingView: UIView, CatalogueView {
    static func make() -> Self { Self(frame: .zero) }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UILongPressGestureRecognizer)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        spec.gestureRecognizerShouldBegin = true
        for k in spec.gestureRecognizers.indices {
            switch spec.gestureRecognizers[k].kind {
            case .pan, .longPress:
                var delegate = spec.gestureRecognizers[k].delegate ?? GestureDelegateSpec()
                delegate.shouldBegin = [false]
                spec.gestureRecognizers[k].delegate = delegate
            default:
                break
            }
        }
    }
}

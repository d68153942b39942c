#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A screen's pan recognizer that must not begin when the touch starts on a slider: its
/// delegate vetoes it, so the slider keeps the drag.
final class PanVetoDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UISlider)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return true }
        let location = pan.location(in: view)
        return location.y > 100  // not in the header strip
    }
}

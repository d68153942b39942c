package import HitChainKit

/// A view's declared `gestureRecognizerShouldBegin(_:)` no is not asked: its recognizers
/// begin and recognize as if it answered yes (a user's class is still asked).
package struct ViewShouldBeginIgnored: DeliveryMutation {
    package static let name = "viewShouldBeginIgnored"
    package static let origin = "a scene's UIView.gestureRecognizerShouldBegin(_:) answer never asked"
    package init() {}

    package func viewAllowsBegin(_ view: UIView, _ recognizer: UIGestureRecognizer) -> Bool {
        guard view.isUserClass else { return true }
        return view.gestureRecognizerShouldBegin(recognizer)
    }
}

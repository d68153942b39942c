#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A view whose next responder is a coordinator object, not its superview.
final class CustomNextView: UIView {
    var coordinator: UIResponder?

    override var next: UIResponder? {
        coordinator ?? super.next
    }
}

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A label that offers Copy in the editing menu, and nothing else.
final class CopyableLabel: UIView {
    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:")
    }
}

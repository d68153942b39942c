#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// An overlay that passes touches through everywhere but over the controls it lists,
/// whatever else its subviews would take.
final class PassThroughExceptView: UIView {
    var interactiveViews: [UIView] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for view in interactiveViews.reversed() where !view.isHidden && view.isUserInteractionEnabled {
            let local = convert(point, to: view)
            if let hit = view.hitTest(local, with: event) {
                return hit
            }
        }
        return nil
    }
}

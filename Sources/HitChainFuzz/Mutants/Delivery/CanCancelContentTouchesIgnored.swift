package import HitChainKit

/// A scroll view's drag takes a touch its content tracks whatever `canCancelContentTouches` says.
package struct CanCancelContentTouchesIgnored: DeliveryMutation {
    package static let name = "canCancelContentTouchesIgnored"
    package static let origin = "canCancelContentTouches ignored: a scroll view takes a drag its content tracks"
    package init() {}

    package func scrollMayCancel(_ scrollView: UIScrollView, tracking content: UIView) -> Bool {
        scrollView.touchesShouldCancel(in: content)
    }
}

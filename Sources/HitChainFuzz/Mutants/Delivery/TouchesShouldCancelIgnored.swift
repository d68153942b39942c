package import HitChainKit

/// A scroll view's drag takes a touch its content tracks without asking `touchesShouldCancel(in:)`.
package struct TouchesShouldCancelIgnored: DeliveryMutation {
    package static let name = "touchesShouldCancelIgnored"
    package static let origin = "touchesShouldCancel(in:) never asked: a drag starting on a tracking button scrolls"
    package init() {}

    package func scrollMayCancel(_ scrollView: UIScrollView, tracking content: UIView) -> Bool {
        scrollView.canCancelContentTouches
    }
}

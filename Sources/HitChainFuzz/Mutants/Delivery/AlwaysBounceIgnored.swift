package import HitChainKit

/// `alwaysBounceVertical` and `alwaysBounceHorizontal` ignored: a scroll view whose content
/// fits refuses the drag, and an enclosing scroll view (or the content) gets it instead.
package struct AlwaysBounceIgnored: DeliveryMutation {
    package static let name = "alwaysBounceIgnored"
    package static let origin = "alwaysBounceVertical/Horizontal ignored: content that fits never takes a drag"
    package init() {}

    package func scrollsAlong(_ scrollView: UIScrollView, horizontally: Bool) -> Bool {
        scrollView.canScroll(horizontally: horizontally)
    }
}

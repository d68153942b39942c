package import HitChainKit

/// `touchesShouldBegin(_:with:in:)` asked as the finger comes down even with
/// `delaysContentTouches`, before the scroll view can tell a scroll from a tap (Apple: it "delays
/// handling the touch-down gesture until it can determine if scrolling is the intent").
package struct ContentQuestionAtTouchDown: DeliveryMutation {
    package static let name = "contentQuestionAtTouchDown"
    package static let origin = "touchesShouldBegin asked at touch-down whatever delaysContentTouches says"
    package init() {}

    package func asksContentQuestionOnDelivery(_ scrollView: UIScrollView) -> Bool { false }
}

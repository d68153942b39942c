package import HitChainKit
package import HitChainScene

/// A scroll view never holds its content's touchesBegan.
package struct DelaysContentTouchesIgnored: DeliveryMutation {
    package static let name = "delaysContentTouchesIgnored"
    package static let origin = "delaysContentTouches ignored: the content gets touchesBegan at once"
    package init() {}

    package func delays(_ recognizer: UIGestureRecognizer, _ phase: TouchPhase) -> Bool {
        if phase == .began, recognizer is ScrollViewPanGestureRecognizer { return false }
        return UIKitDeliveryRules().delays(recognizer, phase)
    }
}

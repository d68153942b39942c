package import HitChainKit

/// A recognizer with `cancelsTouchesInView` recognizes without cancelling the view's touches.
package struct CancelsTouchesIgnored: DeliveryMutation {
    package static let name = "cancelsTouchesIgnored"
    package static let origin = "cancelsTouchesInView ignored: the view keeps its touches"
    package init() {}

    package func cancelsTouchesInView(_ recognizer: UIGestureRecognizer) -> Bool { false }
}

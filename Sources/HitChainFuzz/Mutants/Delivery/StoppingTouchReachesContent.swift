import HitChainKit

/// The touch that stops a decelerating scroll view also reaches the view under it: a tap meant
/// to stop a list selects a row.
package struct StoppingTouchReachesContent: DeliveryMutation {
    package static let name = "stoppingTouchReachesContent"
    package static let origin = "the touch that stops a deceleration also reaches the content under it"
    package init() {}

    package var stoppingTouchReachesContent: Bool { true }
}

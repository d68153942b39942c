import HitChainKit

/// A pinch or rotation that follows the two most recent fingers: a third finger coming down
/// takes the place of the first.
package struct PinchFollowsLatestFingers: DeliveryMutation {
    package static let name = "pinchFollowsLatestFingers"
    package static let origin = "a pinch or rotation follows the last two fingers down, not the first two"
    package init() {}

    package func twoFingerPair(_ tracked: [Int], current: [Int]) -> [Int] { Array(tracked.suffix(2)) }
}

import HitChainKit

/// A pinch or rotation in progress ends as soon as one finger of its pair lifts.
package struct TwoFingerEndsOnFirstLift: DeliveryMutation {
    package static let name = "twoFingerEndsOnFirstLift"
    package static let origin = "a pinch or rotation ends when either finger lifts (Apple: when both have lifted)"
    package init() {}

    package func twoFingerGestureEnds(pairStillDown: Int) -> Bool { true }
}

/// A pinch or rotation in progress ends as soon as one finger of its pair lifts.
public struct TwoFingerEndsOnFirstLift: DeliveryMutation {
    public static let name = "twoFingerEndsOnFirstLift"
    public static let origin = "a pinch or rotation ends when either finger lifts (Apple: when both have lifted)"
    public init() {}

    public func twoFingerGestureEnds(pairStillDown: Int) -> Bool { true }
}

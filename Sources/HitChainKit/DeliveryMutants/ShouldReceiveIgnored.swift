/// A recognizer receives every touch in its view whatever its delegate's `shouldReceive` says.
public struct ShouldReceiveIgnored: DeliveryMutation {
    public static let name = "shouldReceiveIgnored"
    public static let origin = "the delegate's gestureRecognizer(_:shouldReceive:) never asked"
    public init() {}

    public func delegateAllowsReceive(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool { true }
}

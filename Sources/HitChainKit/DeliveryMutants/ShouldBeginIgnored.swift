/// A recognizer leaves possible whatever its delegate's `gestureRecognizerShouldBegin(_:)` says.
public struct ShouldBeginIgnored: DeliveryMutation {
    public static let name = "shouldBeginIgnored"
    public static let origin = "the delegate's gestureRecognizerShouldBegin(_:) never asked"
    public init() {}

    public func delegateAllowsBegin(_ recognizer: GestureRecognizer) -> Bool { true }
}

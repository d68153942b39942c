/// A new touch reaches a recognizer whose `isEnabled` is false.
public struct DisabledRecognizerAdmitted: DeliveryMutation {
    public static let name = "disabledRecognizerAdmitted"
    public static let origin =
        "a disabled recognizer (isEnabled false, or a scroll view with scrolling off) still receives touches"
    public init() {}

    public func admits(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.pendingRecognition == nil && !recognizer.state.isFinal
    }
}

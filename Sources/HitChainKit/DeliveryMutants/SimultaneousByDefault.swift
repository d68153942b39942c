/// Recognizers never compete: recognition is not exclusive.
public struct SimultaneousByDefault: DeliveryMutation {
    public static let name = "simultaneousByDefault"
    public static let origin = "every two recognizers may recognize together: one recognizing fails no competitor"
    public init() {}

    public func mayRecognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool { true }
}

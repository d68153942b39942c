/// A recognizer with `cancelsTouchesInView` recognizes without cancelling the view's touches.
public struct CancelsTouchesIgnored: DeliveryMutation {
    public static let name = "cancelsTouchesIgnored"
    public static let origin = "cancelsTouchesInView ignored: the view keeps its touches"
    public init() {}

    public func cancelsTouchesInView(_ recognizer: GestureRecognizer) -> Bool { false }
}

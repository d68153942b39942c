/// A first responder resigns although its `canResignFirstResponder` is false.
public struct ResignIgnoresCanResign: DeliveryMutation {
    public static let name = "resignIgnoresCanResign"
    public static let origin = "canResignFirstResponder = false does not keep the first responder"
    public init() {}

    public func mayResign(_ responder: Responder) -> Bool { true }
}

/// `becomeFirstResponder()` that forgets to ask `canBecomeFirstResponder`.
public struct BecomesWithoutCanBecome: DeliveryMutation {
    public static let name = "becomesWithoutCanBecome"
    public static let origin = "a responder that cannot become first responder becomes it"
    public init() {}

    public func refusal(toBecome responder: Responder, in window: Window?) -> FirstResponderChange.Refusal? {
        window == nil ? .notInWindow : nil
    }
}

/// `becomeFirstResponder()` that succeeds for a responder in no window (seed 001: a view
/// asked before it appears).
public struct BecomesOutsideWindow: DeliveryMutation {
    public static let name = "becomesOutsideWindow"
    public static let origin = "seed 001: becomeFirstResponder before the view is in a window"
    public init() {}

    public func refusal(toBecome responder: Responder, in window: Window?) -> FirstResponderChange.Refusal? {
        responder.canBecomeFirstResponder ? nil : .cannotBecome
    }
}

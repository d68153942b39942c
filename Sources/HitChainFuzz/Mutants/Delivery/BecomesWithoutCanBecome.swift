package import HitChainKit

/// `becomeFirstResponder()` that forgets to ask `canBecomeFirstResponder`.
package struct BecomesWithoutCanBecome: DeliveryMutation {
    package static let name = "becomesWithoutCanBecome"
    package static let origin = "a responder that cannot become first responder becomes it"
    package init() {}

    package func refusal(toBecome responder: UIResponder, in window: UIWindow?) -> FirstResponderChange.Refusal? {
        window == nil ? .notInWindow : nil
    }
}

package import HitChainKit

/// `becomeFirstResponder()` that succeeds for a responder in no window (seed 001: a view
/// asked before it appears).
package struct BecomesOutsideWindow: DeliveryMutation {
    package static let name = "becomesOutsideWindow"
    package static let origin = "seed 001: becomeFirstResponder before the view is in a window"
    package init() {}

    package func refusal(toBecome responder: UIResponder, in window: UIWindow?) -> FirstResponderChange.Refusal? {
        responder.canBecomeFirstResponder ? nil : .cannotBecome
    }
}

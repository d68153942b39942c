package import HitChainKit

/// canPerformAction answers whether the responder implements the action, whatever the scene declares.
package struct CanPerformAnswerIgnored: DeliveryMutation {
    package static let name = "canPerformAnswerIgnored"
    package static let origin = "a declared canPerformAction answer ignored: only implemented actions can be performed"
    package init() {}

    package func canPerform(_ responder: UIResponder, _ selector: String) -> Bool {
        responder.handlers.actions.contains(selector)
    }
}

/// canPerformAction answers whether the responder implements the action, whatever the scene declares.
public struct CanPerformAnswerIgnored: DeliveryMutation {
    public static let name = "canPerformAnswerIgnored"
    public static let origin = "a declared canPerformAction answer ignored: only implemented actions can be performed"
    public init() {}

    public func canPerform(_ responder: Responder, _ selector: String) -> Bool {
        responder.handlers.actions.contains(selector)
    }
}

/// A nil-targeted action (or editing-menu query) starts at the sender even when there is a
/// first responder.
public struct ActionsStartAtSender: DeliveryMutation {
    public static let name = "actionsStartAtSender"
    public static let origin = "nil-targeted actions start at the sender instead of the first responder"
    public init() {}

    public func actionStart(_ app: Application, sender: Responder?) -> Responder? {
        sender ?? app.keyWindow?.firstResponder
    }
}

package import HitChainKit

/// A nil-targeted action (or editing-menu query) starts at the sender even when there is a
/// first responder.
package struct ActionsStartAtSender: DeliveryMutation {
    package static let name = "actionsStartAtSender"
    package static let origin = "nil-targeted actions start at the sender instead of the first responder"
    package init() {}

    package func actionStart(_ app: UIApplication, sender: UIResponder?) -> UIResponder? {
        sender ?? app.keyWindow?.firstResponder
    }
}

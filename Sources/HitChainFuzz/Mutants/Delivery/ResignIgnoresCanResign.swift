package import HitChainKit

/// A first responder resigns although its `canResignFirstResponder` is false.
package struct ResignIgnoresCanResign: DeliveryMutation {
    package static let name = "resignIgnoresCanResign"
    package static let origin = "canResignFirstResponder = false does not keep the first responder"
    package init() {}

    package func mayResign(_ responder: UIResponder) -> Bool { true }
}

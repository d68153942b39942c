import HitChainKit

/// The chain follows each class's own `next`, never the override a scene declares.
package struct DeclaredNextIgnored: DeliveryMutation {
    package static let name = "declaredNextIgnored"
    package static let origin = "a declared next override ignored: the chain follows the class's own next"
    package init() {}

    package var honorsDeclaredNext: Bool { false }
}

package import HitChainKit

/// A press's later phases go to whoever is first responder now, not to the responder the press
/// was dispatched to when it began (Apple: UIPress.responder).
package struct PressFollowsFirstResponder: DeliveryMutation {
    package static let name = "pressFollowsFirstResponder"
    package static let origin = "a press's changes and end sent to the current first responder, not the press's own"
    package init() {}

    package func pressResponder(bound: UIResponder?, current: UIResponder?) -> UIResponder? { current ?? bound }
}

package import HitChainKit

/// A port that dispatches by what the scene declares and never calls a subclass's own
/// methods: a `UIView` subclass's `touchesBegan`, `pressesBegan` or `canPerformAction`
/// override is skipped.
package struct SubclassOverridesNotCalled: DeliveryMutation {
    package static let name = "subclassOverridesNotCalled"
    package static let origin = "a subclass's own responder methods (touchesBegan, canPerformAction, …) never called"
    package init() {}

    package func callsOverrides(of responder: UIResponder) -> Bool { false }
}

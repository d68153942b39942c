package import HitChainKit

/// Recognizers never compete: recognition is not exclusive.
package struct SimultaneousByDefault: DeliveryMutation {
    package static let name = "simultaneousByDefault"
    package static let origin = "every two recognizers may recognize together: one recognizing fails no competitor"
    package init() {}

    package func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool { true }
}

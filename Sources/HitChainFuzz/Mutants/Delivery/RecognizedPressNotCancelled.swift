package import HitChainKit

/// A recognizer that recognizes on a press leaves the press with its responder:
/// `cancelsTouchesInView` applied to touches only.
package struct RecognizedPressNotCancelled: DeliveryMutation {
    package static let name = "recognizedPressNotCancelled"
    package static let origin = "cancelsTouchesInView read as touches only: the responder keeps a recognized press"
    package init() {}

    package func cancelsPresses(_ recognizer: UIGestureRecognizer) -> Bool { false }
}

package import HitChainKit

/// A new touch reaches a recognizer whose `isEnabled` is false.
package struct DisabledRecognizerAdmitted: DeliveryMutation {
    package static let name = "disabledRecognizerAdmitted"
    package static let origin =
        "a disabled recognizer (isEnabled false, or a scroll view with scrolling off) still receives touches"
    package init() {}

    package func admits(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.pendingRecognition == nil && !recognizer.state.isFinal
    }
}

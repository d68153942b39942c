package import HitChainKit

/// A new touch reaches a recognizer that has finished and not yet been reset.
package struct AdmitsWhileAwaitingReset: DeliveryMutation {
    package static let name = "admitsWhileAwaitingReset"
    package static let origin =
        "a recognizer waiting for its reset (ended, cancelled, failed) still receives new touches"
    package init() {}

    package func admits(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.pendingRecognition == nil
    }
}

/// A new touch reaches a recognizer that has finished and not yet been reset.
public struct AdmitsWhileAwaitingReset: DeliveryMutation {
    public static let name = "admitsWhileAwaitingReset"
    public static let origin =
        "a recognizer waiting for its reset (ended, cancelled, failed) still receives new touches"
    public init() {}

    public func admits(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.pendingRecognition == nil
    }
}

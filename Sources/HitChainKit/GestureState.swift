/// `UIGestureRecognizer.State`.
public enum GestureState: String, Hashable, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// Ended, cancelled and failed: the recognizer waits for its reset.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began and changed: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }
}

/// A state change, with the reason the recognizer gives for it.
public struct GestureTransition: Hashable, Sendable {
    public var from: GestureState
    public var to: GestureState
    public var reason: String
}

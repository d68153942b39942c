extension UIGestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: String, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// Ended, cancelled and failed: the recognizer waits for its reset.
        public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Began and changed: a continuous gesture in progress.
        public var isActive: Bool { self == .began || self == .changed }
    }
}

/// A state change, with the reason the recognizer gives for it.
public struct GestureTransition: Hashable, Sendable {
    /// The state it left.
    public var from: UIGestureRecognizer.State
    /// The state it entered.
    public var to: UIGestureRecognizer.State
    /// Why, in words the trace prints ("the finger lifted within 10 pt").
    public var reason: String
}

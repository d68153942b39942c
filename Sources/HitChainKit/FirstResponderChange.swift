/// What `becomeFirstResponder()` did.
public enum FirstResponderChange: Hashable, Sendable {
    /// It became first responder; `previous` (if any) resigned.
    case became(previous: String?)
    /// It already was.
    case unchanged
    case refused(Refusal)

    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        case cannotBecome
        case notInWindow
        case currentWillNotResign(String)
        /// A resign request to a responder whose `canResignFirstResponder` is false.
        case cannotResign

        public var description: String {
            switch self {
            case .cannotResign: return "canResignFirstResponder is false"
            case .cannotBecome: return "canBecomeFirstResponder is false"
            case .notInWindow: return "not in a window"
            case .currentWillNotResign(let name): return "\(name) will not resign"
            }
        }
    }

    public var succeeded: Bool {
        if case .refused = self { return false }
        return true
    }
}

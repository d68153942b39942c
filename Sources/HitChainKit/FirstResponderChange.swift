/// What `becomeFirstResponder()` did.
public enum FirstResponderChange: Hashable, Sendable {
    /// It became first responder; `previous` (if any) resigned.
    case became(previous: String?)
    /// It already was.
    case unchanged
    case refused(Refusal)

    /// Why a request was refused.
    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        case cannotBecome
        case notInWindow
        case currentWillNotResign(String)
        /// A resign request to a responder whose `canResignFirstResponder` is false.
        case cannotResign

        /// The reason in words (`canBecomeFirstResponder is false`).
        public var description: String {
            switch self {
            case .cannotResign: return "canResignFirstResponder is false"
            case .cannotBecome: return "canBecomeFirstResponder is false"
            case .notInWindow: return "not in a window"
            case .currentWillNotResign(let name): return "\(name) will not resign"
            }
        }
    }

    /// Whether the responder is first responder after the request (it became, or already was).
    public var succeeded: Bool {
        if case .refused = self { return false }
        return true
    }
}

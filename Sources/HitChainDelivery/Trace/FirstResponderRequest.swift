public import HitChainKit

/// A request to change the first responder, as the trace records it.
public enum FirstResponderRequest: String, Hashable, Sendable, CaseIterable {
    case becomeFirstResponder, resignFirstResponder
}

/// What came of a first-responder request: printed `became first responder`, `resigned`,
/// `refused: <why>`, ….
public enum FirstResponderResult: Hashable, Sendable, CustomStringConvertible {
    case became
    case alreadyFirstResponder
    case resigned
    /// The first responder left its window (its view, or an ancestor, was removed).
    case resignedRemovedFromWindow
    case wasNotFirstResponder
    /// `canBecomeFirstResponder` / `canResignFirstResponder` said no, the current one will
    /// not resign, or the responder is not in a window.
    case refused(FirstResponderChange.Refusal)

    /// The outcome as the trace prints it.
    public var description: String {
        switch self {
        case .became: return "became first responder"
        case .alreadyFirstResponder: return "already first responder"
        case .resigned: return "resigned"
        case .resignedRemovedFromWindow: return "resigned: removed from its window"
        case .wasNotFirstResponder: return "was not first responder"
        case .refused(let why): return "refused: \(why)"
        }
    }

    /// Reads the printed form back; nil for anything else.
    public init?(printed text: String) {
        let fixed: [FirstResponderResult] = [
            .became, .alreadyFirstResponder, .resigned, .resignedRemovedFromWindow, .wasNotFirstResponder,
        ]
        if let r = fixed.first(where: { $0.description == text }) {
            self = r
        } else if text.hasPrefix("refused: ") {
            let why = text.dropFirst(9)
            let fixed: [FirstResponderChange.Refusal] = [.cannotBecome, .notInWindow, .cannotResign]
            if let r = fixed.first(where: { $0.description == why }) {
                self = .refused(r)
            } else if why.hasSuffix(" will not resign") {
                self = .refused(.currentWillNotResign(String(why.dropLast(16))))
            } else {
                return nil
            }
        } else {
            return nil
        }
    }

    /// Whether the request changed who is first responder.
    public var changedFirstResponder: Bool {
        switch self {
        case .became, .resigned, .resignedRemovedFromWindow: return true
        case .alreadyFirstResponder, .wasNotFirstResponder, .refused: return false
        }
    }
}

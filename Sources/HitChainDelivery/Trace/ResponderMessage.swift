public import HitChainScene

/// A message delivered to a responder, as the trace records it: which `UIResponder`
/// method, with what. Printed as a method name and an argument (`touchesBegan {1}`,
/// `remoteControlReceived play`, `routerEvent "buy"`, `canPerformAction copy:`, `save:`).
public enum ResponderMessage: Hashable, Sendable {
    case touches(TouchPhase, TouchIDs)
    /// `motionBegan(_:with:)` and friends; the only motion is a shake.
    case motion(MotionPhase)
    case remoteControl(RemoteControlSubtype)
    /// `pressesBegan(_:with:)` and friends, with each press's id and type.
    case presses(PressPhase, [PressSample])
    /// `routerEvent(name:userInfo:)`.
    case routerEvent(String)
    /// `canPerformAction(_:withSender:)` asked about a selector.
    case canPerformAction(String)
    /// A target-action: the selector itself is called.
    case action(String)
    /// `layoutSubviews()`, in the layout pass before an event (a user's class only).
    case layoutSubviews

    /// The method name a trace prints.
    public var method: String {
        switch self {
        case .touches(let phase, _): return phase.methodName
        case .motion(let phase): return "motion" + phase.rawValue.capitalizedFirst
        case .remoteControl: return "remoteControlReceived"
        case .presses(let phase, _): return "presses" + phase.rawValue.capitalizedFirst
        case .routerEvent: return "routerEvent"
        case .canPerformAction: return "canPerformAction"
        case .action(let selector): return selector
        case .layoutSubviews: return "layoutSubviews"
        }
    }

    /// The argument a trace prints after the method; empty for an action, `()` for
    /// `layoutSubviews`.
    public var argument: String {
        switch self {
        case .touches(_, let ids): return ids.description
        case .motion: return "shake"
        case .remoteControl(let subtype): return subtype.rawValue
        case .presses(_, let presses):
            return "{" + presses.map { "\($0.id) \($0.type.rawValue)" }.joined(separator: ", ") + "}"
        case .routerEvent(let name): return "\"\(name)\""
        case .canPerformAction(let selector): return selector
        case .action: return ""
        case .layoutSubviews: return "()"
        }
    }

    /// Reads a printed method and argument back; nil when they are not a message this
    /// model delivers. An action is the only message printed without an argument.
    public init?(method: String, argument: String) {
        if argument.isEmpty {
            self = .action(method)
            return
        }
        if let phase = TouchPhase.allCases.first(where: { $0.methodName == method }) {
            guard let ids = TouchIDs(printed: argument) else { return nil }
            self = .touches(phase, ids)
        } else if method.hasPrefix("motion"), argument == "shake",
            let phase = MotionPhase(rawValue: String(method.dropFirst(6)).lowercasedFirst)
        {
            self = .motion(phase)
        } else if method == "remoteControlReceived", let subtype = RemoteControlSubtype(rawValue: argument) {
            self = .remoteControl(subtype)
        } else if method.hasPrefix("presses"),
            let phase = PressPhase(rawValue: String(method.dropFirst(7)).lowercasedFirst)
        {
            guard let presses = Self.presses(argument, phase) else { return nil }
            self = .presses(phase, presses)
        } else if method == "routerEvent", argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
            self = .routerEvent(String(argument.dropFirst().dropLast()))
        } else if method == "canPerformAction" {
            self = .canPerformAction(argument)
        } else if method == "layoutSubviews", argument == "()" {
            self = .layoutSubviews
        } else {
            return nil
        }
    }

    private static func presses(_ text: String, _ phase: PressPhase) -> [PressSample]? {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        var list: [PressSample] = []
        for part in text.dropFirst().dropLast().split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2, let id = Int(words[0]), let type = PressType(rawValue: String(words[1])) else {
                return nil
            }
            list.append(PressSample(id: id, type: type, phase: phase))
        }
        return list
    }
}

extension TouchPhase {
    /// `touchesBegan`, `touchesMoved`, …: the responder method for this phase.
    public var methodName: String { "touches" + rawValue.capitalizedFirst }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

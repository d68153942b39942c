import HitChainKit

extension ResponderMessage {
    /// The `UIEvent` type a user's responder method is called with.
    var eventType: Event.EventType {
        switch self {
        case .touches: return .touches
        case .motion: return .motion
        case .remoteControl: return .remoteControl
        case .presses: return .presses
        case .routerEvent, .canPerformAction, .action: return .touches
        }
    }

    /// The `UIEvent` subtype: a shake, or the remote-control command.
    var eventSubtype: Event.EventSubtype {
        switch self {
        case .motion: return .motionShake
        case .remoteControl(let subtype): return Event.EventSubtype(subtype)
        default: return .none
        }
    }
}

public import HitChainGeometry
public import HitChainScene

/// One finger in a touch event (UITouch as a value).
public struct TouchSample: Hashable, Sendable {
    /// Stable for the life of the touch, from `began` to `ended` or `cancelled`.
    public var id: Int
    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    public var phase: TouchPhase
    /// In screen space, in points.
    public var location: HCPoint
    /// `UITouch.tapCount`: 2 for the second tap of a double tap.
    public var tapCount: Int
    /// 0 when the device does not report force.
    public var force: Double
    /// `UITouch.majorRadius`, in points.
    public var majorRadius: Double

    /// A finger sample; force and radius default to a device that reports no force.
    public init(
        id: Int, phase: TouchPhase, location: HCPoint, tapCount: Int = 1, force: Double = 0, majorRadius: Double = 20
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.tapCount = tapCount
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// One press in a press event.
public struct PressSample: Hashable, Sendable {
    /// Stable for the life of the press, from `began` to `ended` or `cancelled`.
    public var id: Int
    /// The button (`UIPress.PressType`).
    public var type: PressType
    /// Where the press is in its life.
    public var phase: PressPhase
    /// `UIPress.force`, from 0 to 1 (an analog button); nil for a digital button, whose force
    /// is 1 while it is down and 0 once it is up.
    public var force: Double?

    /// A press sample; `force` nil for a digital button.
    public init(id: Int, type: PressType, phase: PressPhase, force: Double? = nil) {
        self.id = id
        self.type = type
        self.phase = phase
        self.force = force
    }

    /// `1 select changed force 0.5`.
    public var summary: String {
        "\(id) \(type.rawValue) \(phase.rawValue)" + (force.map { " force \(formatScalar($0))" } ?? "")
    }
}

/// Something that happens to the application: hardware events (touches, shakes, remote
/// commands, presses) and the calls an app makes on its responders (router messages,
/// actions, first-responder requests, hierarchy changes). All are delivered in order from
/// the application's FIFO queue.
public enum InputEvent: Hashable, Sendable {
    case touches([TouchSample])
    /// A shake (`UIEvent.EventSubtype.motionShake`).
    case motion(MotionPhase)
    case remoteControl(RemoteControlSubtype)
    case presses([PressSample])
    /// `routerEvent(name:userInfo:)` sent by the named responder (seed 004).
    case routerMessage(from: String, name: String)
    /// `UIApplication.sendAction(_:to:from:for:)`; a nil target walks the chain.
    case action(selector: String, target: String?, sender: String?)
    /// An editing-menu query: which responder would perform `selector`
    /// (`target(forAction:withSender:)`, asking `canPerformAction` up the chain).
    case editingMenu(selector: String, sender: String?)
    case becomeFirstResponder(String)
    case resignFirstResponder(String)
    /// `superview.insertSubview(view, at: index)`; `addSubview` when index is nil.
    case addSubview(view: String, superview: String, index: Int?)
    case removeFromSuperview(String)
    /// A run-time change to a view or window (geometry, flags, overrides, order, level).
    case change(view: String, ViewChange)
    /// Nothing happens but time passes: the virtual clock reaches the event's time, and
    /// recognizer timers due by then fire (a long press held with no further events).
    case idle

    /// The event's kind, for summaries and statistics.
    public var kind: Kind {
        switch self {
        case .touches: return .touches
        case .motion: return .motion
        case .remoteControl: return .remoteControl
        case .presses: return .presses
        case .routerMessage: return .routerMessage
        case .action: return .action
        case .editingMenu: return .editingMenu
        case .becomeFirstResponder: return .becomeFirstResponder
        case .resignFirstResponder: return .resignFirstResponder
        case .addSubview: return .addSubview
        case .removeFromSuperview: return .removeFromSuperview
        case .change: return .change
        case .idle: return .idle
        }
    }

    /// A one-line description: `touches 1 began (350, 350)`, `shake began`.
    public var summary: String {
        switch self {
        case .touches(let touches):
            return "touches " + touches.map { "\($0.id) \($0.phase.rawValue) \($0.location)" }.joined(separator: ", ")
        case .motion(let phase): return "shake \(phase.rawValue)"
        case .remoteControl(let subtype): return "remote control \(subtype.rawValue)"
        case .presses(let presses):
            return "presses " + presses.map(\.summary).joined(separator: ", ")
        case .routerMessage(let from, let name): return "router message \"\(name)\" from \(from)"
        case .action(let selector, let target, let sender):
            return "action \(selector) to \(target ?? "nil (first responder)") from \(sender ?? "nil")"
        case .editingMenu(let selector, let sender): return "editing menu \(selector) from \(sender ?? "nil")"
        case .becomeFirstResponder(let name): return "\(name) becomeFirstResponder"
        case .resignFirstResponder(let name): return "\(name) resignFirstResponder"
        case .addSubview(let view, let superview, let index):
            return index.map { "\(superview) insertSubview \(view) at \($0)" } ?? "\(superview) addSubview \(view)"
        case .removeFromSuperview(let name): return "\(name) removeFromSuperview"
        case .change(let name, let change): return "\(name) \(change.summary)"
        case .idle: return "idle"
        }
    }
}

/// An event with the time it happened, in seconds on the recording's clock.
public struct TimedEvent: Hashable, Sendable {
    /// Seconds on the recording's clock.
    public var time: Double
    /// What happened.
    public var event: InputEvent

    /// `event` at `time`.
    public init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}

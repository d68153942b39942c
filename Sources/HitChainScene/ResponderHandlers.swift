/// What a responder does with a message it overrides.
public enum Handling: String, CaseIterable, Hashable, Sendable {
    /// Handles it and does not call `super`: the message stops here.
    case handle
    /// Handles it and calls `super`, so the message also goes on up `next`
    /// (seed 004: "child and parent both handle").
    case handleAndCallSuper
}

/// Which messages a responder overrides. Anything not listed takes UIResponder's default,
/// which forwards to `next` (and, for an action, means "does not implement it").
public struct ResponderHandlers: Hashable, Sendable {
    /// Touch phases it overrides, and how.
    public var touches: [TouchPhase: Handling]
    /// Motion phases it overrides (`motionBegan`, …), and how.
    public var motion: [MotionPhase: Handling]
    /// Remote-control commands it handles, and how.
    public var remoteControl: [RemoteControlSubtype: Handling]
    /// Press phases it overrides (`pressesBegan`, …), and how.
    public var presses: [PressPhase: Handling]
    /// Action selectors the responder implements (`"copy:"`, `"buttonTapped:"`). Nil-targeted
    /// actions stop at the first responder in the chain that implements them.
    public var actions: Set<String>
    /// Router message names (seed 004's `routerEvent(name:userInfo:)`) and how each is handled.
    public var router: [String: Handling]

    /// Handlers for the messages given; the rest take UIResponder's default.
    public init(
        touches: [TouchPhase: Handling] = [:],
        motion: [MotionPhase: Handling] = [:],
        remoteControl: [RemoteControlSubtype: Handling] = [:],
        presses: [PressPhase: Handling] = [:],
        actions: Set<String> = [],
        router: [String: Handling] = [:]
    ) {
        self.touches = touches
        self.motion = motion
        self.remoteControl = remoteControl
        self.presses = presses
        self.actions = actions
        self.router = router
    }

    /// No override: every message goes on to `next`.
    public static let none = ResponderHandlers()

    /// Whether the responder overrides nothing (`self == .none`, field by field: comparing
    /// with `.none` copied both values, six collections each).
    public var isEmpty: Bool {
        touches.isEmpty && motion.isEmpty && remoteControl.isEmpty && presses.isEmpty && actions.isEmpty
            && router.isEmpty
    }
}

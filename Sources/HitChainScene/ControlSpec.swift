/// `UIControl.Event`: what a control reports while it tracks a touch, and what its
/// target-actions are registered for.
public enum ControlEvent: String, CaseIterable, Hashable, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
}

/// One `addTarget(_:action:for:)` registration on a control: the events, the selector and
/// the target (nil: the action walks the responder chain from the first responder).
public struct ControlTargetAction: Hashable, Sendable {
    /// The events it is registered for.
    public var events: [ControlEvent]
    /// The selector (`buttonTapped:`).
    public var action: String
    /// The target's name; nil: the responder chain.
    public var target: String?

    /// A registration of `action` for `events`, to `target`.
    public init(events: [ControlEvent], action: String, target: String? = nil) {
        self.events = events
        self.action = action
        self.target = target
    }
}

/// What only controls have: target-actions, the inside tolerance, and the value a switch or
/// a slider holds.
public struct ControlSpec: Hashable, Sendable {
    /// How far outside its bounds a tracked touch still counts as inside, in points, for drag
    /// enter/exit and touch up inside (docs/semantics.md: UIKit does not document it; about 70).
    public var insideTolerance: Double
    /// `addTarget(_:action:for:)` registrations, in the order made.
    public var targetActions: [ControlTargetAction]
    /// `UISwitch.isOn`.
    public var isOn: Bool
    /// `UISlider.value`, from 0 to 1.
    public var value: Double

    /// UIKit's tolerance, as measured: about 70 points.
    public static let defaultInsideTolerance = 70.0

    /// A control's state: UIKit's tolerance, no target-actions, off, at 0.
    public init(
        insideTolerance: Double = ControlSpec.defaultInsideTolerance, targetActions: [ControlTargetAction] = [],
        isOn: Bool = false, value: Double = 0
    ) {
        self.insideTolerance = insideTolerance
        self.targetActions = targetActions
        self.isOn = isOn
        self.value = value
    }
}

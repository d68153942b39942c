public import HitChainScene

/// What a `UIControl` keeps while it tracks a touch (`isTracking`, `isTouchInside`), its
/// value, and its registrations. The dispatcher drives it through the control's touch
/// methods: begin, continue, end and cancel tracking.
public struct ControlState: Hashable, Sendable {
    /// The control's target-actions, tolerance and initial value, as the scene gave them.
    public var spec: ControlSpec
    /// `isTracking`.
    public var isTracking = false
    /// `isTouchInside`: whether the tracked touch is within the bounds grown by the tolerance.
    public var isTouchInside = false
    /// The touch being tracked (a control tracks one).
    public var trackingTouch: Int?
    /// `UISwitch.isOn`.
    public var isOn: Bool
    /// `UISlider.value`, 0…1.
    public var value: Double

    /// The state a control starts in, from its declaration.
    public init(spec: ControlSpec) {
        self.spec = spec
        self.isOn = spec.isOn
        self.value = spec.value
    }

    /// Tracking over (ended or cancelled): no touch tracked, none inside.
    public mutating func stopTracking() {
        isTracking = false
        trackingTouch = nil
        isTouchInside = false
    }

    /// The target-actions registered for `event`, in registration order.
    public func targetActions(for event: ControlEvent) -> [ControlTargetAction] {
        spec.targetActions.filter { $0.events.contains(event) }
    }
}

public import Foundation
public import HitChainScene

/// UIControl: a view that tracks its own touches and sends actions. A disabled control is
/// not hit-tested (nor are its subviews); an enabled one handles its touches itself instead
/// of passing them up the chain (seed 000).
open class Control: View {
    /// `init(frame:)`: an enabled control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isControl = true
        if !isUserClass { className = Self.defaultClassName }
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// The UIKit class a plain instance stands for (`UIControl`, `UIButton`, …).
    package class var defaultClassName: String { "UIControl" }

    /// `isHighlighted`: a touch is down inside the control.
    open var isHighlighted: Bool {
        get { controlState.isTracking && controlState.isTouchInside }
        set { controlState.isTouchInside = newValue }
    }

    /// `isSelected`.
    open var isSelected = false

    /// `isTracking`: the control is following a touch.
    open var isTracking: Bool { controlState.isTracking }

    /// `isTouchInside`: the tracked touch is within the control's tolerance.
    open var isTouchInside: Bool { controlState.isTouchInside }

    /// `state`: normal, highlighted, disabled, selected.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    // MARK: Tracking, for subclasses to override

    /// `beginTracking(_:with:)`: called when a touch starts tracking; false stops tracking it.
    open func beginTracking(_ touch: Touch, with event: HitChainKit.Event?) -> Bool { true }

    /// `continueTracking(_:with:)`: called as the tracked touch moves; false stops tracking it.
    open func continueTracking(_ touch: Touch, with event: HitChainKit.Event?) -> Bool { true }

    /// `endTracking(_:with:)`: called when the tracked touch ends.
    open func endTracking(_ touch: Touch?, with event: HitChainKit.Event?) {}

    /// `cancelTracking(with:)`: called when tracking is cancelled.
    open func cancelTracking(with event: HitChainKit.Event?) {}

    // MARK: Target-action

    /// The actions added in code: the target is held weakly, as UIKit holds it.
    private var addedTargets: [(target: WeakResponder, action: Selector, events: Event)] = []

    /// `addTarget(_:action:for:)`. A target that is a responder gets the action by its name
    /// when it is sent; nil sends it up the responder chain. There is no Objective-C runtime
    /// on Linux: the action is delivered (and traced) as the model's actions are, and runs
    /// no method (docs/uikit-api.md).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addedTargets.append((WeakResponder(target as? Responder), action, controlEvents))
    }

    /// `removeTarget(_:action:for:)`: nil target or action match any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let r = target as? Responder
        addedTargets.removeAll { entry in
            (r == nil || entry.target.responder === r) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// `allTargets`: the responders added as targets.
    open var allTargets: Set<Responder> { Set(addedTargets.compactMap(\.target.responder)) }

    /// `actions(forTarget:forControlEvent:)`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let r = target as? Responder
        let found = addedTargets.filter { $0.target.responder === r && $0.events.contains(controlEvent) }
        return found.isEmpty ? nil : found.map(\.action.actionName)
    }

    /// The scene's target-actions for `event` and those added in code, in that order.
    public override func targetActions(for event: ControlEvent) -> [ControlTargetAction] {
        let declared = controlState.targetActions(for: event)
        guard !addedTargets.isEmpty else { return declared }
        let e = Event(event)
        return declared
            + addedTargets.filter { $0.events.contains(e) }.map {
                ControlTargetAction(events: [event], action: $0.action.actionName, target: $0.target.responder?.name)
            }
    }

    /// `sendActions(for:)`: sends every action registered for the events, through the
    /// application's delivery (nothing happens outside an application being driven).
    open func sendActions(for controlEvents: Event) {
        guard let delivery = window?.application?.actionDelivery else { return }
        for event in controlEvents.controlEvents {
            for ta in targetActions(for: event) {
                _ = delivery.deliverAction(ta.action, target: ta.target, sender: name)
            }
        }
    }

    /// `sendAction(_:to:for:)`: one action, through the application.
    open func sendAction(_ action: Selector, to target: Any?, for event: HitChainKit.Event?) {
        _ = window?.application?.sendAction(action, to: target, from: self, for: event)
    }
}

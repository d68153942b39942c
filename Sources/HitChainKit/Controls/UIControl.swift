public import Foundation
package import HitChainScene

/// UIControl: a view that tracks its own touches and sends actions. A disabled control is
/// not hit-tested (nor are its subviews); an enabled one handles its touches itself instead
/// of passing them up the chain (seed 000).
open class UIControl: UIView {
    /// `init(frame:)`: an enabled control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isControl = true
        if !isUserClass { typeName = Self.defaultClassName }
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

    /// `isEnabled`: a disabled control is not hit-tested, nor are its subviews (the model keeps
    /// the flag on every view, as a scene may disable any).
    open var isEnabled: Bool {
        get { isControlEnabled }
        set { isControlEnabled = newValue }
    }

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
    open func beginTracking(_ touch: UITouch, with event: HitChainKit.UIEvent?) -> Bool { true }

    /// `continueTracking(_:with:)`: called as the tracked touch moves; false stops tracking it.
    open func continueTracking(_ touch: UITouch, with event: HitChainKit.UIEvent?) -> Bool { true }

    /// `endTracking(_:with:)`: called when the tracked touch ends.
    open func endTracking(_ touch: UITouch?, with event: HitChainKit.UIEvent?) {}

    /// `cancelTracking(with:)`: called when tracking is cancelled.
    open func cancelTracking(with event: HitChainKit.UIEvent?) {}

    // MARK: Target-action

    /// A target-action or an action handler added in code.
    package enum AddedAction {
        case selector(Selector, ActionTarget)
        case handler(UIAction)
    }

    /// What code added, in the order it was added, with the events each is for.
    private var added: [(action: AddedAction, events: Event)] = []

    /// `init(frame:primaryAction:)`: a control whose `primaryActionTriggered` runs the action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `addTarget(_:action:for:)`. The target is held weakly, as UIKit holds it: a responder
    /// gets the action by its name when it is sent, any other object gets it directly (traced
    /// by its class, `<Coordinator>`), and nil — or a target that is gone — sends it up the
    /// responder chain. There is no Objective-C runtime on Linux: the action is delivered and
    /// traced, and runs no method; `addAction(_:for:)` runs code (docs/uikit-api.md).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        added.append((.selector(action, ActionTarget(target)), controlEvents))
    }

    /// `removeTarget(_:action:for:)`: a nil target or action matches any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        added.removeAll { entry in
            guard case .selector(let selector, let t) = entry.action else { return false }
            return (target == nil || t.isTarget(target)) && (action == nil || selector == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// `allTargets`: every target added (`NSNull` stands for nil, as in UIKit).
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in added {
            guard case .selector(_, let t) = entry.action else { continue }
            switch t.current {
            case .chain: targets.insert(AnyHashable(NSNull()))
            case .responder(let r): targets.insert(AnyHashable(r))
            case .object(let o): targets.insert((o as? AnyHashable) ?? AnyHashable(ObjectIdentifier(o)))
            }
        }
        return targets
    }

    /// `actions(forTarget:forControlEvent:)`: the selectors' names added for `target`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let found = added.compactMap { entry -> String? in
            guard case .selector(let selector, let t) = entry.action, t.isTarget(target),
                entry.events.contains(controlEvent)
            else { return nil }
            return selector.actionName
        }
        return found.isEmpty ? nil : found
    }

    /// `addAction(_:for:)`: the handler runs when the control sends one of the events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        added.append((.handler(action), controlEvents))
    }

    /// `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        added.removeAll { entry in
            guard case .handler(let a) = entry.action else { return false }
            return a === action && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// `removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        added.removeAll { entry in
            guard case .handler(let a) = entry.action else { return false }
            return a.identifier == actionIdentifier && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// What code added for `event`, in the order it was added.
    package func addedActions(for event: ControlEvent) -> [AddedAction] {
        guard !added.isEmpty else { return [] }
        let e = Event(event)
        return added.filter { $0.events.contains(e) }.map(\.action)
    }

    /// The scene's target-actions for `event` and the selectors added in code for a responder
    /// or the chain, in that order (actions for other objects and handlers are in
    /// `addedActions(for:)`).
    package override func targetActions(for event: ControlEvent) -> [ControlTargetAction] {
        let declared = controlState.targetActions(for: event)
        guard !added.isEmpty else { return declared }
        return declared
            + addedActions(for: event).compactMap { action in
                guard case .selector(let selector, let t) = action else { return nil }
                switch t.current {
                case .chain: return ControlTargetAction(events: [event], action: selector.actionName, target: nil)
                case .responder(let r):
                    return ControlTargetAction(events: [event], action: selector.actionName, target: r.name)
                case .object: return nil
                }
            }
    }

    /// `sendActions(for:)`: sends every action registered for the events, through the
    /// application's delivery (nothing happens outside an application being driven).
    open func sendActions(for controlEvents: Event) {
        guard let delivery = window?.application?.actionDelivery else { return }
        for event in controlEvents.controlEvents {
            for ta in controlState.targetActions(for: event) {
                _ = delivery.deliverAction(ta.action, target: ta.target, sender: name)
            }
            for action in addedActions(for: event) { delivery.deliver(action, from: self) }
        }
    }

    /// `sendAction(_:to:for:)`: one action, through the application.
    open func sendAction(_ action: Selector, to target: Any?, for event: HitChainKit.UIEvent?) {
        _ = window?.application?.sendAction(action, to: target, from: self, for: event)
    }
}

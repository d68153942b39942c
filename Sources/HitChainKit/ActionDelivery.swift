/// Who delivers an action sent from user code (`UIApplication.sendAction(_:to:from:for:)`,
/// `UIControl.sendActions(for:)`) while an application is being driven: the dispatcher, which
/// records it in the trace and walks the chain as it does for the scene's actions.
public protocol ActionDelivery: AnyObject {
    /// Sends `selector` to the responder named `target`, or up the chain from the first
    /// responder when nil; true when a responder took it.
    func deliverAction(_ selector: String, target: String?, sender: String?) -> Bool

    /// Sends `selector` straight to `target`, an object that is not a responder (UIKit does not
    /// ask whether it implements it); true.
    func deliverAction(_ selector: String, toObject target: AnyObject, sender: String?) -> Bool

    /// Runs a `UIAction`'s handler for `control`, as the control's event does.
    func deliverHandler(_ action: UIAction, sender control: UIControl)
}

extension ActionDelivery {
    /// Sends `selector` to `target` as it is now: a responder by its name, another object
    /// straight, the chain when nil or gone.
    @discardableResult
    package func deliverAction(_ selector: String, to target: ActionTarget, sender: String?) -> Bool {
        switch target.current {
        case .chain: return deliverAction(selector, target: nil, sender: sender)
        case .responder(let r): return deliverAction(selector, target: r.name, sender: sender)
        case .object(let o): return deliverAction(selector, toObject: o, sender: sender)
        }
    }

    /// Sends what code added to `control`: a selector to its target, or a `UIAction`'s handler.
    package func deliver(_ action: UIControl.AddedAction, from control: UIControl) {
        switch action {
        case .handler(let a): deliverHandler(a, sender: control)
        case .selector(let selector, let target): deliverAction(selector.actionName, to: target, sender: control.name)
        }
    }
}

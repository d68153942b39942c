/// First-responder state, one per window, as UIKit keeps it.
///
/// `becomeFirstResponder()` succeeds only when `canBecomeFirstResponder` is true, the
/// responder is in a window (seed 001: not before the view appears) and the window's
/// current first responder agrees to resign. Removing a view from its window resigns a
/// first responder inside it.
extension UIResponder {
    /// The window a responder belongs to for first-responder purposes: a view's window, a
    /// controller's view's window; nil for scenes, the application and the delegate.
    package var windowForFirstResponder: UIWindow? {
        switch self {
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.view.window
        default: return nil
        }
    }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool { windowForFirstResponder?.firstResponder === self }

    /// `becomeFirstResponder()`: the outcome says why it failed. `rules` decide who may
    /// become it and who may resign (UIKit's unless a delivery mutant is on).
    @discardableResult
    package func becomeFirstResponder(rules: any DeliveryRules) -> FirstResponderChange {
        let window = windowForFirstResponder
        if let why = rules.refusal(toBecome: self, in: window) { return .refused(why) }
        // Only rules that let a responder outside any window through get here with none.
        guard let window else { return .became(previous: nil) }
        if window.firstResponder === self { return .unchanged }
        let previous = window.firstResponder
        if let previous, !rules.mayResign(previous) { return .refused(.currentWillNotResign(previous.name)) }
        window.firstResponder = self
        return .became(previous: previous?.name)
    }

    /// `resignFirstResponder()`: true when it resigned (or was not first responder).
    @discardableResult
    package func resignFirstResponder(rules: any DeliveryRules) -> Bool {
        guard let window = windowForFirstResponder, window.firstResponder === self else { return true }
        guard rules.mayResign(self) else { return false }
        window.firstResponder = nil
        return true
    }
}

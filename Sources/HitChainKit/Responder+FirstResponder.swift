/// First-responder state, one per window, as UIKit keeps it.
///
/// `becomeFirstResponder()` succeeds only when `canBecomeFirstResponder` is true, the
/// responder is in a window (seed 001: not before the view appears) and the window's
/// current first responder agrees to resign. Removing a view from its window resigns a
/// first responder inside it.
extension Responder {
    /// The window a responder belongs to for first-responder purposes: a view's window, a
    /// controller's view's window; nil for scenes, the application and the delegate.
    public var windowForFirstResponder: Window? {
        switch self {
        case let view as View: return view.window
        case let controller as ViewController: return controller.view.window
        default: return nil
        }
    }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool { windowForFirstResponder?.firstResponder === self }

    /// `becomeFirstResponder()`: the outcome says why it failed.
    @discardableResult
    public func becomeFirstResponder() -> FirstResponderChange {
        guard canBecomeFirstResponder else { return .refused(.cannotBecome) }
        guard let window = windowForFirstResponder else { return .refused(.notInWindow) }
        if window.firstResponder === self { return .unchanged }
        let previous = window.firstResponder
        if let previous, !previous.canResignFirstResponder { return .refused(.currentWillNotResign(previous.name)) }
        window.firstResponder = self
        return .became(previous: previous?.name)
    }

    /// `resignFirstResponder()`: true when it resigned (or was not first responder).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window = windowForFirstResponder, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }
}

public import HitChainScene

/// The decisions event delivery makes beyond hit-testing, each a hook with UIKit's rule as
/// its default (docs/semantics.md, "Delivery"). The dispatcher (HitChainDelivery) asks these
/// for every such decision; a delivery mutant (`DeliveryMutation`) is a type that overrides
/// one hook, in a file of its own — the fuzzer's independent expectations must catch it.
public protocol DeliveryRules: Sendable {
    /// Why `responder` may not become first responder, before its window's current first
    /// responder is asked to resign: `canBecomeFirstResponder` false, or not in a window.
    func refusal(toBecome responder: Responder, in window: Window?) -> FirstResponderChange.Refusal?
    /// Whether a first responder agrees to resign (`canResignFirstResponder`).
    func mayResign(_ responder: Responder) -> Bool
    /// Where motion, remote-control and press events start: the key window's first
    /// responder, else the key window.
    func eventTarget(_ app: Application) -> Responder?
    /// Where a nil-targeted action or an editing-menu query starts: the key window's first
    /// responder, else the sender.
    func actionStart(_ app: Application, sender: Responder?) -> Responder?
    /// Why a touch beginning on `view` reaches neither the view nor its recognizers, given
    /// the views of its window that are tracking a touch (`isExclusiveTouch`).
    func exclusiveTouchBlock(_ view: View, tracking: [View]) -> String?
    /// Why `view` itself is not given a new touch while touch `other()` is down on it
    /// (`isMultipleTouchEnabled` false); its recognizers still see the touch. `other` is
    /// asked only when the rule needs it (it walks the touches down).
    func multipleTouchBlock(_ view: View, tracking other: () -> Int?) -> String?
    /// Whether a possible recognizer holds back the view's `phase` (`.began`:
    /// `delaysTouchesBegan`, `.ended`: `delaysTouchesEnded`).
    func delays(_ recognizer: GestureRecognizer, _ phase: TouchPhase) -> Bool
    /// Whether recognizing cancels the view's touches (`cancelsTouchesInView`).
    func cancelsTouchesInView(_ recognizer: GestureRecognizer) -> Bool
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    func requiredToFail(_ recognizer: GestureRecognizer) -> [String]
    /// Whether a timer with `deadline` fires before the event at `time` is delivered.
    func isDue(_ deadline: Double, at time: Double) -> Bool
    /// How far outside its bounds a control's touch still counts as inside.
    func insideTolerance(_ control: View) -> Double
}

extension DeliveryRules {
    public func refusal(toBecome responder: Responder, in window: Window?) -> FirstResponderChange.Refusal? {
        guard responder.canBecomeFirstResponder else { return .cannotBecome }
        return window == nil ? .notInWindow : nil
    }

    public func mayResign(_ responder: Responder) -> Bool { responder.canResignFirstResponder }

    public func eventTarget(_ app: Application) -> Responder? {
        guard let key = app.keyWindow else { return nil }
        return key.firstResponder ?? key
    }

    public func actionStart(_ app: Application, sender: Responder?) -> Responder? {
        app.keyWindow?.firstResponder ?? sender
    }

    public func exclusiveTouchBlock(_ view: View, tracking: [View]) -> String? {
        if let exclusive = tracking.first(where: { $0.isExclusiveTouch && $0 !== view }) {
            return "\(exclusive.name) is exclusive-touch and is tracking a touch in this window"
        }
        if view.isExclusiveTouch, let other = tracking.first(where: { $0 !== view }) {
            return "\(view.name) is exclusive-touch and \(other.name) is tracking a touch in this window"
        }
        return nil
    }

    public func multipleTouchBlock(_ view: View, tracking other: () -> Int?) -> String? {
        guard !view.isMultipleTouchEnabled, let other = other() else { return nil }
        return "\(view.name) has isMultipleTouchEnabled = false and is tracking touch \(other)"
    }

    public func delays(_ recognizer: GestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? recognizer.spec.delaysTouchesBegan : recognizer.spec.delaysTouchesEnded
    }

    public func cancelsTouchesInView(_ recognizer: GestureRecognizer) -> Bool { recognizer.spec.cancelsTouchesInView }

    public func requiredToFail(_ recognizer: GestureRecognizer) -> [String] { recognizer.spec.requiresFailureOf }

    public func isDue(_ deadline: Double, at time: Double) -> Bool { deadline <= time }

    public func insideTolerance(_ control: View) -> Double { control.controlState.spec.insideTolerance }
}

/// UIKit's delivery rules, every hook at its default.
public struct UIKitDeliveryRules: DeliveryRules {
    public init() {}
}

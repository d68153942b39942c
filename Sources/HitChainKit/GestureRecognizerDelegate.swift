/// UIGestureRecognizerDelegate: a user's object that vetoes or widens what a recognizer
/// does. Every method has UIKit's default answer, so a delegate implements only what it
/// changes; the dispatcher asks it where UIKit would.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer would leave `possible` (begin, or recognize a discrete
    /// gesture): false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Asked when a touch begins in the recognizer's view or below: false keeps the touch
    /// from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Asked when a touch begins in the recognizer's view or below, before the touch is
    /// offered (iOS 13.4): false keeps the event's new touch from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
    /// Asked when a press the recognizer may receive begins (after the event question): false
    /// keeps the press from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
    /// Whether both recognizers may recognize together.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// True: the recognizer may begin (UIKit's answer when not implemented).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// True: the recognizer sees the touch (UIKit's answer when not implemented).
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    /// True: the recognizer sees the event's new touch (UIKit's answer when not implemented).
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }

    /// True: the recognizer sees the press (UIKit's answer when not implemented).
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
        true
    }

    /// False: the two do not recognize together (UIKit's answer when not implemented).
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// False: no failure requirement (UIKit's answer when not implemented).
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// False: no failure requirement (UIKit's answer when not implemented).
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}

public import HitChainScene

/// A recognizer delegate whose answers a scene declares (`GestureDelegateSpec`): the same
/// `GestureRecognizerDelegate` a user's object is, so the dispatcher asks both the same way.
public final class DeclaredGestureDelegate: GestureRecognizerDelegate {
    public let spec: GestureDelegateSpec

    public init(_ spec: GestureDelegateSpec) {
        self.spec = spec
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { spec.shouldBegin }

    /// True when the touch began in one of the listed views or inside one.
    ///
    /// - Complexity: O(depth of the touch's view).
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let names = spec.shouldReceiveTouchesIn else { return true }
        var cursor = touch.view
        while let v = cursor {
            if names.contains(v.name) { return true }
            cursor = v.superview
        }
        return false
    }

    /// The declared `shouldReceivePress` (true unless the scene says false).
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
        spec.shouldReceivePress
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { spec.shouldRecognizeSimultaneouslyWith.contains(otherGestureRecognizer.label) }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { spec.shouldRequireFailureOf.contains(otherGestureRecognizer.label) }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { spec.shouldBeRequiredToFailBy.contains(otherGestureRecognizer.label) }
}

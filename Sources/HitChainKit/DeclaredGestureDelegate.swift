public import HitChainScene

/// A recognizer delegate whose answers a scene declares (`GestureDelegateSpec`): the same
/// `UIGestureRecognizerDelegate` a user's object is, so the dispatcher asks both the same way. A
/// question with several answers gives the next one each time it is asked, as a Swift delegate
/// that changes its mind would; once they are used up, the last one.
public final class DeclaredGestureDelegate: UIGestureRecognizerDelegate {
    /// The answers the scene declares.
    public let spec: GestureDelegateSpec
    /// How many times `gestureRecognizerShouldBegin(_:)` has been asked.
    public private(set) var shouldBeginAsked = 0
    /// How many times `gestureRecognizer(_:shouldReceive:)` for a press has been asked.
    public private(set) var shouldReceivePressAsked = 0

    /// A delegate answering as `spec` says.
    public init(_ spec: GestureDelegateSpec) {
        self.spec = spec
    }

    /// The declared answer for this attempt: the next of `shouldBegin`'s answers.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        defer { shouldBeginAsked += 1 }
        return gestureRecognizer.rules.declaredAnswer(spec.shouldBegin, time: shouldBeginAsked)
    }

    /// True when the touch began in one of the listed views or inside one.
    ///
    /// - Complexity: O(depth of the touch's view).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let names = spec.shouldReceiveTouchesIn else { return true }
        var cursor = touch.view
        while let v = cursor {
            if names.contains(v.name) { return true }
            cursor = v.superview
        }
        return false
    }

    /// The next of the declared `shouldReceivePress` answers (yes unless the scene says no).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        defer { shouldReceivePressAsked += 1 }
        return gestureRecognizer.rules.declaredAnswer(spec.shouldReceivePress, time: shouldReceivePressAsked)
    }

    /// True for the recognizers `shouldRecognizeSimultaneouslyWith` lists.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { spec.shouldRecognizeSimultaneouslyWith.contains(otherGestureRecognizer.label) }

    /// True for the recognizers `shouldRequireFailureOf` lists.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { spec.shouldRequireFailureOf.contains(otherGestureRecognizer.label) }

    /// True for the recognizers `shouldBeRequiredToFailBy` lists.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { spec.shouldBeRequiredToFailBy.contains(otherGestureRecognizer.label) }
}

extension ViewSpec {
    /// A scroll view's own pan recognizer (`panGestureRecognizer`), as a spec: enabled when
    /// scrolling is, holding the content's touchesBegan when `delaysContentTouches`. It takes no
    /// presses (docs/semantics.md, "Decision: recognizers and presses": a scroll view's presses
    /// move focus, which the model leaves out).
    public var scrollViewPan: GestureRecognizerSpec? { scrollView?.pan(ofView: name) }

    /// Every recognizer of the view, in the order they see touches: a scroll view's own pan
    /// first (UIKit adds it when the scroll view is made), then those the scene lists.
    public var allGestureRecognizers: [GestureRecognizerSpec] {
        guard let pan = scrollViewPan else { return gestureRecognizers }
        return [pan] + gestureRecognizers
    }
}

extension ScrollViewSpec {
    /// `ViewSpec.scrollViewPan` of the scroll view named `view`, from the two fields it needs:
    /// what a walk over a scene's views asks, reading them where they lie (asked of an element
    /// of `HCScene.views`, a computed property of the view copies the whole spec first).
    public func pan(ofView view: String) -> GestureRecognizerSpec {
        var pan = GestureRecognizerSpec(
            name: Self.panName(ofView: view), kind: .pan(minimumTouches: 1, maximumTouches: nil))
        pan.isEnabled = isScrollEnabled
        pan.delaysTouchesBegan = delaysContentTouches
        pan.cancelsTouchesInView = true
        pan.allowedPressTypes = []
        return pan
    }
}

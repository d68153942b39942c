extension ViewSpec {
    /// A scroll view's own pan recognizer (`panGestureRecognizer`), as a spec: enabled when
    /// scrolling is, holding the content's touchesBegan when `delaysContentTouches`. It takes no
    /// presses (docs/semantics.md, "Decision: recognizers and presses": a scroll view's presses
    /// move focus, which the model leaves out).
    public var scrollViewPan: GestureRecognizerSpec? {
        guard let scroll = scrollView else { return nil }
        var pan = GestureRecognizerSpec(
            name: ScrollViewSpec.panName(ofView: name), kind: .pan(minimumTouches: 1, maximumTouches: nil))
        pan.isEnabled = scroll.isScrollEnabled
        pan.delaysTouchesBegan = scroll.delaysContentTouches
        pan.cancelsTouchesInView = true
        pan.allowedPressTypes = []
        return pan
    }

    /// Every recognizer of the view, in the order they see touches: a scroll view's own pan
    /// first (UIKit adds it when the scroll view is made), then those the scene lists.
    public var allGestureRecognizers: [GestureRecognizerSpec] {
        guard let pan = scrollViewPan else { return gestureRecognizers }
        return [pan] + gestureRecognizers
    }
}

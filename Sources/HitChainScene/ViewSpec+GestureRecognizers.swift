extension ViewSpec {
    /// A scroll view's own pan recognizer (`panGestureRecognizer`), as a spec: enabled when
    /// scrolling is, holding the content's touchesBegan when `delaysContentTouches`.
    public var scrollViewPan: GestureRecognizerSpec? {
        guard let scroll = scrollView else { return nil }
        var pan = GestureRecognizerSpec(
            name: ScrollViewSpec.panName(ofView: name), kind: .pan(minimumTouches: 1, maximumTouches: nil))
        pan.isEnabled = scroll.isScrollEnabled
        pan.delaysTouchesBegan = scroll.delaysContentTouches
        pan.cancelsTouchesInView = true
        return pan
    }

    /// Every recognizer of the view, in the order they see touches: a scroll view's own pan
    /// first (UIKit adds it when the scroll view is made), then those the scene lists.
    public var allGestureRecognizers: [GestureRecognizerSpec] {
        guard let pan = scrollViewPan else { return gestureRecognizers }
        return [pan] + gestureRecognizers
    }
}

extension HCScene {
    /// Every recognizer of the scene with its view's index, in document order (each view's
    /// own pan first): one pass that skips the many views with none.
    ///
    /// - Complexity: O(views + recognizers).
    public var recognizerSpecs: [(view: Int, spec: GestureRecognizerSpec)] {
        var out: [(view: Int, spec: GestureRecognizerSpec)] = []
        for i in views.indices where hasGestureRecognizers(view: i) {
            for g in allGestureRecognizers(ofView: i) { out.append((i, g)) }
        }
        return out
    }

    /// Whether view `i` has any recognizer, a scroll view's own pan included.
    func hasGestureRecognizers(view i: Int) -> Bool {
        views[i].scrollView != nil || !views[i].gestureRecognizers.isEmpty
    }

    /// `ViewSpec.allGestureRecognizers` of view `i`, its fields read where they lie: asked of an
    /// element of `views`, a computed property of the view copies the whole spec first.
    ///
    /// - Complexity: O(the view's recognizers).
    func allGestureRecognizers(ofView i: Int) -> [GestureRecognizerSpec] {
        guard let scroll = views[i].scrollView else { return views[i].gestureRecognizers }
        return [scroll.pan(ofView: views[i].name)] + views[i].gestureRecognizers
    }
}

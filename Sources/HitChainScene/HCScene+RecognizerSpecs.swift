extension HCScene {
    /// Every recognizer of the scene with its view's index, in document order (each view's
    /// own pan first): one pass that skips the many views with none.
    ///
    /// - Complexity: O(views + recognizers).
    public var recognizerSpecs: [(view: Int, spec: GestureRecognizerSpec)] {
        var out: [(view: Int, spec: GestureRecognizerSpec)] = []
        for i in views.indices where views[i].scrollView != nil || !views[i].gestureRecognizers.isEmpty {
            if let scroll = views[i].scrollView { out.append((i, scroll.pan(ofView: views[i].name))) }
            for g in views[i].gestureRecognizers { out.append((i, g)) }
        }
        return out
    }
}

extension UIGestureRecognizer.State {
    /// `UIGestureRecognizer.State.recognized`: a discrete gesture's end.
    public static var recognized: UIGestureRecognizer.State { .ended }
}

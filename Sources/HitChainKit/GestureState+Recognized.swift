extension GestureState {
    /// `UIGestureRecognizer.State.recognized`: a discrete gesture's end.
    public static var recognized: GestureState { .ended }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

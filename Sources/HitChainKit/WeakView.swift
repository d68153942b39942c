/// A weak reference to a view, so that a forwarding override does not keep its target alive.
public struct WeakView {
    /// The view, while something else keeps it alive.
    public weak var view: UIView?
    /// A weak reference to `view`.
    public init(_ view: UIView) {
        self.view = view
    }
}

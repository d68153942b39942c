/// A weak reference to a view, so that a forwarding override does not keep its target alive.
public struct WeakView {
    public weak var view: View?
    public init(_ view: View) {
        self.view = view
    }
}

public import HitChainScene

/// UIViewController: owns a root view. Its next responder is the presenting controller
/// when it was presented; otherwise its root view's superview (the window, for a window's
/// root controller; the container view, for a child controller).
open class ViewController: Responder {
    public let view: View
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?

    public init(_ spec: ResponderSpec, view: View) {
        self.view = view
        super.init(spec: spec)
        view.viewController = self
    }

    open override var next: Responder? { presentingViewController ?? view.superview }

    /// The nearest controller above this one through the view tree (UIKit's `parent` for a
    /// contained child), nil for a root or presented controller.
    public var parent: ViewController? {
        guard presentingViewController == nil else { return nil }
        var cursor = view.superview
        while let v = cursor {
            if let c = v.viewController { return c }
            cursor = v.superview
        }
        return nil
    }

    /// `present(_:)`: `controller.view` is added on top of `container` (a window, or a
    /// presentation container view in it), and `controller.next` becomes this controller.
    public func present(_ controller: ViewController, in container: View) throws(HierarchyError) {
        if let p = presentedViewController {
            throw HierarchyError(reason: .alreadyPresenting(name, presented: p.name))
        }
        guard view.window != nil else { throw HierarchyError(reason: .notInAnyWindow(name)) }
        try container.checkedAddSubview(controller.view)
        presentedViewController = controller
        controller.presentingViewController = self
    }

    /// `dismiss()`: removes the presented controller's view and unlinks it.
    public func dismissPresented() throws(HierarchyError) {
        guard let p = presentedViewController else { throw HierarchyError(reason: .notPresenting(name)) }
        if let inner = p.presentedViewController, inner.presentingViewController === p { try p.dismissPresented() }
        p.view.removeFromSuperview()
        p.presentingViewController = nil
        presentedViewController = nil
    }
}

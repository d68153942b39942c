public import Foundation
public import HitChainScene

/// UIViewController: owns a root view. Its next responder is the presenting controller
/// when it was presented; otherwise its root view's superview (the window, for a window's
/// root controller; the container view, for a child controller).
open class UIViewController: UIResponder {
    /// The root view, once loaded.
    private var loadedView: UIView?
    /// `UIViewController.presentingViewController`.
    public internal(set) weak var presentingViewController: UIViewController?
    /// `UIViewController.presentedViewController`.
    public internal(set) var presentedViewController: UIViewController?
    /// The children added with `addChild(_:)`, in order.
    public private(set) var children: [UIViewController] = []
    /// The controller this one was added to with `addChild(_:)`.
    private weak var containmentParent: UIViewController?

    /// A controller as a scene describes it, with its root view.
    public convenience init(_ spec: ResponderSpec, view: UIView) {
        self.init(nibName: nil, bundle: nil)
        apply(spec)
        loadedView = view
        view.viewController = self
    }

    /// `init(nibName:bundle:)`: there are no nibs here; the view is made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if !isUserClass { typeName = "UIViewController" }
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `init()`: `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `view`: the root view, loaded (`loadView()`, then `viewDidLoad()`) when first asked.
    /// (UIKit types it `UIView!`; it is never nil here, so code reading it reads the same.)
    open var view: UIView {
        get {
            loadViewIfNeeded()
            if let loadedView { return loadedView }
            let plain = UIView(frame: .zero)
            loadedView = plain
            plain.viewController = self
            return plain
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// `isViewLoaded`.
    public var isViewLoaded: Bool { loadedView != nil }

    /// `viewIfLoaded`.
    public var viewIfLoaded: UIView? { loadedView }

    /// `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// `loadView()`: makes a plain root view; a subclass makes its own and sets `view`.
    open func loadView() { view = UIView(frame: .zero) }

    /// `viewDidLoad()`: called once the root view is loaded.
    open func viewDidLoad() {}

    /// The declared next responder, else the presenting controller, else the root view's superview.
    open override var next: UIResponder? {
        if hasDeclaredNext, let d = declaredNext { return d.responder }
        return presentingViewController ?? loadedView?.superview
    }

    // MARK: Containment

    /// `addChild(_:)`: `child` becomes a child of this controller (its view is the caller's
    /// to place, as in UIKit).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.containmentParent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.containmentParent = self
    }

    /// `removeFromParent()`.
    open func removeFromParent() {
        guard let p = containmentParent else { return }
        p.children.removeAll { $0 === self }
        containmentParent = nil
        didMove(toParent: nil)
    }

    /// `willMove(toParent:)`.
    open func willMove(toParent parent: UIViewController?) {}

    /// `didMove(toParent:)`.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// `present(_:animated:completion:)`: the presented controller's view covers this one's
    /// window (added on top of it, sized to it); `animated` changes nothing. A controller
    /// already presenting, or outside any window, does not present (UIKit logs a warning);
    /// the refusal is written to standard error.
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let window = view.window else {
            return HierarchyError.log(HierarchyError(reason: .notInAnyWindow(name)), "present(_:animated:completion:)")
        }
        controller.view.frame = window.bounds
        do {
            try present(controller, in: window)
            completion?()
        } catch {
            HierarchyError.log(error, "present(_:animated:completion:)")
        }
    }

    /// `dismiss(animated:completion:)`: dismisses what this controller presented, or, when it
    /// presents nothing, this controller from its presenter.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter else { return }
        do {
            try presenter.dismissPresented()
            completion?()
        } catch {
            HierarchyError.log(error, "dismiss(animated:completion:)")
        }
    }

    /// `parent`: the controller `addChild(_:)` added this one to; else the nearest controller
    /// above this one through the view tree (a contained child's in a scene); nil for a root
    /// or presented controller.
    public var parent: UIViewController? {
        if let containmentParent { return containmentParent }
        guard presentingViewController == nil else { return nil }
        var cursor = loadedView?.superview
        while let v = cursor {
            if let c = v.viewController { return c }
            cursor = v.superview
        }
        return nil
    }

    /// `present(_:)`: `controller.view` is added on top of `container` (a window, or a
    /// presentation container view in it), and `controller.next` becomes this controller.
    package func present(_ controller: UIViewController, in container: UIView) throws(HierarchyError) {
        if let p = presentedViewController {
            throw HierarchyError(reason: .alreadyPresenting(name, presented: p.name))
        }
        guard view.window != nil else { throw HierarchyError(reason: .notInAnyWindow(name)) }
        try container.checkedAddSubview(controller.view)
        presentedViewController = controller
        controller.presentingViewController = self
    }

    /// `dismiss()`: removes the presented controller's view and unlinks it.
    package func dismissPresented() throws(HierarchyError) {
        guard let p = presentedViewController else { throw HierarchyError(reason: .notPresenting(name)) }
        if let inner = p.presentedViewController, inner.presentingViewController === p { try p.dismissPresented() }
        p.view.removeFromSuperview()
        p.presentingViewController = nil
        presentedViewController = nil
    }
}

/// `UINavigationController`: a stack of view controllers, the top one's view shown under a
/// navigation bar. Pushing adds the controller as a child and its view to the container
/// (removing the one below, as UIKit does once the transition ends — there is no animation
/// here), so the responder chain runs top view → its controller → the navigation controller's
/// view → the navigation controller, as on iOS.
open class UINavigationController: UIViewController {
    /// `navigationBar`.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// `viewControllers`, the root first.
    open private(set) var viewControllers: [UIViewController] = []
    /// `isNavigationBarHidden`.
    open var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            view.setNeedsLayout()
        }
    }

    /// `init(rootViewController:)`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// `init(nibName:bundle:)` without nibs: an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `topViewController`.
    open var topViewController: UIViewController? { viewControllers.last }
    /// `visibleViewController`: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// The controller's view: a container holding the navigation bar and the top controller's view.
    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.addSubview(navigationBar)
        view = container
    }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let below = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: false)
        view.insertSubview(viewController.view, belowSubview: navigationBar)
        below?.viewIfLoaded?.removeFromSuperview()
        viewController.didMove(toParent: self)
        view.setNeedsLayout()
    }

    /// `popViewController(animated:)`: the top controller, unless it is the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        navigationBar.popItem(animated: false)
        if let now = topViewController { view.insertSubview(now.view, belowSubview: navigationBar) }
        view.setNeedsLayout()
        return top
    }

    /// `popToRootViewController(animated:)`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        while let top = self.viewControllers.popLast() {
            top.willMove(toParent: nil)
            top.viewIfLoaded?.removeFromSuperview()
            top.removeFromParent()
        }
        navigationBar.items = []
        for c in viewControllers { pushViewController(c, animated: false) }
    }

    /// Lays the bar along the top and the top controller's view under it.
    fileprivate func layOut(in bounds: CGRect) {
        let barHeight = isNavigationBarHidden ? 0 : UINavigationBar.standardHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.standardHeight)
        topViewController?.viewIfLoaded?.frame = CGRect(
            x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    }
}

/// A navigation controller's view: lays out its bar and content on every layout pass.
private final class NavigationContainerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (next as? UINavigationController)?.layOut(in: bounds)
    }
}

extension UIViewController {
    /// `navigationController`: the nearest navigation controller among its parents.
    public var navigationController: UINavigationController? {
        var cursor = parent
        while let c = cursor {
            if let n = c as? UINavigationController { return n }
            cursor = c.parent
        }
        return nil
    }
}

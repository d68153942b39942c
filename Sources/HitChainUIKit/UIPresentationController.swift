/// `UIPresentationController`: manages a presented controller's place on screen. Custom
/// presentations (bottom sheets, cards) subclass it to size the presented view and to add a
/// dimming view that takes taps — the part event delivery depends on. The model runs no
/// transitions: code calls the lifecycle methods it relies on, or `present(_:animated:)` does
/// the presenting.
open class UIPresentationController: NSObject {
    /// `presentedViewController`.
    public let presentedViewController: UIViewController
    /// `presentingViewController`.
    public private(set) weak var presentingViewController: UIViewController?
    /// `containerView`: the view the presentation happens in, once it has begun.
    open var containerView: UIView?
    /// `presentedView`: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// `frameOfPresentedViewInContainerView`: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// `shouldPresentInFullscreen`.
    open var shouldPresentInFullscreen: Bool { true }

    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// `presentationTransitionWillBegin()`.
    open func presentationTransitionWillBegin() {}
    /// `presentationTransitionDidEnd(_:)`.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// `dismissalTransitionWillBegin()`.
    open func dismissalTransitionWillBegin() {}
    /// `dismissalTransitionDidEnd(_:)`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// `containerViewWillLayoutSubviews()`.
    open func containerViewWillLayoutSubviews() {}
    /// `containerViewDidLayoutSubviews()`.
    open func containerViewDidLayoutSubviews() {}
}

public import HitChainGeometry
public import HitChainScene

extension ModelFacet where Base: UIView {
    /// Frame, bounds and transform as the model stores them.
    public var geometry: ViewGeometry {
        get { base.geometry }
        nonmutating set { base.geometry = newValue }
    }
    /// `alpha` as the model stores it.
    public var opacity: Float {
        get { base.opacity }
        nonmutating set { base.opacity = newValue }
    }
    /// Whether the view is a control (a disabled one is not hit-tested).
    public var isControl: Bool { base.isControl }
    /// Which control it is, for the dispatcher's control rules; nil for other views.
    public var controlKind: ControlKind? { base.controlKind }
    /// `isEnabled`, which the model keeps on every view.
    public var isEnabled: Bool {
        get { base.isControlEnabled }
        nonmutating set { base.isControlEnabled = newValue }
    }
    /// What kind of text input it is, if any.
    public var textInput: TextInputKind {
        get { base.textInput }
        nonmutating set { base.textInput = newValue }
    }
    /// The scene's declared `point(inside:with:)` override.
    public var pointInsideOverride: PointInsideOverride<WeakView> {
        get { base.pointInsideOverride }
        nonmutating set { base.pointInsideOverride = newValue }
    }
    /// The scene's declared `hitTest(_:with:)` override.
    public var hitTestOverride: HitTestOverride<WeakView> {
        get { base.hitTestOverride }
        nonmutating set { base.hitTestOverride = newValue }
    }
    /// A control's tracking state.
    public var controlState: ControlState { base.controlState }
    /// The controller whose view it is.
    public var viewController: UIViewController? { base.viewController }
    /// The control's target-actions for `event`.
    public func targetActions(for event: ControlEvent) -> [ControlTargetAction] { base.targetActions(for: event) }
    /// The topmost superview.
    public var rootView: UIView { base.rootView }
    /// The view and its superviews, root first.
    public var ancestry: [UIView] { base.ancestry }
    /// `window/root/card/buy`: the names from the root down.
    public var path: String { base.path }
    /// The path with its middle left out past `UIView.shortPathLimit` names.
    public var shortPath: String { base.shortPath }
    /// A point in the view's space, in screen space.
    public func convertToScreen(_ p: HCPoint) -> HCPoint { base.convertToScreen(p) }
    /// A screen point in the view's space; nil when a transform on the way is singular.
    public func convertFromScreen(_ p: HCPoint) -> HCPoint? { base.convertFromScreen(p) }
    /// A point in this view's space, in `view`'s; nil through a singular transform.
    public func convert(_ p: HCPoint, to view: UIView) -> HCPoint? { base.convert(p, to: view) }
    /// The reference walk from this view at `point` (its own space).
    public func hitTest(_ point: HCPoint) -> UIView? { base.hitTest(point) }
    /// The reference `point(inside:)` at `point` (its own space).
    public func point(inside point: HCPoint) -> Bool { base.point(inside: point) }
    /// `addSubview(_:)` that throws where UIKit would raise (a cycle, a window as a subview).
    public func checkedAddSubview(_ view: UIView) throws(HierarchyError) { try base.checkedAddSubview(view) }
    /// `insertSubview(_:at:)` that throws where UIKit would raise.
    public func checkedInsertSubview(_ view: UIView, at index: Int) throws(HierarchyError) {
        try base.checkedInsertSubview(view, at: index)
    }
    /// `exchangeSubview(at:withSubviewAt:)` that throws for an index out of range.
    public func checkedExchangeSubview(at a: Int, withSubviewAt b: Int) throws(HierarchyError) {
        try base.checkedExchangeSubview(at: a, withSubviewAt: b)
    }
}

extension ModelFacet where Base: UIWindow {
    /// `windowLevel` as a number.
    public var level: Double {
        get { base.level }
        nonmutating set { base.level = newValue }
    }
    /// The application the window belongs to.
    public var application: UIApplication? { base.application }
    /// The window's first responder.
    public var firstResponder: UIResponder? { base.firstResponder }
}

extension ModelFacet where Base: UIWindowScene {
    /// The application the scene belongs to.
    public var application: UIApplication? { base.application }
}

extension ModelFacet where Base: UIViewController {
    /// Presents `controller` with its view in `container` (a scene's presentation).
    public func present(_ controller: UIViewController, in container: UIView) throws(HierarchyError) {
        try base.present(controller, in: container)
    }
    /// Dismisses what the controller presented.
    public func dismissPresented() throws(HierarchyError) { try base.dismissPresented() }
}

extension ModelFacet where Base: UIApplication {
    /// The screen the windows share.
    public var screen: Screen { base.screen }
    /// Views made in code that are in no window yet.
    public var detachedViews: [UIView] { base.detachedViews }
    /// Where target-actions go (the dispatcher, while it runs).
    public var actionDelivery: (any ActionDelivery)? {
        get { base.actionDelivery }
        nonmutating set { base.actionDelivery = newValue }
    }
    /// The responder with `name`: a view, controller, window, the application or its delegate.
    public func responder(named name: String) -> UIResponder? { base.responder(named: name) }
    /// The view with `name`.
    public func view(named name: String) -> UIView? { base.view(named: name) }
    /// The recognizer with `name`.
    public func gestureRecognizer(named name: String) -> UIGestureRecognizer? { base.gestureRecognizer(named: name) }
    /// Every responder, the application first.
    public var allResponders: [UIResponder] { base.allResponders }
    /// Adds a window (to `scene`, or to the default scene).
    public func addWindow(_ window: UIWindow, scene: UIWindowScene? = nil) { base.addWindow(window, scene: scene) }
    /// Adds a window scene.
    public func addWindowScene(_ scene: UIWindowScene) { base.addWindowScene(scene) }
    /// Removes a window.
    public func removeWindow(_ window: UIWindow) { base.removeWindow(window) }
    /// The windows, frontmost first, as the walk visits them.
    public var windowsFrontToBack: [UIWindow] { base.windowsFrontToBack }
    /// The reference walk's answer at a screen point.
    public func hitTest(_ screenPoint: HCPoint) -> UIView? { base.hitTest(screenPoint) }
    /// Tells `observer` of every change to the graph.
    public func addObserver(_ observer: any GraphObserver) { base.addObserver(observer) }
}

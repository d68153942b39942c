package import HitChainGeometry
public import HitChainScene

/// UIApplication: owns the windows and is the responder after every window (or window
/// scene). Its next responder is the app delegate.
///
/// Build one from a scene with `UIApplication(scene:)`; every responder is then reachable by
/// its scene name through `responder(named:)`.
public final class UIApplication: UIResponder {
    /// Windows in the order they were ordered front: among equal levels, later is in front.
    public internal(set) var windows: [UIWindow] = []
    /// `UIApplication.connectedScenes`' window scenes, in the order they were declared.
    public private(set) var windowScenes: [UIWindowScene] = []
    /// `UIApplication.delegate`, when it is a responder.
    public let delegate: AppDelegate?
    /// The key window: where nil-targeted actions and presses start.
    public weak var keyWindow: UIWindow?
    package let screen: Screen
    /// Views in no window, kept alive (views not yet added, or removed by a scenario).
    package internal(set) var detachedViews: [UIView] = []
    private var registry: [String: UIResponder] = [:]
    private var recognizers: [String: UIGestureRecognizer] = [:]
    /// Engines and others that follow graph changes (see `GraphChange`).
    var observers: [WeakObserver] = []
    /// Whether a view of the windows may need layout (`UIView+Layout`): what the dispatcher reads
    /// before each event.
    @exclusivity(unchecked) package internal(set) var hasPendingLayout = false
    /// How many times its gesture recognizers have failed, counted by the dispatchers that deliver
    /// to it: the clock of `UIGestureRecognizer.attemptStamp` and `failureStamp`, kept here so that
    /// it only goes forward, whichever dispatcher counts.
    package var recognizerFailures = 0

    /// An application with no windows yet, named and declared by `spec`.
    public init(_ spec: ResponderSpec, delegate: AppDelegate?, screen: Screen = Screen()) {
        self.delegate = delegate
        self.screen = screen
        super.init()
        apply(spec)
        // Not itself: the registry holds responders strongly, and the application in its
        // own registry would never be freed (nor, through it, anything it owns).
        if let delegate { register(delegate) }
    }

    /// The application's next responder is its delegate, when the delegate is a responder.
    public override var next: UIResponder? {
        if hasDeclaredNext, let d = declaredNext { return d.responder }
        return delegate
    }

    /// The dispatcher driving this application, which delivers the actions user code sends.
    package weak var actionDelivery: (any ActionDelivery)?
    /// Hears each question delivery asks of user code — who was asked, the question, the
    /// answer — when a trace asks for them (`EventDispatcher.tracesQuestions`); nil otherwise.
    package var questionSink: ((_ asked: String, _ question: String, _ answer: Bool) -> Void)?

    /// `sendAction(_:to:from:for:)`: through the dispatcher driving the application, which
    /// traces it and delivers it as the scene's actions are (to `target`, or up the chain
    /// from the first responder); false when none drives it or no responder took it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let delivery = actionDelivery else { return false }
        return delivery.deliverAction(
            action.actionName, to: ActionTarget(target), sender: (sender as? UIResponder)?.name)
    }

    /// The responder with this scene name.
    package func responder(named name: String) -> UIResponder? { name == self.name ? self : registry[name] }

    /// The view (or window) with this scene name.
    package func view(named name: String) -> UIView? { registry[name] as? UIView }

    /// The gesture recognizer with this scene name, on any view of the application.
    package func gestureRecognizer(named name: String) -> UIGestureRecognizer? { recognizers[name] }

    /// Every responder, the application included, in no particular order.
    package var allResponders: [UIResponder] { [self] + registry.values }

    /// Room for `responders` responders and `recognizers` recognizers in the name tables, made
    /// once: grown one name at a time, each table was rehashed at every doubling.
    func reserveNames(responders: Int, recognizers count: Int) {
        registry.reserveCapacity(responders)
        recognizers.reserveCapacity(count)
    }

    /// Registers a recognizer under its name; one made in code gets one first (its class
    /// name, numbered from the second on).
    func register(_ g: UIGestureRecognizer) {
        if g.spec.name.isEmpty { g.spec.name = uniqueName(for: g.typeName) { recognizers[$0] != nil } }
        recognizers[g.label] = g
    }

    /// The next number given to an unnamed responder of each class.
    private var nameNumbers: [String: Int] = [:]

    /// `className`, then `className 2`, `className 3`, …: the first that `isTaken` refuses.
    private func uniqueName(for className: String, isTaken: (String) -> Bool) -> String {
        var k = nameNumbers[className, default: 1]
        var candidate = k == 1 ? className : "\(className) \(k)"
        while isTaken(candidate) {
            k += 1
            candidate = "\(className) \(k)"
        }
        nameNumbers[className] = k + 1
        return candidate
    }

    /// An application for views made in code: HitChainUIKit's `UIApplication.shared` is one,
    /// with one window scene (`UIWindow(windowScene:)` adds a window to it).
    public convenience init(screen: Screen = Screen()) {
        self.init(ResponderSpec(name: "application", className: "UIApplication"), delegate: nil, screen: screen)
    }

    /// Registers `r` under its name; a responder made in code gets one first (its class
    /// name, then `RoundButton 2`, `RoundButton 3`, …: unique in the application).
    ///
    /// - Complexity: O(1) for a named responder; O(k) for the k-th unnamed one of a class.
    func register(_ r: UIResponder) {
        if r.name.isEmpty { r.name = uniqueName(for: r.typeName) { registry[$0] != nil || $0 == name } }
        registry[r.name] = r
        if let v = r as? UIView {
            if let s = v as? UIScrollView, s.panGestureRecognizer.spec.name.isEmpty {
                s.panGestureRecognizer.spec.name = ScrollViewSpec.panName(ofView: v.name)
            }
            for g in v.gestureRecognizers { register(g) }
        }
    }

    /// Adds a window in front of the others of its level (`makeKeyAndVisible` without the
    /// key part), attached to `scene` when given.
    package func addWindow(_ window: UIWindow, scene: UIWindowScene? = nil) {
        windows.removeAll { $0 === window }
        windows.append(window)
        window.application = self
        window.windowScene = scene
        register(window)
        broadcast(.windows)
    }

    package func addWindowScene(_ scene: UIWindowScene) {
        windowScenes.append(scene)
        scene.application = self
        register(scene)
    }

    /// Removes a window from the screen (it is no longer hit-tested).
    package func removeWindow(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
        broadcast(.windows)
    }

    /// Windows in hit-test order: highest level first; among equal levels the one ordered
    /// front last comes first (UIKit leaves that tie unspecified; this is our choice).
    package var windowsFrontToBack: [UIWindow] {
        // One window (most scenes): the list itself, with no copy reversed.
        if windows.count < 2 { return windows }
        // Windows are usually listed in level order already; front to back is then the reverse.
        if zip(windows, windows.dropFirst()).allSatisfy({ $0.level <= $1.level }) { return windows.reversed() }
        return windows.enumerated().sorted { l, r in
            l.element.level != r.element.level ? l.element.level > r.element.level : l.offset > r.offset
        }.map(\.element)
    }

    /// Hit-tests a screen point across windows with the reference algorithm.
    package func hitTest(_ screenPoint: HCPoint) -> UIView? {
        ReferenceHitTester().hitTest(self, screenPoint: screenPoint).view
    }
}

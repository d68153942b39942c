public import Foundation
public import HitChainDelivery
import HitChainGeometry
public import HitChainKit

/// Touches for tests, shaped as lyft/Hammer's `EventGenerator` is — the same initializers and
/// method names (`fingerTap`, `fingerDown`, `fingerMove`, `fingerUp`, `twoFingerTap`,
/// `fingerPinch`, `fingerRotate`, `wait`, …), throwing the same errors — with no simulator: the
/// events go through the model's dispatcher on a virtual clock, so a test takes no real time.
///
///     let eventGenerator = try EventGenerator(view: myView)
///     try eventGenerator.fingerTap(at: myButton)
///     #expect(eventGenerator.trace.actions(sent: "buyTapped").count == 1)
///
/// A view or controller with no window is wrapped in a phone-sized window of a new
/// application, as Hammer wraps it in a temporary window; so is a window in no application.
public final class EventGenerator {
    /// How `init(view:alignment:)` places a view it wraps in a window.
    public enum WrappingAlignment: Sendable {
        /// The view fills the window.
        case fill
        /// The view keeps its size, centred in the window.
        case center
    }

    /// The window that receives the events.
    public let window: UIWindow
    /// The view the generator was made for (the window, for `init(window:)`): the default place
    /// to touch.
    public let mainView: UIView
    /// The application the window is in.
    public var application: UIApplication { synthesizer.application }
    /// Drawing touches over the view, as Hammer can: there is no screen here, so nothing is drawn.
    public var showTouches = false
    let synthesizer: EventSynthesizer
    /// The fingers down, in the order they came down, with their touch ids and where they are.
    package var activeFingers: [(index: FingerIndex, id: Int, location: CGPoint)] = []
    var nextTouchID = 1
    /// How many trace entries `clearTrace()` left behind.
    private var traceStart = 0

    /// The phone-sized screen a wrapped view or controller is shown on.
    public static let wrappingWindowFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    private init(window: UIWindow, mainView: UIView) throws {
        // A window holds its application weakly: the generator keeps the one it makes.
        let application: UIApplication
        if let existing = window.application {
            application = existing
        } else {
            application = UIApplication()
            application.addWindow(window)
            window.makeKeyAndVisible()
        }
        self.window = window
        self.mainView = mainView
        synthesizer = EventSynthesizer(application: application)
        window.layoutIfNeeded()
        try waitUntilWindowIsReady()
    }

    /// `init(window:)`: events for `window` (made key and put in an application of its own when
    /// it is in none).
    public convenience init(window: UIWindow) throws {
        try self.init(window: window, mainView: window)
    }

    /// `init(viewController:)`: the controller's view's window, or a new window whose root is the
    /// controller.
    public convenience init(viewController: UIViewController) throws {
        if let window = viewController.view.window {
            try self.init(window: window, mainView: viewController.view)
        } else {
            let window = UIWindow(frame: Self.wrappingWindowFrame)
            window.rootViewController = viewController
            try self.init(window: window, mainView: viewController.view)
        }
    }

    /// `init(view:alignment:)`: the view's window, or a new window whose root controller's view
    /// holds the view's topmost ancestor, placed by `alignment`.
    public convenience init(view: UIView, alignment: WrappingAlignment = .center) throws {
        if let window = view.window {
            try self.init(window: window, mainView: view)
            return
        }
        let window = UIWindow(frame: Self.wrappingWindowFrame)
        let wrapper = UIViewController()
        window.rootViewController = wrapper
        let top = view.rootView
        switch alignment {
        case .fill: top.frame = wrapper.view.bounds
        case .center: top.center = CGPoint(x: wrapper.view.bounds.midX, y: wrapper.view.bounds.midY)
        }
        wrapper.view.addSubview(top)
        try self.init(window: window, mainView: view)
    }

    // MARK: What was delivered

    /// Everything delivered since the generator was made (or since `clearTrace()`): ask it what
    /// a view received, which actions were sent, what was recognized.
    public var trace: DeliveryTrace { DeliveryTrace(entries: Array(synthesizer.trace[traceStart...])) }

    /// Forgets what was delivered so far: `trace` starts again from the next event.
    public func clearTrace() { traceStart = synthesizer.trace.count }

    // MARK: Readiness and waiting

    /// `isWindowReady`: the window is shown, interactive and in an application.
    public var isWindowReady: Bool {
        !window.isHidden && window.isUserInteractionEnabled && window.application != nil
    }

    /// `waitUntilWindowIsReady(timeout:)`: throws when the window is not ready (nothing here
    /// changes by waiting, so the timeout is not spent).
    public func waitUntilWindowIsReady(timeout: TimeInterval = 3) throws {
        guard isWindowReady else { throw HammerError.windowIsNotReadyForInteraction }
    }

    /// `wait(_:)`: lets `delay` seconds of virtual time pass; timers due (a long press, a tap
    /// recognizer's wait) fire, and views that need layout are laid out.
    public func wait(_ delay: TimeInterval) throws {
        synthesizer.wait(delay)
    }

    /// `waitUntil(_:timeout:checkInterval:)`: asks `condition` every `checkInterval` of virtual
    /// time until it holds, or throws `waitConditionTimeout` after `timeout` — or after
    /// `maximumChecks` checks, so that an endless timeout cannot hang a test.
    public func waitUntil(
        _ condition: @autoclosure () throws -> Bool, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        let step = checkInterval.isFinite && checkInterval > 0 ? checkInterval : 0.1
        var waited: TimeInterval = 0
        var checks = 0
        while !(try condition()) {
            guard waited < timeout, checks < Self.maximumChecks else { throw HammerError.waitConditionTimeout(timeout) }
            try wait(step)
            waited += step
            checks += 1
        }
    }

    /// The most times `waitUntil` asks its condition.
    public static let maximumChecks = 10_000

    /// `waitUntilVisible(_:timeout:)`: until the view with `identifier` is visible.
    public func waitUntilVisible(_ identifier: String, timeout: TimeInterval) throws {
        try waitUntil(self.isVisible(identifier), timeout: timeout)
    }

    /// `waitUntilHittable(_:timeout:)`: until a touch at the centre of the view with
    /// `identifier` reaches it.
    public func waitUntilHittable(_ identifier: String, timeout: TimeInterval) throws {
        try waitUntil(
            (try? self.viewWithIdentifier(identifier)).map { (try? self.hitPoint(forView: $0)) != nil } ?? false,
            timeout: timeout)
    }

    // MARK: Finding views

    /// `viewWithIdentifier(_:ofType:timeout:)`: the view in the window whose
    /// `accessibilityIdentifier` is `identifier`, waiting up to `timeout` for it to appear.
    public func viewWithIdentifier<T: UIView>(
        _ identifier: String, ofType type: T.Type = UIView.self, timeout: TimeInterval = 0
    ) throws -> T {
        var found: UIView?
        try? waitUntil(
            {
                found = self.findView(identifier); return found != nil
            }(), timeout: timeout)
        guard let view = found else { throw HammerError.unableToFindView(identifier: identifier) }
        guard let typed = view as? T else {
            throw HammerError.invalidViewType(
                identifier: identifier, type: String(describing: Swift.type(of: view)),
                expected: String(describing: T.self))
        }
        return typed
    }

    /// `hitPoint(forView:)`: the centre of the part of `view` inside its window, when a touch
    /// there reaches the view (or one of its subviews).
    public func hitPoint(forView view: UIView) throws -> CGPoint {
        guard view.window === window else { throw HammerError.viewIsNotInHierarchy(view) }
        guard Self.isShown(view) else { throw HammerError.viewIsNotVisible(view) }
        let box = view.convert(view.bounds, to: window).intersection(window.bounds)
        guard !box.isNull, box.width > 0, box.height > 0 else { throw HammerError.viewIsNotVisible(view) }
        let point = window.convert(CGPoint(x: box.midX, y: box.midY), to: nil)
        let hit = ReferenceHitTester().hitTest(application, screenPoint: HCPoint(point)).view
        guard let hit, hit === view || hit.isDescendant(of: view) else { throw HammerError.viewIsNotHittable(view) }
        return point
    }

    private func isVisible(_ identifier: String) -> Bool {
        guard let view = findView(identifier) else { return false }
        return Self.isShown(view)
    }

    /// The first view, front to back through the window's tree, with the identifier.
    ///
    /// - Complexity: O(views in the window), with an explicit stack.
    private func findView(_ identifier: String) -> UIView? {
        var pending: [UIView] = [window]
        while let v = pending.popLast() {
            if v.accessibilityIdentifier == identifier { return v }
            pending.append(contentsOf: v.subviews)
        }
        return nil
    }

    /// Whether no view from `view` up to its window is hidden or (nearly) transparent.
    private static func isShown(_ view: UIView) -> Bool {
        var cursor: UIView? = view
        while let v = cursor {
            if v.isHidden || v.alpha <= 0.01 { return false }
            cursor = v.superview
        }
        return true
    }
}

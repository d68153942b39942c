public import Foundation
public import HitChainScene

/// UIWindow: the root of a view tree on screen. A window is a view; its next responder is
/// its window scene, or the application when it has none.
open class UIWindow: UIView {
    /// `UIWindow.Level` raw value; higher levels are in front.
    package var level: Double = 0 { didSet { application?.broadcast(.windows) } }
    /// `UIWindow.windowScene`.
    public internal(set) weak var windowScene: UIWindowScene?
    /// The application showing this window. Setting it hands every view of the window the
    /// application whose observers hear its changes (`UIView.changeSink`).
    package internal(set) weak var application: UIApplication? { didSet { adoptSubtree(sink: application) } }
    /// `rootViewController`: setting it puts the controller's view in the window, sized to
    /// it, unless it is there already (a scene's), and takes the previous root's view out.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController?.view, !root.isDescendant(of: self) {
                root.frame = bounds
                addSubview(root)
            }
        }
    }

    /// `UIWindow.Level`: windows at higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        /// The level.
        public var rawValue: CGFloat

        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// `UIWindow.Level.normal` (0).
        public static let normal = Level(0)
        /// `UIWindow.Level.statusBar` (1000).
        public static let statusBar = Level(1000)
        /// `UIWindow.Level.alert` (2000).
        public static let alert = Level(2000)

        /// Lower levels are behind.
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
    }

    /// `windowLevel`: `level` as UIKit types it.
    open var windowLevel: Level {
        get { Level(CGFloat(level)) }
        set { level = Double(newValue.rawValue) }
    }
    /// The window's first responder (see `UIResponder.becomeFirstResponder()`).
    package internal(set) weak var firstResponder: UIResponder?

    /// `init(frame:)`: a window at the normal level, not yet shown.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if !isUserClass { typeName = "UIWindow" }
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// A window as a scene describes it.
    public convenience init(_ spec: ViewSpec, level: Double) {
        self.init(frame: .zero)
        self.level = level
        apply(spec)
    }

    /// The declared next responder, else the window scene, else the application.
    open override var next: UIResponder? {
        if hasDeclaredNext, let d = declaredNext { return d.responder }
        return windowScene ?? application
    }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// `makeKey()`: the key window of its application (which gets motion, remote-control
    /// and press events, and whose first responder starts the action walks).
    open func makeKey() { application?.keyWindow = self }

    /// `makeKeyAndVisible()`: shown, and the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// [`sendEvent(_:)`](https://developer.apple.com/documentation/uikit/uiwindow/sendevent(_:)):
    /// told of each event dispatched to this window — a touch event holding the window's
    /// touches of that event (each `UITouch` with its `view` already hit-tested), and motion,
    /// remote-control and press events while it is the key window — just before the model
    /// delivers it. Called on windows of a user's class only (a recorder overrides it). Partial:
    /// the model delivers the event whether or not an override calls `super`, which does nothing.
    open func sendEvent(_ event: UIEvent) {}

    /// Called when `subtree` leaves this window: a first responder inside it resigns
    /// (UIKit forces this; `canResignFirstResponder` cannot keep it).
    func firstResponderLeft(subtree: UIView) {
        guard let r = firstResponder else { return }
        let owner: UIView? = (r as? UIView) ?? (r as? UIViewController)?.view
        if let owner, owner.isDescendant(of: subtree) { firstResponder = nil }
    }
}

public import HitChainScene

/// UIWindow: the root of a view tree on screen. A window is a view; its next responder is
/// its window scene, or the application when it has none.
public final class Window: View {
    /// `UIWindow.Level` raw value; higher levels are in front.
    public var level: Double { didSet { application?.broadcast(.windows) } }
    public internal(set) weak var windowScene: WindowScene?
    /// The application showing this window. Setting it hands every view of the window the
    /// application whose observers hear its changes (`View.changeSink`).
    public internal(set) weak var application: Application? { didSet { adoptSubtree(sink: application) } }
    /// The root view controller (its view is inside this window).
    public internal(set) var rootViewController: ViewController?
    /// The window's first responder (see `Responder.becomeFirstResponder()`).
    public internal(set) weak var firstResponder: Responder?

    public init(_ spec: ViewSpec, level: Double) {
        self.level = level
        super.init(spec)
    }

    public override var next: Responder? { windowScene ?? application }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Called when `subtree` leaves this window: a first responder inside it resigns
    /// (UIKit forces this; `canResignFirstResponder` cannot keep it).
    func firstResponderLeft(subtree: View) {
        guard let r = firstResponder else { return }
        let owner: View? = (r as? View) ?? (r as? ViewController)?.view
        if let owner, owner.isDescendant(of: subtree) { firstResponder = nil }
    }
}

public import HitChainScene

/// UIWindowScene: groups windows; its next responder is the application.
public final class UIWindowScene: UIResponder {
    package internal(set) weak var application: UIApplication?

    /// A scene named and declared by `spec`.
    public init(_ spec: ResponderSpec) {
        super.init()
        apply(spec)
    }

    /// The windows attached to this scene, in the application's window order.
    public var windows: [UIWindow] { application?.windows.filter { $0.windowScene === self } ?? [] }

    /// The declared next responder, else the application.
    public override var next: UIResponder? {
        if hasDeclaredNext, let d = declaredNext { return d.responder }
        return application
    }
}

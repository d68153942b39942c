public import HitChainScene

/// UIWindowScene: groups windows; its next responder is the application.
public final class WindowScene: Responder {
    package internal(set) weak var application: Application?

    public init(_ spec: ResponderSpec) {
        super.init()
        apply(spec)
    }

    /// The windows attached to this scene, in the application's window order.
    public var windows: [Window] { application?.windows.filter { $0.windowScene === self } ?? [] }

    public override var next: Responder? {
        if let d = declaredNext { return d.responder }
        return application
    }
}

public import HitChainScene

/// The application delegate, when it is a responder: the last link of every chain.
public final class AppDelegate: Responder {
    public init(_ spec: ResponderSpec) {
        super.init()
        apply(spec)
    }

    public override var next: Responder? { declaredNext?.responder }
}

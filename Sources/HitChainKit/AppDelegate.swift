public import HitChainScene

/// The application delegate, when it is a responder: the last link of every chain.
public final class AppDelegate: UIResponder {
    /// The delegate a scene declares.
    public init(_ spec: ResponderSpec) {
        super.init()
        apply(spec)
    }

    /// The responder the scene declares after it, if any: the chain usually ends here.
    public override var next: UIResponder? { declaredNext?.responder }
}

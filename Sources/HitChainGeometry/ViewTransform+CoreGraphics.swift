#if canImport(CoreGraphics)
    public import CoreGraphics
#endif

extension ViewTransform {
    /// The same matrix as a model value.
    public init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    /// The same matrix as a `CGAffineTransform`.
    public var cgAffineTransform: CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}

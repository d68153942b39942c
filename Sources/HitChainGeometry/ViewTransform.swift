#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2×3 affine transform with CGAffineTransform's layout and meaning (there is no
/// CGAffineTransform on Linux):
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
public struct ViewTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix's first row, first column (x scale).
    public var a: Double
    /// The matrix's first row, second column.
    public var b: Double
    /// The matrix's second row, first column.
    public var c: Double
    /// The matrix's second row, second column (y scale).
    public var d: Double
    /// The translation along x.
    public var tx: Double
    /// The translation along y.
    public var ty: Double

    /// The transform with these entries (CGAffineTransform's).
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransformMakeScale`.
    public static func scale(_ sx: Double, _ sy: Double) -> ViewTransform {
        ViewTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransformMakeTranslation`.
    /// A rotation by `angle` radians (CGAffineTransformMakeRotation).
    public static func rotation(_ angle: Double) -> ViewTransform {
        let (s, c) = (sin(angle), cos(angle))
        return ViewTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public static func translation(_ tx: Double, _ ty: Double) -> ViewTransform {
        ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by a whole number of quarter turns, with exact entries (no `sin`/`cos`,
    /// whose last bit differs between C libraries).
    public static func quarterTurns(_ n: Int) -> ViewTransform {
        switch ((n % 4) + 4) % 4 {
        case 1: return ViewTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 2: return ViewTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 3: return ViewTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: return .identity
        }
    }

    /// Exactly the identity (`-0` entries count as `0`).
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `a·d − b·c`.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Whether every entry is finite.
    @inlinable
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `CGAffineTransformInvert`, or `nil` when the determinant is 0 (or not finite): a
    /// view whose transform cannot be inverted contains no point.
    ///
    /// The entries are computed as `d/det`, `-b/det`, `-c/det`, `a/det`; the translation
    /// of the inverse is `-(tx·a' + ty·c')`, `-(tx·b' + ty·d')`. Hit-testing uses only the
    /// linear part (see `Conversion`), so engines that precompute it get the same bits.
    public func inverted() -> ViewTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return ViewTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// Applies the full transform: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func apply(to p: HCPoint) -> HCPoint {
        HCPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part: `(a·x + c·y, b·x + d·y)`.
    @inlinable
    public func applyLinear(to p: HCPoint) -> HCPoint {
        HCPoint(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// `CGAffineTransformConcat(self, other)`: first `self`, then `other`.
    public func concatenating(_ t: ViewTransform) -> ViewTransform {
        ViewTransform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// The six entries, as the scene format writes them.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatScalar).joined(separator: ", "))]"
    }
}

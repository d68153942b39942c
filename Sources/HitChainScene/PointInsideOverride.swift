public import HitChainGeometry

/// An override of `point(inside:with:)`, expressed as data (docs/semantics.md, "Overrides";
/// docs/scene-format.md gives the UIKit code each stands for). One type for the three places
/// it lives, which differ only in how `boundsOf`'s view is named — an index into
/// `HCScene.views` in a scene, a weak reference to the live view in HitChainKit, a view's name
/// in a run-time change.
public enum PointInsideOverride<Target> {
    /// `bounds.contains(point)`.
    case `default`
    /// Hit slop: `bounds` inset by the insets (UIEdgeInsetsInsetRect), then the containment
    /// test, which standardizes: insets larger than the view flip the rectangle rather than
    /// emptying it. Negative insets grow the area (seeds 000, 002, 003, 004).
    case insetBounds(HCEdgeInsets)
    /// Always false: the view and its subtree stop receiving touches (seed 004).
    case never
    /// True when some subview's `frame` contains the point; the view's own bounds do not
    /// count. Every subview is tested, hidden ones and the bounding boxes of transformed
    /// ones included, as the seed code does ("children outside the parent", "skip a
    /// level"; seeds 000 and 004).
    case overSubviews
    /// The ellipse inscribed in the bounds: `UIBezierPath(ovalIn: bounds).contains(point)`.
    case oval
    /// A circle about the bounds' centre, of `radius`, or with nil of half the bounds' shorter
    /// side (a round button).
    case circle(radius: Double?)
    /// `UIBezierPath(roundedRect: bounds, cornerRadius: r).contains(point)`.
    case roundedRect(cornerRadius: Double)
    /// The bounds grown about their centre to at least this size (a 44 × 44 minimum target):
    /// `bounds.insetBy(dx: -max(0, (w − bounds.width) / 2), dy: …).contains(point)`.
    case minimumSize(HCSize)
    /// The touch area is another view's: the point, converted into `target` (through screen
    /// space), is inside `target`'s bounds. False while the target is gone.
    case boundsOf(Target)
    /// True where some subview's own `point(inside:with:)` holds (its override asked, the
    /// point converted into it): `subviews.contains { $0.point(inside: convert(p, to: $0), …) }`.
    case subviewsPointInside

    /// The same override with its target named another way; a target `transform` cannot
    /// name (nil) makes it the default.
    /// Inlinable, so that a caller in another module gets it specialized: unspecialized, it
    /// cost a graph's build more than the rest of setting a view up.
    @inlinable
    public func mapTarget<Other, E: Error>(_ transform: (Target) throws(E) -> Other?) throws(E) -> PointInsideOverride<
        Other
    > {
        switch self {
        case .default: return .default
        case .insetBounds(let e): return .insetBounds(e)
        case .never: return .never
        case .overSubviews: return .overSubviews
        case .oval: return .oval
        case .circle(let r): return .circle(radius: r)
        case .roundedRect(let r): return .roundedRect(cornerRadius: r)
        case .minimumSize(let s): return .minimumSize(s)
        case .boundsOf(let t): return try transform(t).map { .boundsOf($0) } ?? .default
        case .subviewsPointInside: return .subviewsPointInside
        }
    }

    /// Whether it is one of the overrides the fast engines leave to the reference walk (a
    /// shape, a minimum size, another view's bounds, the subviews' own answers): what
    /// `NodeGeometry` reads, and what docs/engines.md lists.
    public var isWalked: Bool {
        switch self {
        case .default, .insetBounds, .never, .overSubviews: return false
        case .oval, .circle, .roundedRect, .minimumSize, .boundsOf, .subviewsPointInside: return true
        }
    }

    /// Its numbers are all finite and not negative where a size or radius is meant.
    public var hasValidNumbers: Bool {
        switch self {
        case .insetBounds(let e): return [e.top, e.left, e.bottom, e.right].allSatisfy(\.isFinite)
        case .circle(let r): return r.map { $0.isFinite && $0 >= 0 } ?? true
        case .roundedRect(let r): return r.isFinite && r >= 0
        case .minimumSize(let s): return s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0
        default: return true
        }
    }
}

extension PointInsideOverride: Equatable where Target: Equatable {}

extension PointInsideOverride: Hashable where Target: Hashable {}

extension PointInsideOverride: Sendable where Target: Sendable {}

extension PointInsideOverride: CustomStringConvertible where Target == String {
    /// As a run-time change's trace line prints it: `insetBounds((-10, -10, -10, -10))`,
    /// `never`, `oval`, `circle(radius: 30)`, `boundsOf(row)`.
    public var description: String {
        switch self {
        case .default: return "default"
        case .insetBounds(let e): return "insetBounds(\(String(reflecting: e)))"
        case .never: return "never"
        case .overSubviews: return "overSubviews"
        case .oval: return "oval"
        case .circle(nil): return "circle"
        case .circle(let r?): return "circle(radius: \(formatScalar(r)))"
        case .roundedRect(let r): return "roundedRect(cornerRadius: \(formatScalar(r)))"
        case .minimumSize(let s): return "minimumSize\(s)"
        case .boundsOf(let name): return "boundsOf(\(name))"
        case .subviewsPointInside: return "subviewsPointInside"
        }
    }
}

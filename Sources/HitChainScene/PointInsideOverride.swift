public import HitChainGeometry

/// An override of `point(inside:with:)`, expressed as data (docs/semantics.md, "Overrides").
public enum PointInsideOverride: Hashable, Sendable, Codable {
    /// `bounds.contains(point)`.
    case `default`
    /// Hit slop: `bounds` inset by the insets (UIEdgeInsetsInsetRect), then the containment
    /// test, which standardizes: insets larger than the view flip the rectangle rather than
    /// emptying it. Negative insets grow the area (seeds 000, 002, 003, 004).
    case insetBounds(EdgeInsets)
    /// Always false: the view and its subtree stop receiving touches (seed 004).
    case never
    /// True when some subview's `frame` contains the point; the view's own bounds do not
    /// count. Every subview is tested, hidden ones and the bounding boxes of transformed
    /// ones included, as the seed code does ("children outside the parent", "skip a
    /// level"; seeds 000 and 004).
    case overSubviews
}

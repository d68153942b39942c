/// UIEdgeInsets: distances to move each edge of a rectangle inward. Negative values grow it.
public struct HCEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge (negative: outward).
    public var top: Double
    /// The inset from the left edge (negative: outward).
    public var left: Double
    /// The inset from the bottom edge (negative: outward).
    public var bottom: Double
    /// The inset from the right edge (negative: outward).
    public var right: Double

    /// Arguments in `UIEdgeInsetsMake` order: top, left, bottom, right.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge (`-15` grows a view's touch area by 15 points each way).
    @inlinable
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = HCEdgeInsets(all: 0)

    /// Whether every inset is a finite number.
    @inlinable
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `(top: …, left: …, bottom: …, right: …)`, in UIEdgeInsets' order.
    public var description: String {
        "(top: \(formatScalar(top)), left: \(formatScalar(left)), "
            + "bottom: \(formatScalar(bottom)), right: \(formatScalar(right)))"
    }
}

/// UIEdgeInsets: distances to move each edge of a rectangle inward. Negative values grow it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
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

    public static let zero = EdgeInsets(all: 0)

    @inlinable
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String {
        "(top: \(formatScalar(top)), left: \(formatScalar(left)), "
            + "bottom: \(formatScalar(bottom)), right: \(formatScalar(right)))"
    }
}

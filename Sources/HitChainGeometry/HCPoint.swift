/// A point in a two-dimensional coordinate space (CGPoint on 64-bit Apple platforms).
///
/// Scalars are `Double`, as `CGFloat` is on every 64-bit Apple platform, so that the
/// model rounds exactly as UIKit does.
public struct HCPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive, as in UIKit).
    public var y: Double

    /// The point at `x`, `y`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = HCPoint(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// `(x, y)`, with the shortest decimals that read back exactly.
    public var description: String { "(\(formatScalar(x)), \(formatScalar(y)))" }
}

/// Formats a scalar the way people write coordinates: `100` rather than `100.0`, and the
/// shortest text that reads back to the same `Double` otherwise.
public func formatScalar(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

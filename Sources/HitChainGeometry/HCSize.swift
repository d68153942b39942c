/// A width and a height (CGSize). Either may be negative; see `HCRect.standardized`.
public struct HCSize: Hashable, Sendable, CustomStringConvertible {
    /// The width (negative is kept, as CGSize keeps it).
    public var width: Double
    /// The height (negative is kept, as CGSize keeps it).
    public var height: Double

    /// The size `width` by `height`.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = HCSize(width: 0, height: 0)

    /// Whether both numbers are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// `(width, height)`, with the shortest decimals that read back exactly.
    public var description: String { "(\(formatScalar(width)), \(formatScalar(height)))" }
}

/// A width and a height (CGSize). Either may be negative; see `Rect.standardized`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "(\(formatScalar(width)), \(formatScalar(height)))" }
}

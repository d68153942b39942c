public import Foundation

// Foundation's CoreGraphics value types (`CGPoint`, `CGSize`, `CGRect`, `CGFloat`), on Linux
// as on Apple platforms, to and from the model's own. The model computes in `Double` with
// its own types (so that every engine and the reference share one arithmetic); the
// UIKit-shaped API speaks CoreGraphics. Converting either way is exact: `CGFloat` is a
// `Double` on every 64-bit platform.

extension HCPoint {
    /// The same point as a model value.
    @inlinable
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The same point as a `CGPoint`.
    @inlinable
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

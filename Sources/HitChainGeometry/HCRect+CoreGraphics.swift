public import Foundation

extension HCRect {
    /// The same rectangle as a model value: origin and size as given, not standardized.
    @inlinable
    public init(_ rect: CGRect) { self.init(origin: HCPoint(rect.origin), size: HCSize(rect.size)) }

    /// The same rectangle as a `CGRect`: origin and size as stored, not standardized.
    @inlinable
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

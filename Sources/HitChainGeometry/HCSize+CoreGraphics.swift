public import Foundation

extension HCSize {
    /// The same size as a model value.
    @inlinable
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    /// The same size as a `CGSize`.
    @inlinable
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}

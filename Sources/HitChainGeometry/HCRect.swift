/// A rectangle (CGRect) with CGRect's exact semantics.
///
/// - A rectangle with a negative width or height is *standardized* before any question is
///   asked of it: the origin moves to the other edge and the size becomes positive.
/// - `contains(_:)` is `CGRectContainsPoint`: the min edges are inside, the max edges are
///   not (`minX <= x < maxX`, `minY <= y < maxY`). An empty rectangle contains nothing, and
///   a NaN coordinate is never inside anything.
public struct HCRect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from (the top left for a positive size).
    public var origin: HCPoint
    /// The size, which may be negative (CGRect keeps it so; the edges below standardize).
    public var size: HCSize

    /// The rectangle at `origin` of `size`.
    @inlinable
    public init(origin: HCPoint, size: HCSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` by `height`.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = HCPoint(x: x, y: y)
        self.size = HCSize(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = HCRect(x: 0, y: 0, width: 0, height: 0)

    /// The same rectangle with a non-negative width and height (CGRectStandardize).
    ///
    /// - Complexity: O(1).
    @inlinable
    public var standardized: HCRect {
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }

    /// CGRectGetMinX: the left edge, after standardizing.
    /// CGRectGetWidth: the width, never negative.
    /// CGRectGetMinY: the top edge, after standardizing.
    /// CGRectGetMaxY: the bottom edge, after standardizing.
    /// CGRectGetMaxX: the right edge, after standardizing.
    @inlinable public var minX: Double { standardized.origin.x }
    @inlinable public var minY: Double { standardized.origin.y }
    @inlinable public var maxX: Double { let s = standardized; return s.origin.x + s.size.width }
    @inlinable public var maxY: Double { let s = standardized; return s.origin.y + s.size.height }
    @inlinable public var width: Double { abs(size.width) }
    /// CGRectGetMidX / MidY, after standardizing.
    @inlinable public var midX: Double { let s = standardized; return s.origin.x + s.size.width / 2 }
    @inlinable public var midY: Double { let s = standardized; return s.origin.y + s.size.height / 2 }
    @inlinable public var height: Double { abs(size.height) }

    /// Whether the rectangle has zero width or zero height (CGRectIsEmpty, minus the null rect).
    @inlinable
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether every number is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// CGRectContainsPoint: standardize, then `minX <= x < maxX && minY <= y < maxY`.
    ///
    /// Written so that an edge lands exactly where CoreGraphics puts it: `maxX` is computed
    /// as `origin.x + width` after standardization, once.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ p: HCPoint) -> Bool {
        let r = standardized
        return r.origin.x <= p.x && p.x < r.origin.x + r.size.width
            && r.origin.y <= p.y && p.y < r.origin.y + r.size.height
    }

    /// UIEdgeInsetsInsetRect: moves each edge inward by the inset (negative insets grow the
    /// rectangle). It does *not* standardize; insets larger than the rectangle produce a
    /// negative size, which `contains(_:)` then standardizes (flipping, not emptying).
    @inlinable
    public func inset(by insets: HCEdgeInsets) -> HCRect {
        HCRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }

    /// `(x, y, width, height)`, with the shortest decimals that read back exactly.
    public var description: String {
        "(\(formatScalar(origin.x)), \(formatScalar(origin.y)), "
            + "\(formatScalar(size.width)), \(formatScalar(size.height)))"
    }
}

public import Foundation
import HitChainGeometry

/// UIBezierPath, for the shapes hit areas are made of: a rectangle, an oval, a rounded
/// rectangle and a full circle, with `contains(_:)` answered exactly for the ideal shape.
///
/// UIKit flattens curves into line segments and draws `roundedRect` corners as continuous
/// ("squircle") curves, not circular arcs, so at the edge of an oval or a rounded corner its
/// answer can differ from this one by a fraction of a point (docs/uikit-api.md).
open class UIBezierPath: CustomStringConvertible {
    /// The shape, in the path's coordinates.
    public enum Shape: Hashable, Sendable {
        case empty
        case rect(CGRect)
        case oval(in: CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case circle(center: CGPoint, radius: CGFloat)
    }

    public let shape: Shape

    /// `init()`: an empty path, which contains nothing.
    public init() { shape = .empty }

    /// `init(rect:)`.
    public init(rect: CGRect) { shape = .rect(rect.standardized) }

    /// `init(ovalIn:)`: the ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { shape = .oval(in: rect.standardized) }

    /// `init(roundedRect:cornerRadius:)`: corners of `cornerRadius`, at most half the
    /// shorter side (as UIKit clamps it).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2))
        shape = .roundedRect(r, cornerRadius: radius.isFinite ? radius : 0)
    }

    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)` for a full turn (the circle
    /// hit areas use); a partial arc is closed by its chord, as filling it would be.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = abs(Double(endAngle - startAngle))
        if sweep >= 2 * Double.pi - 1e-12 {
            shape = .circle(center: center, radius: abs(radius))
        } else {
            // The chord-closed segment is not a shape hit areas use: kept as its circle's
            // bounding box would be wrong, so it is refused as empty (docs/uikit-api.md).
            shape = .empty
        }
    }

    /// `bounds`: the shape's bounding box.
    public var bounds: CGRect {
        switch shape {
        case .empty: return .null
        case .rect(let r), .oval(let r), .roundedRect(let r, _): return r
        case .circle(let c, let radius):
            return CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        }
    }

    /// `contains(_:)`: whether `point` is inside the filled shape. A rectangle contains its
    /// minimum edges and not its maximum ones (CGRect's rule); a curve contains its edge.
    /// NaN is never inside.
    public func contains(_ point: CGPoint) -> Bool {
        let shape: HitShape
        switch self.shape {
        case .empty: shape = .empty
        case .rect(let r): shape = .rect(Rect(r))
        case .oval(let r): shape = .oval(in: Rect(r))
        case .roundedRect(let r, let radius): shape = .roundedRect(Rect(r), cornerRadius: Double(radius))
        case .circle(let c, let radius): shape = .circle(center: Point(c), radius: Double(radius))
        }
        return shape.contains(Point(point))
    }

    public var description: String { "UIBezierPath(\(shape))" }
}

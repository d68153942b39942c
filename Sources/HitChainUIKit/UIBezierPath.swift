public import Foundation

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
        let (x, y) = (Double(point.x), Double(point.y))
        guard x.isFinite, y.isFinite else { return false }
        switch shape {
        case .empty:
            return false
        case .rect(let r):
            return !r.isEmpty && r.contains(point)
        case .oval(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (x - Double(r.midX)) / (Double(r.width) / 2)
            let dy = (y - Double(r.midY)) / (Double(r.height) / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius):
            guard !r.isEmpty, x >= Double(r.minX), x <= Double(r.maxX), y >= Double(r.minY), y <= Double(r.maxY) else {
                return false
            }
            let rad = Double(radius)
            // The centre of the corner's circle nearest the point; outside the corner squares
            // the point is inside.
            let cx = Swift.min(Swift.max(x, Double(r.minX) + rad), Double(r.maxX) - rad)
            let cy = Swift.min(Swift.max(y, Double(r.minY) + rad), Double(r.maxY) - rad)
            let (dx, dy) = (x - cx, y - cy)
            return dx * dx + dy * dy <= rad * rad
        case .circle(let c, let radius):
            let (dx, dy) = (x - Double(c.x), y - Double(c.y))
            let rad = Double(radius)
            return rad > 0 && dx * dx + dy * dy <= rad * rad
        }
    }

    public var description: String { "UIBezierPath(\(shape))" }
}

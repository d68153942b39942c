/// The shapes hit areas are made of — a rectangle, the oval inscribed in one, a rounded
/// rectangle, a circle — answered exactly for the ideal shape. `UIBezierPath.contains(_:)`
/// and the scene format's shaped `pointInside` overrides both ask these, so the declared form
/// and the Swift code it stands for agree at every point.
public enum HitShape: Hashable, Sendable {
    case empty
    /// A rectangle (standardized): CGRect's rule, minimum edges in, maximum edges out.
    case rect(HCRect)
    /// The ellipse inscribed in the (standardized) rectangle; its edge is inside.
    case oval(in: HCRect)
    /// A rectangle (standardized) with circular corners of the radius (0 … half the shorter
    /// side); its edge is inside.
    case roundedRect(HCRect, cornerRadius: Double)
    /// A circle; its edge is inside; a radius of 0 holds nothing.
    case circle(center: HCPoint, radius: Double)

    /// `UIBezierPath(roundedRect:cornerRadius:)`'s shape: the radius clamped to 0 … half the
    /// shorter side (NaN → 0), as UIKit clamps it.
    public static func roundedRect(clamping rect: HCRect, cornerRadius: Double) -> HitShape {
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2))
        return .roundedRect(r, cornerRadius: radius.isFinite ? radius : 0)
    }

    /// Whether the point is inside the filled shape. NaN is never inside.
    ///
    /// - Complexity: O(1).
    public func contains(_ p: HCPoint) -> Bool {
        let (x, y) = (p.x, p.y)
        guard x.isFinite, y.isFinite else { return false }
        switch self {
        case .empty:
            return false
        case .rect(let r):
            return !r.isEmpty && r.contains(p)
        case .oval(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (x - r.midX) / (r.width / 2)
            let dy = (y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius):
            guard !r.isEmpty, x >= r.minX, x <= r.maxX, y >= r.minY, y <= r.maxY else { return false }
            // The centre of the corner's circle nearest the point; outside the corner squares
            // the point is inside.
            let cx = Swift.min(Swift.max(x, r.minX + radius), r.maxX - radius)
            let cy = Swift.min(Swift.max(y, r.minY + radius), r.maxY - radius)
            let (dx, dy) = (x - cx, y - cy)
            return dx * dx + dy * dy <= radius * radius
        case .circle(let c, let radius):
            let (dx, dy) = (x - c.x, y - c.y)
            return radius > 0 && dx * dx + dy * dy <= radius * radius
        }
    }
}

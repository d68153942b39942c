import HitChainGeometry
import HitChainKit
import HitChainScene

/// Everything the query loop needs about one view, precomputed with exactly the arithmetic
/// the reference uses (`ViewGeometry`, `HCRect.inset(by:)`, `frame`), in plain values: no
/// reference counting, no dynamic dispatch.
struct NodeGeometry {
    /// Conversion from the superview's space into this view's space: `ViewGeometry`'s own.
    var conversion = SuperviewConversion.identity
    /// `point(inside:)`: the bounds, or the hit-slop rectangle.
    var inside = HCRect.zero
    /// This view's frame in its superview's space (what "inside only over subviews" tests).
    var frame = HCRect.zero
    var flags: UInt16 = 0

    static let canReceive: UInt16 = 1 << 0
    /// A forwarding, redirecting, listing or gate-free `hitTest` override, a shaped or
    /// borrowed `point(inside:)` area, or a user's class (whose `hitTest(_:with:)` and
    /// `point(inside:with:)` may be overridden): the reference walks this subtree, calling the
    /// user's code (the documented slow path).
    static let slowPath: UInt16 = 1 << 4
    static let passThrough: UInt16 = 1 << 5
    static let selfOnly: UInt16 = 1 << 6
    static let insideNever: UInt16 = 1 << 7
    static let insideOverSubviews: UInt16 = 1 << 8

    init() {}

    init(_ view: UIView, callsUserClasses: Bool = true) {
        let g = view.geometry
        conversion = SuperviewConversion(g)
        frame = g.frame
        var f: UInt16 = 0
        if TouchRefusal.of(view) == nil { f |= Self.canReceive }
        // The forms the override types call walked (`isWalked`) take the slow path. Most views
        // have neither override: their flags say so without copying the enums (and their weak
        // references).
        if view.hasHitTestOverride {
            let hitTest = view.hitTestOverride
            switch hitTest {
            case .passThrough: f |= Self.passThrough
            case .selfOnly: f |= Self.selfOnly
            default: if hitTest.isWalked { f |= Self.slowPath }
            }
        }
        if view.isUserClass, callsUserClasses { f |= Self.slowPath }
        if view.hasPointInsideOverride {
            let pointInside = view.pointInsideOverride
            switch pointInside {
            case .insetBounds(let insets): inside = g.bounds.inset(by: insets)
            case .never: f |= Self.insideNever
            case .overSubviews: f |= Self.insideOverSubviews
            default:
                inside = g.bounds
                if pointInside.isWalked { f |= Self.slowPath }
            }
        } else {
            inside = g.bounds
        }
        flags = f
    }

    /// `ViewGeometry.convertFromSuperview`: false when the transform is singular.
    @inline(__always)
    func convert(_ px: Double, _ py: Double, _ lx: inout Double, _ ly: inout Double) -> Bool {
        conversion.convert(px, py, &lx, &ly)
    }

    /// The conservative region, in the superview's space, outside which this view's
    /// `hitTest` cannot answer (nil: anywhere, for a forwarding override; `.zero`-sized
    /// with `isEmpty`: nowhere). `childFrames` are its subviews' frames in its own space.
    func extent(childFrames: [HCRect], margin widens: Bool = true) -> HCRect? {
        if flags & Self.slowPath != 0 { return nil }
        if flags & Self.canReceive == 0 || flags & Self.insideNever != 0 || conversion.kind == .singular {
            return .zero
        }
        var local: HCRect
        if flags & Self.insideOverSubviews != 0 {
            guard var u = childFrames.first?.standardized else { return .zero }
            for f in childFrames.dropFirst() {
                let s = f.standardized
                let minX = min(u.minX, s.minX), minY = min(u.minY, s.minY)
                u = HCRect(x: minX, y: minY, width: max(u.maxX, s.maxX) - minX, height: max(u.maxY, s.maxY) - minY)
            }
            local = u
        } else {
            local = inside.standardized
        }
        if local.isEmpty { return .zero }
        // Local → superview, through the four corners (exact for identity, a bounding box
        // otherwise), widened so that no rounding at an edge can exclude a real hit.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [
            (local.minX, local.minY), (local.maxX, local.minY), (local.minX, local.maxY), (local.maxX, local.maxY),
        ] {
            let (sx, sy) = conversion.convertToSuperview(x, y)
            minX = min(minX, sx)
            minY = min(minY, sy)
            maxX = max(maxX, sx)
            maxY = max(maxY, sy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let magnitude = max(abs(minX), abs(minY), abs(maxX), abs(maxY), conversion.magnitude, 1)
        let margin = widens ? magnitude * 1e-9 + (conversion.kind == .identity ? 0 : magnitude * 1e-6) : 0
        return HCRect(
            x: minX - margin, y: minY - margin, width: (maxX - minX) + 2 * margin, height: (maxY - minY) + 2 * margin)
    }
}

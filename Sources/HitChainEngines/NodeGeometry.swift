import HitChainGeometry
import HitChainKit
import HitChainScene

/// Everything the query loop needs about one view, precomputed with exactly the arithmetic
/// the reference uses (`ViewGeometry`, `Rect.inset(by:)`, `frame`), in plain values: no
/// reference counting, no dynamic dispatch.
struct NodeGeometry {
    // Conversion from the superview's space into this view's space.
    var frameOriginX = 0.0, frameOriginY = 0.0
    var boundsOriginX = 0.0, boundsOriginY = 0.0
    var centerX = 0.0, centerY = 0.0
    var tx = 0.0, ty = 0.0
    var ia = 1.0, ib = 0.0, ic = 0.0, id = 1.0
    var halfWidth = 0.0, halfHeight = 0.0
    /// `point(inside:)`: the bounds, or the hit-slop rectangle.
    var inside = Rect.zero
    /// This view's frame in its superview's space (what "inside only over subviews" tests).
    var frame = Rect.zero
    var flags: UInt16 = 0

    static let canReceive: UInt16 = 1 << 0
    static let identity: UInt16 = 1 << 1
    static let translationOnly: UInt16 = 1 << 2
    static let singular: UInt16 = 1 << 3
    /// A forwarding override: the reference walks this subtree (the documented slow path).
    static let slowPath: UInt16 = 1 << 4
    static let passThrough: UInt16 = 1 << 5
    static let selfOnly: UInt16 = 1 << 6
    static let insideNever: UInt16 = 1 << 7
    static let insideOverSubviews: UInt16 = 1 << 8

    init() {}

    init(_ view: View) {
        let g = view.geometry
        frameOriginX = g.frameOrigin.x
        frameOriginY = g.frameOrigin.y
        boundsOriginX = g.boundsOrigin.x
        boundsOriginY = g.boundsOrigin.y
        centerX = g.center.x
        centerY = g.center.y
        let t = g.transform
        tx = t.tx
        ty = t.ty
        halfWidth = g.size.width * 0.5
        halfHeight = g.size.height * 0.5
        frame = g.frame
        var f: UInt16 = 0
        if t.isIdentity {
            f |= Self.identity
        } else if let inv = g.inverseLinear {
            ia = inv.a
            ib = inv.b
            ic = inv.c
            id = inv.d
            if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { f |= Self.translationOnly }
        } else {
            f |= Self.singular
        }
        if !view.isHidden, view.isUserInteractionEnabled, !(Double(view.alpha) < 0.01), !(view.isControl && !view.isEnabled) {
            f |= Self.canReceive
        }
        switch view.hitTestOverride {
        case .default: break
        case .passThrough: f |= Self.passThrough
        case .selfOnly: f |= Self.selfOnly
        case .forward: f |= Self.slowPath
        }
        switch view.pointInsideOverride {
        case .default: inside = g.bounds
        case .insetBounds(let insets): inside = g.bounds.inset(by: insets)
        case .never: f |= Self.insideNever
        case .overSubviews: f |= Self.insideOverSubviews
        }
        flags = f
    }

    /// `ViewGeometry.convertFromSuperview`, operation for operation. Returns false when the
    /// transform is singular (the view contains no point).
    ///
    /// A pure translation skips the multiplications: `1·vx + (−0)·vy` is `vx` for every
    /// finite `vy` (up to the sign of a zero, which no comparison sees).
    @inline(__always)
    func convert(_ px: Double, _ py: Double, _ lx: inout Double, _ ly: inout Double) -> Bool {
        if flags & Self.identity != 0 {
            lx = (px - frameOriginX) + boundsOriginX
            ly = (py - frameOriginY) + boundsOriginY
            return true
        }
        if flags & Self.singular != 0 { return false }
        let vx = (px - centerX) - tx
        let vy = (py - centerY) - ty
        var x: Double, y: Double
        if flags & Self.translationOnly != 0, vx.isFinite, vy.isFinite {
            x = vx
            y = vy
        } else {
            x = ia * vx + ic * vy
            y = ib * vx + id * vy
        }
        lx = (x + halfWidth) + boundsOriginX
        ly = (y + halfHeight) + boundsOriginY
        return true
    }

    /// The conservative region, in the superview's space, outside which this view's
    /// `hitTest` cannot answer (nil: anywhere, for a forwarding override; `.zero`-sized
    /// with `isEmpty`: nowhere). `childFrames` are its subviews' frames in its own space.
    func extent(childFrames: [Rect], margin widens: Bool = true) -> Rect? {
        if flags & Self.slowPath != 0 { return nil }
        if flags & Self.canReceive == 0 || flags & Self.insideNever != 0 || flags & Self.singular != 0 { return .zero }
        var local: Rect
        if flags & Self.insideOverSubviews != 0 {
            guard var u = childFrames.first?.standardized else { return .zero }
            for f in childFrames.dropFirst() {
                let s = f.standardized
                let minX = min(u.minX, s.minX), minY = min(u.minY, s.minY)
                u = Rect(x: minX, y: minY, width: max(u.maxX, s.maxX) - minX, height: max(u.maxY, s.maxY) - minY)
            }
            local = u
        } else {
            local = inside.standardized
        }
        if local.isEmpty { return .zero }
        // Local → superview, through the four corners (exact for identity, a bounding box
        // otherwise), widened so that no rounding at an edge can exclude a real hit.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(local.minX, local.minY), (local.maxX, local.minY), (local.minX, local.maxY), (local.maxX, local.maxY)] {
            let sx: Double, sy: Double
            if flags & Self.identity != 0 {
                sx = (x - boundsOriginX) + frameOriginX
                sy = (y - boundsOriginY) + frameOriginY
            } else {
                // The forward transform is the inverse of (ia ib ic id).
                let ux = (x - boundsOriginX) - halfWidth
                let uy = (y - boundsOriginY) - halfHeight
                let det = ia * id - ib * ic
                let a = id / det, b = -ib / det, c = -ic / det, d = ia / det
                sx = (a * ux + c * uy + tx) + centerX
                sy = (b * ux + d * uy + ty) + centerY
            }
            minX = min(minX, sx)
            minY = min(minY, sy)
            maxX = max(maxX, sx)
            maxY = max(maxY, sy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let magnitude = max(abs(minX), abs(minY), abs(maxX), abs(maxY), abs(frameOriginX), abs(frameOriginY), abs(centerX), abs(centerY), 1)
        let margin = widens ? magnitude * 1e-9 + (flags & Self.identity != 0 ? 0 : magnitude * 1e-6) : 0
        return Rect(x: minX - margin, y: minY - margin, width: (maxX - minX) + 2 * margin, height: (maxY - minY) + 2 * margin)
    }
}

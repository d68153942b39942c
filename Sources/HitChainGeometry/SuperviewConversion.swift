/// The arithmetic of `ViewGeometry.convertFromSuperview` on plain values: the one place a
/// point is taken from a superview's space into a view's space. The reference walk uses it
/// through `ViewGeometry`; the flattened engines store it per view and call it in their
/// query loops, so every engine converts operation for operation alike.
public struct SuperviewConversion: Hashable, Sendable {
    /// Which arithmetic the view's transform needs.
    public enum Kind: UInt8, Hashable, Sendable {
        /// No transform: subtract the frame origin, add the bounds origin.
        case identity
        /// A pure translation: the linear part is skipped (`1·vx + (−0)·vy` is `vx` for every
        /// finite `vy`, up to the sign of a zero, which no comparison sees).
        case translation
        /// Any other invertible transform.
        case general
        /// A singular transform: the view contains no point.
        case singular
    }

    /// Which arithmetic the conversion takes.
    public let kind: Kind
    @usableFromInline let frameOriginX: Double, frameOriginY: Double
    @usableFromInline let boundsOriginX: Double, boundsOriginY: Double
    @usableFromInline let centerX: Double, centerY: Double
    @usableFromInline let tx: Double, ty: Double
    /// The inverse of the transform's linear part.
    @usableFromInline let ia: Double, ib: Double, ic: Double, id: Double
    @usableFromInline let halfWidth: Double, halfHeight: Double

    /// The conversion into a view with geometry `g`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(_ g: ViewGeometry) {
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
        let inv = g.inverseLinear ?? .identity
        ia = inv.a
        ib = inv.b
        ic = inv.c
        id = inv.d
        if t.isIdentity {
            kind = .identity
        } else if g.inverseLinear == nil {
            kind = .singular
        } else if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            kind = .translation
        } else {
            kind = .general
        }
    }

    /// The identity conversion of an empty view at the origin.
    public static let identity = SuperviewConversion(ViewGeometry(frame: .zero))

    /// Converts (`px`, `py`) into the view's space, into `lx`, `ly`. Returns false when the
    /// transform is singular.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func convert(_ px: Double, _ py: Double, _ lx: inout Double, _ ly: inout Double) -> Bool {
        switch kind {
        case .identity:
            lx = (px - frameOriginX) + boundsOriginX
            ly = (py - frameOriginY) + boundsOriginY
            return true
        case .singular:
            return false
        case .translation, .general:
            let vx = (px - centerX) - tx
            let vy = (py - centerY) - ty
            var x: Double, y: Double
            if kind == .translation, vx.isFinite, vy.isFinite {
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
    }

    /// The other way: a point in the view's space into the superview's, through the forward
    /// transform recovered from the stored inverse (for conservative extents, not for hits).
    ///
    /// - Complexity: O(1).
    public func convertToSuperview(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        if kind == .identity { return ((x - boundsOriginX) + frameOriginX, (y - boundsOriginY) + frameOriginY) }
        let ux = (x - boundsOriginX) - halfWidth
        let uy = (y - boundsOriginY) - halfHeight
        let det = ia * id - ib * ic
        let a = id / det, b = -ib / det, c = -ic / det, d = ia / det
        return ((a * ux + c * uy + tx) + centerX, (b * ux + d * uy + ty) + centerY)
    }

    /// For a translation or an axis-aligned scale, the conversion as real arithmetic per axis:
    /// local = `sx` · parent + `ox` (and the same in y). Nil for rotations, shears and
    /// singular transforms. For indexes that place views in screen space with a rounding
    /// margin (`convert` is the exact operation order).
    public var axisAligned: (sx: Double, ox: Double, sy: Double, oy: Double)? {
        switch kind {
        case .identity:
            return (1, boundsOriginX - frameOriginX, 1, boundsOriginY - frameOriginY)
        case .translation:
            return (1, halfWidth + boundsOriginX - centerX - tx, 1, halfHeight + boundsOriginY - centerY - ty)
        case .general:
            guard ib == 0, ic == 0 else { return nil }
            return (
                ia, halfWidth + boundsOriginX - ia * (centerX + tx), id,
                halfHeight + boundsOriginY - id * (centerY + ty)
            )
        case .singular:
            return nil
        }
    }

    /// The sum of every number the placement involves, in magnitude: with a conversion's few
    /// roundings, the scale of its error (for rounding margins).
    public var termMagnitude: Double {
        abs(frameOriginX) + abs(frameOriginY) + abs(boundsOriginX) + abs(boundsOriginY) + abs(centerX) + abs(centerY)
            + abs(tx) + abs(ty) + abs(halfWidth) + abs(halfHeight)
    }

    /// The largest coordinate the placement involves (for rounding margins).
    public var magnitude: Double { max(abs(frameOriginX), abs(frameOriginY), abs(centerX), abs(centerY)) }
}

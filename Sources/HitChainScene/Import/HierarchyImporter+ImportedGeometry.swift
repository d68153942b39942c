import HitChainGeometry

/// A transformed view's geometry from what recursiveDescription prints: its `frame` — the
/// bounding box of its transformed bounds — and its `transform = [a, b, c, d, tx, ty]`.
///
/// The box of bounds (w, h) under [a b c d] is W = |a|w + |c|h wide and H = |b|w + |d|h high,
/// whatever the anchor point: that 2 × 2 system gives the bounds size (a printed `bounds`
/// gives it directly). The box's centre is where the bounds' centre goes: the view's centre
/// moved by (tx, ty), so the centre is the box's centre less (tx, ty) — UIKit's `center` for
/// the default anchor point, and for any other the centre that puts the transformed bounds
/// where UIKit draws them, which is what hit-testing reads. The printed numbers have six
/// significant digits (`%g`): a size within their error of a sixth of a point (a pixel on
/// every screen scale), or a centre within it of a twelfth, is taken to be that.
///
/// Within about 0.3° of a half-quarter turn (45°, 135°, …) the box tells only w + h, not each;
/// a size the box cannot give (negative), a singular matrix, or a window's transform (a scene's
/// windows have none) leaves the view unrotated as its box, with a warning that names the line.
extension HierarchyImporter {
    /// `d`'s geometry: `frame` placed with `boundsOrigin`, undone through its transform when it
    /// has one; and the warning when it could not be.
    static func geometry(_ d: DumpedView, frame: HCRect, boundsOrigin: HCPoint, isWindow: Bool, file: String?)
        throws(SceneError) -> (ViewGeometry, DumpWarning?)
    {
        let plain = ViewGeometry(frame: frame, boundsOrigin: boundsOrigin)
        guard let text = d.fields["transform"] else { return (plain, nil) }
        guard let m = numbers(text), m.count == 6 else {
            throw error(d, "transform is \"[a, b, c, d, tx, ty]\", not \"\(text)\"", field: "transform", file)
        }
        let t = ViewTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        if t.isIdentity { return (plain, nil) }
        if isWindow { return (plain, .windowTransform(line: d.line, transform: text)) }
        let box = frame.standardized
        let size: HCSize
        if let printed = d.fields["bounds"].flatMap(numbers), printed.count == 4, printed[2] >= 0, printed[3] >= 0 {
            size = HCSize(width: printed[2], height: printed[3])
        } else {
            switch boundsSize(of: box.size, under: t) {
            case .success(let solved): size = solved
            case .failure(let why):
                return (
                    plain,
                    .transformKept(
                        line: d.line, className: shortClassName(d.className), transform: text,
                        why: why.text)
                )
            }
        }
        let error = { (v: Double) in 5e-6 * abs(v) }
        let center = HCPoint(
            x: snapped(box.midX - t.tx, to: 12, within: error(box.minX) + error(box.width) * 0.5),
            y: snapped(box.midY - t.ty, to: 12, within: error(box.minY) + error(box.height) * 0.5))
        return (ViewGeometry(center: center, size: size, boundsOrigin: boundsOrigin, transform: t), nil)
    }

    /// Why a box could not be undone.
    enum UnsolvedBox: Error {
        case singular, noSize

        var text: String {
            switch self {
            case .singular: return "cannot tell its width from its height in its printed frame (its bounding box)"
            case .noSize: return "gives no size whose bounding box is its printed frame"
            }
        }
    }

    /// The bounds size (w, h) whose box under `t` is `box`: |a|w + |c|h = W, |b|w + |d|h = H.
    static func boundsSize(of box: HCSize, under t: ViewTransform) -> Result<HCSize, UnsolvedBox> {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let det = a * d - c * b
        let scale = max(a, c) * max(b, d)
        guard scale > 0, scale.isFinite, abs(det) >= 1e-2 * scale else { return .failure(.singular) }
        let (bw, bh) = (box.width, box.height)
        let w = (d * bw - c * bh) / det
        let h = (a * bh - b * bw) / det
        // How far the solution may be from the truth, from the printed box's six digits.
        let (ew, eh) = (5e-6 * bw + 1e-9, 5e-6 * bh + 1e-9)
        let errorW = (d * ew + c * eh) / abs(det)
        let errorH = (a * eh + b * ew) / abs(det)
        guard w.isFinite, h.isFinite, w >= -errorW, h >= -errorH else { return .failure(.noSize) }
        return .success(
            HCSize(width: snapped(max(w, 0), to: 6, within: errorW), height: snapped(max(h, 0), to: 6, within: errorH)))
    }

    /// `v` on the grid of 1/`steps` points when it is within `error` of it, else `v`.
    static func snapped(_ v: Double, to steps: Double, within error: Double) -> Double {
        let grid = (v * steps).rounded() / steps
        return abs(v - grid) <= error ? grid : v
    }
}

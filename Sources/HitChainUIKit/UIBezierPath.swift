public import Foundation
import HitChainGeometry

/// UIBezierPath, for the shapes hit areas are made of: the rectangle, oval, rounded-rectangle
/// and arc initializers, and paths built with `move(to:)`, `addLine(to:)`, `addArc(…)`,
/// `addCurve(…)`, `addQuadCurve(…)`, `close()` and `append(_:)`, filled by the nonzero or
/// the even-odd rule.
///
/// `contains(_:)` is exact for a path made by one shape initializer (the ideal rectangle,
/// oval, circle or circular-cornered rectangle) and for straight lines. Curves and arcs in a
/// built path are stored as cubic curves, as `CGPath` stores them, and tested flattened to
/// within 0.005 pt; UIKit flattens too, and draws `roundedRect` corners as continuous curves,
/// so right at a curved edge its answer can differ by a fraction of a point
/// (docs/uikit-api.md).
open class UIBezierPath: CustomStringConvertible {
    /// The ideal shape of a path made by one shape initializer and not changed since.
    private var exactShape: HitShape?
    private var path = BezierElements()
    /// The flattened subpaths, made when first asked and dropped when the path changes.
    private var flattened: [[CGPoint]]?

    /// `usesEvenOddFillRule`: false fills by the nonzero winding rule (the default).
    open var usesEvenOddFillRule = false
    /// `lineWidth`: kept for drawing code; it does not change `contains(_:)`.
    open var lineWidth: CGFloat = 1

    /// `init()`: an empty path, which contains nothing.
    public init() {}

    /// `init(rect:)`: a closed rectangle, from its origin clockwise.
    public convenience init(rect: CGRect) {
        let r = rect.standardized
        self.init()
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
        exactShape = .rect(HCRect(r))
    }

    /// `init(ovalIn:)`: the ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        let r = rect.standardized
        self.init()
        appendEllipse(in: r)
        exactShape = .oval(in: HCRect(r))
    }

    /// `init(roundedRect:cornerRadius:)`: corners of `cornerRadius`, at most half the
    /// shorter side (as UIKit clamps it).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let shape = HitShape.roundedRect(clamping: HCRect(rect), cornerRadius: Double(cornerRadius))
        self.init()
        if case .roundedRect(let r, let radius) = shape {
            let size = CGSize(width: radius, height: radius)
            appendRoundedRect(r.cgRect, .allCorners, size)
        }
        exactShape = shape
    }

    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: the chosen corners rounded by
    /// elliptical quarter arcs of `cornerRadii`, each radius at most half its side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let radii = CGSize(
            width: Self.clamp(cornerRadii.width, r.width / 2), height: Self.clamp(cornerRadii.height, r.height / 2))
        self.init()
        appendRoundedRect(r, corners, radii)
        if corners.isEmpty || radii.width == 0 || radii.height == 0 {
            exactShape = .rect(HCRect(r))
        } else if corners == .allCorners, radii.width == radii.height {
            exactShape = .roundedRect(HCRect(r), cornerRadius: Double(radii.width))
        }
    }

    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: an open arc; filling closes it
    /// by its chord. A full turn is the exact circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let sweep = BezierElements.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        if abs(sweep) >= 2 * Double.pi - 1e-12 {
            exactShape = .circle(center: HCPoint(center), radius: Double(abs(radius)))
        }
    }

    // MARK: Building

    /// `move(to:)`: starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        changed()
        path.move(to: point)
    }

    /// `addLine(to:)`: a straight line from the current point; ignored when there is none.
    open func addLine(to point: CGPoint) {
        changed()
        _ = path.add(.line(point), end: point)
    }

    /// `addCurve(to:controlPoint1:controlPoint2:)`: a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        changed()
        _ = path.add(.curve(endPoint, control1: controlPoint1, control2: controlPoint2), end: endPoint)
    }

    /// `addQuadCurve(to:controlPoint:)`: a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        changed()
        _ = path.add(.quadCurve(endPoint, control: controlPoint), end: endPoint)
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point
    /// to the arc's start (a move when the path is empty), then the arc. Angles are in radians
    /// from the positive x axis; clockwise is increasing angle on a y-down screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        changed()
        path.addArc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise)
    }

    /// `close()`: a line back to the subpath's start, which ends the subpath.
    open func close() {
        changed()
        path.close()
    }

    /// `append(_:)`: the other path's subpaths, after this one's.
    open func append(_ bezierPath: UIBezierPath) {
        changed()
        path.append(bezierPath.path)
    }

    /// `removeAllPoints()`: empties the path.
    open func removeAllPoints() {
        changed()
        path = BezierElements()
    }

    /// `apply(_:)`: transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let shape = exactShape
        changed()
        path.apply(transform)
        if let shape, transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
            exactShape = Self.scaled(shape, transform)
        }
    }

    // MARK: Reading

    /// `isEmpty`: whether the path has no elements.
    open var isEmpty: Bool { path.elements.isEmpty }

    /// `currentPoint`: where the next line or curve starts; `.zero` when the path is empty.
    open var currentPoint: CGPoint { path.current ?? .zero }

    /// `bounds`: the box of every point of the path, control points included (as
    /// `CGPath.boundingBox`); `.null` when the path is empty.
    open var bounds: CGRect {
        switch exactShape {
        case .rect(let r), .oval(let r), .roundedRect(let r, _):
            return r.cgRect
        case .circle(let c, let radius):
            return CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        case .empty, nil:
            return path.controlPointBounds
        }
    }

    /// `contains(_:)`: whether `point` is inside the filled path (every subpath closed, by
    /// `usesEvenOddFillRule`'s rule). A rectangle contains its minimum edges and not its
    /// maximum ones (CGRect's rule); an initializer's curve contains its edge. NaN is never
    /// inside.
    ///
    /// - Complexity: O(1) for one shape initializer; else O(flattened points).
    open func contains(_ point: CGPoint) -> Bool {
        if let exactShape { return exactShape.contains(HCPoint(point)) }
        let polygons = flattened ?? path.polygons()
        flattened = polygons
        return BezierElements.fills(point, polygons, evenOdd: usesEvenOddFillRule)
    }

    /// `UIBezierPath(N elements)`.
    open var description: String { "UIBezierPath(\(path.elements.count) elements)" }

    // MARK: Private

    private func changed() {
        exactShape = nil
        flattened = nil
    }

    private static func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(0, Swift.min(value, limit)) : 0
    }

    private static func scaled(_ shape: HitShape, _ t: CGAffineTransform) -> HitShape? {
        func map(_ r: HCRect) -> HCRect {
            let box = r.cgRect.applying(t)
            return HCRect(box)
        }
        switch shape {
        case .empty: return .empty
        case .rect(let r): return .rect(map(r))
        case .oval(let r): return .oval(in: map(r))
        case .roundedRect(let r, let radius):
            return t.a == t.d ? .roundedRect(map(r), cornerRadius: radius * Double(t.a)) : nil
        case .circle(let c, let radius):
            guard t.a == t.d else { return nil }
            let centre = CGPoint(x: c.x, y: c.y).applying(t)
            return .circle(center: HCPoint(centre), radius: radius * Double(t.a))
        }
    }

    /// An ellipse as four cubic quarter arcs, clockwise from its rightmost point.
    private func appendEllipse(in r: CGRect) {
        let (rx, ry) = (r.width / 2, r.height / 2)
        let centre = CGPoint(x: r.midX, y: r.midY)
        path.move(to: CGPoint(x: r.maxX, y: r.midY))
        for quarter in 0..<4 {
            quarterArc(centre, rx, ry, from: Double(quarter) * .pi / 2)
        }
        path.close()
    }

    /// A rectangle from the top edge clockwise, the chosen corners as elliptical quarter arcs.
    private func appendRoundedRect(_ r: CGRect, _ corners: UIRectCorner, _ radii: CGSize) {
        let (rx, ry) = (radii.width, radii.height)
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        path.move(to: CGPoint(x: r.minX + tl.0, y: r.minY))
        _ = path.add(.line(CGPoint(x: r.maxX - tr.0, y: r.minY)), end: CGPoint(x: r.maxX - tr.0, y: r.minY))
        quarterArc(CGPoint(x: r.maxX - tr.0, y: r.minY + tr.1), tr.0, tr.1, from: -.pi / 2)
        lineTo(CGPoint(x: r.maxX, y: r.maxY - br.1))
        quarterArc(CGPoint(x: r.maxX - br.0, y: r.maxY - br.1), br.0, br.1, from: 0)
        lineTo(CGPoint(x: r.minX + bl.0, y: r.maxY))
        quarterArc(CGPoint(x: r.minX + bl.0, y: r.maxY - bl.1), bl.0, bl.1, from: .pi / 2)
        lineTo(CGPoint(x: r.minX, y: r.minY + tl.1))
        quarterArc(CGPoint(x: r.minX + tl.0, y: r.minY + tl.1), tl.0, tl.1, from: .pi)
        path.close()
    }

    private func lineTo(_ p: CGPoint) { _ = path.add(.line(p), end: p) }

    /// A clockwise elliptical quarter arc from angle `a` as one cubic curve; nothing when a
    /// radius is 0 (a square corner).
    private func quarterArc(_ c: CGPoint, _ rx: CGFloat, _ ry: CGFloat, from a: Double) {
        guard rx > 0, ry > 0 else { return }
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let b = a + .pi / 2
        let (ca, sa, cb, sb) = (CGFloat(cos(a)), CGFloat(sin(a)), CGFloat(cos(b)), CGFloat(sin(b)))
        let p0 = CGPoint(x: c.x + rx * ca, y: c.y + ry * sa)
        let p3 = CGPoint(x: c.x + rx * cb, y: c.y + ry * sb)
        let c1 = CGPoint(x: p0.x - k * rx * sa, y: p0.y + k * ry * ca)
        let c2 = CGPoint(x: p3.x + k * rx * sb, y: p3.y - k * ry * cb)
        _ = path.add(.curve(p3, control1: c1, control2: c2), end: p3)
    }
}

import Foundation

/// A path's elements as Core Graphics keeps them: moves, lines, quadratic and cubic curves and
/// closes. Arcs and ovals are stored as cubic curves of at most a quarter turn each, as
/// `CGPath` stores them, so a transform applies to every element alike.
struct BezierElements {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []
    /// Where the open subpath began (a close returns there); nil before the first move.
    private(set) var subpathStart: CGPoint?
    /// The end of the last element (`currentPoint`); nil while empty.
    private(set) var current: CGPoint?

    /// The most elements a flattened curve contributes.
    static let maxSegmentsPerCurve = 256
    /// How far, at most, a flattened curve strays from the curve, in points.
    static let flatness: Double = 0.005

    mutating func move(to p: CGPoint) {
        elements.append(.move(p))
        subpathStart = p
        current = p
    }

    /// A line, curve or arc needs a current point; UIKit logs and ignores one without it.
    mutating func add(_ element: Element, end: CGPoint) -> Bool {
        guard current != nil else { return false }
        elements.append(element)
        current = end
        return true
    }

    mutating func close() {
        guard let start = subpathStart, current != nil else { return }
        elements.append(.close)
        current = start
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point
    /// to the arc's start (a move when there is none), then cubic curves of at most 90°.
    /// `clockwise` is increasing angle, which is clockwise on a screen whose y grows downwards.
    mutating func addArc(center c: CGPoint, radius r: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool) {
        let sweep = Self.sweep(from: Double(start), to: Double(end), clockwise: clockwise)
        let radius = Double(abs(r))
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: Double(c.x) + radius * cos(a), y: Double(c.y) + radius * sin(a))
        }
        let first = point(Double(start))
        if current == nil { move(to: first) } else { _ = add(.line(first), end: first) }
        guard sweep != 0, sweep.isFinite, radius.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = Double(start)
        for _ in 0..<pieces {
            let b = a + step
            let (p0, p3) = (point(a), point(b))
            let c1 = CGPoint(x: Double(p0.x) - k * sin(a), y: Double(p0.y) + k * cos(a))
            let c2 = CGPoint(x: Double(p3.x) + k * sin(b), y: Double(p3.y) - k * cos(b))
            _ = add(.curve(p3, control1: c1, control2: c2), end: p3)
            a = b
        }
    }

    /// The signed sweep of an arc: positive when clockwise, at most one full turn.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let d = clockwise ? end - start : start - end
        guard d.isFinite else { return 0 }
        let wrapped: Double
        if d >= turn {
            wrapped = turn
        } else if d >= 0 {
            wrapped = d
        } else {
            let r = d.truncatingRemainder(dividingBy: turn)
            wrapped = r == 0 ? 0 : r + turn
        }
        return clockwise ? wrapped : -wrapped
    }

    mutating func append(_ other: BezierElements) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): _ = add(e, end: p)
            case .quadCurve(let p, _): _ = add(e, end: p)
            case .curve(let p, _, _): _ = add(e, end: p)
            case .close: close()
            }
        }
    }

    mutating func apply(_ t: CGAffineTransform) {
        elements = elements.map {
            switch $0 {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: return .close
            }
        }
        subpathStart = subpathStart?.applying(t)
        current = current?.applying(t)
    }

    /// The box of every point, control points included (`CGPath`'s bounding box); `.null`
    /// when there is none.
    var controlPointBounds: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return box
    }

    /// The subpaths as polygons (curves flattened within `flatness`), each implicitly closed,
    /// as filling closes them.
    ///
    /// - Complexity: O(elements × `maxSegmentsPerCurve`) at most.
    func polygons() -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        var ring: [CGPoint] = []
        func finish() {
            if ring.count > 2 { out.append(ring) }
            ring = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                ring = [p]
            case .line(let p):
                ring.append(p)
            case .quadCurve(let p, let c):
                guard let p0 = ring.last else { continue }
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Self.flatten(from: p0, c1, c2, p, into: &ring)
            case .curve(let p, let c1, let c2):
                guard let p0 = ring.last else { continue }
                Self.flatten(from: p0, c1, c2, p, into: &ring)
            case .close:
                let start = ring.first
                finish()
                if let start { ring = [start] }
            }
        }
        finish()
        return out
    }

    /// A cubic Bézier as line segments: enough that the chord error stays under `flatness`
    /// (from the control polygon's second differences), at most `maxSegmentsPerCurve`.
    private static func flatten(
        from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, into ring: inout [CGPoint]
    ) {
        let ddx = max(abs(Double(p0.x - 2 * p1.x + p2.x)), abs(Double(p1.x - 2 * p2.x + p3.x)))
        let ddy = max(abs(Double(p0.y - 2 * p1.y + p2.y)), abs(Double(p1.y - 2 * p2.y + p3.y)))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let wanted = (3.0 / 4.0 * dd / flatness).squareRoot().rounded(.up)
        let n = wanted.isFinite ? Int(min(max(wanted, 1), Double(maxSegmentsPerCurve))) : 1
        for k in 1...n {
            let t = Double(k) / Double(n)
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            ring.append(
                CGPoint(
                    x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x),
                    y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y)))
        }
    }

    /// Whether `p` is inside the filled polygons: the nonzero winding rule, or the even-odd
    /// rule. An edge counts for a horizontal ray when the point's y is in its half-open span,
    /// so a rectangle holds its minimum edges and not its maximum ones (CGRect's rule).
    static func fills(_ p: CGPoint, _ polygons: [[CGPoint]], evenOdd: Bool) -> Bool {
        guard p.x.isFinite, p.y.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for ring in polygons {
            var a = ring[ring.count - 1]
            for b in ring {
                defer { a = b }
                let upward = a.y <= p.y && p.y < b.y
                let downward = b.y <= p.y && p.y < a.y
                guard upward || downward else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x.isFinite, p.x < x else { continue }
                crossings += 1
                winding += upward ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}

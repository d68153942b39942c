public import HitChainGeometry
public import HitChainKit

/// A picture of a live scene, to scale: every view's outline in screen space (transforms
/// and scroll offsets applied), names, the touch point, and marks for what a walk or a
/// failure says about some views; a legend beside it.
///
/// Views are drawn back to front (windows from the back, each tree parents first), one
/// `polygon` per view with `data-name` and the marks as CSS classes, so tests and tools can
/// read the picture back. At most `maxViews` views are drawn (marked views always).
public struct ScenePicture {
    /// What a picture says about a view; each is a CSS class and a legend entry.
    public enum Mark: String, CaseIterable, Sendable {
        case hit, path, target, blocker, skipped, outside, expected, actual

        var legend: String {
            switch self {
            case .hit: return "hit view (gets the touch)"
            case .path: return "its path to the window"
            case .target: return "the view asked about (--why-not)"
            case .blocker: return "the view that kept the touch away"
            case .skipped: return "skipped by its flags (hidden, no interaction, alpha, disabled)"
            case .outside: return "pointInside answered NO"
            case .expected: return "expected (the reference)"
            case .actual: return "actual (the engine)"
            }
        }
    }

    public let application: Application
    public var title: String
    public var point: Point?
    /// Lines printed under the legend (a reason, a failure).
    public var notes: [String] = []
    public var maxViews = 4_000
    private var marks: [ObjectIdentifier: Set<Mark>] = [:]

    public init(application: Application, point: Point?, title: String) {
        self.application = application
        self.point = point
        self.title = title
    }

    public mutating func mark(_ view: View, _ mark: Mark) {
        marks[ObjectIdentifier(view), default: []].insert(mark)
    }

    public func marks(of view: View) -> Set<Mark> { marks[ObjectIdentifier(view)] ?? [] }

    /// The views to draw, back to front, parents before children; marked views always.
    ///
    /// - Complexity: O(n) in the views of the scene; no recursion.
    func drawnViews() -> (views: [View], omitted: Int) {
        var all: [View] = []
        for window in application.windowsFrontToBack.reversed() {
            var pending: [View] = [window]
            while let v = pending.popLast() {
                all.append(v)
                pending.append(contentsOf: v.subviews.reversed())
            }
        }
        guard all.count > maxViews else { return (all, 0) }
        var budget = maxViews - all.count { !marks(of: $0).isEmpty }
        let kept = all.filter { v in
            if !marks(of: v).isEmpty { return true }
            budget -= 1
            return budget >= 0
        }
        return (kept, all.count - kept.count)
    }

    /// The picture as an SVG document.
    public func svg() -> String {
        let (views, omitted) = drawnViews()
        let canvas = Canvas(application: application, point: point)
        var layout = PictureLayout(canvas: canvas)
        var doc = SVGDocument(width: layout.width, height: layout.height, style: Self.style)
        doc.element("text", ["x": "12", "y": "22", "class": "title"], text: title)
        doc.open("g", ["class": "views"])
        for v in views {
            let corners = canvas.corners(of: v)
            let classes = (["view"] + (v is Window ? ["window"] : []) + marks(of: v).map(\.rawValue).sorted())
            doc.element(
                "polygon",
                [
                    "points": corners.map { "\(SVGDocument.number($0.x)),\(SVGDocument.number($0.y))" }.joined(
                        separator: " "),
                    "class": classes.joined(separator: " "), "data-name": v.name,
                ],
                title: "\(v.label): \(v.shortPath)")
            if case .insetBounds(let insets) = v.pointInsideOverride {
                let area = canvas.corners(of: v, rect: v.geometry.bounds.inset(by: insets).standardized)
                doc.element(
                    "polygon",
                    [
                        "points": area.map { "\(SVGDocument.number($0.x)),\(SVGDocument.number($0.y))" }.joined(
                            separator: " "),
                        "class": "hit-area", "data-area-for": v.name,
                    ])
            }
        }
        doc.close("g")
        if let p = point.map(canvas.map) { drawPoint(p, into: &doc) }
        layout.labels(for: views, picture: self, into: &doc)
        layout.legend(picture: self, views: views, omitted: omitted, into: &doc)
        return doc.text
    }

    private func drawPoint(_ p: Point, into doc: inout SVGDocument) {
        let x = SVGDocument.number(p.x), y = SVGDocument.number(p.y)
        doc.open("g", ["class": "touch"])
        doc.element("circle", ["cx": x, "cy": y, "r": "7", "class": "touch-ring"])
        doc.element("line", ["x1": SVGDocument.number(p.x - 11), "y1": y, "x2": SVGDocument.number(p.x + 11), "y2": y])
        doc.element("line", ["x1": x, "y1": SVGDocument.number(p.y - 11), "x2": x, "y2": SVGDocument.number(p.y + 11)])
        doc.close("g")
    }

    static let style = """
        .title { font-size: 15px; font-weight: bold; }
        .view { fill: none; stroke: #9ca3af; stroke-width: 1; }
        .window { stroke: #374151; stroke-width: 1.5; }
        .path { stroke: #2563eb; stroke-width: 2.5; }
        .skipped { stroke-dasharray: 5 3; opacity: 0.45; }
        .outside { stroke: #dc2626; stroke-dasharray: 2 2; }
        .expected { stroke: #16a34a; stroke-width: 3; fill: #16a34a; fill-opacity: 0.15; }
        .actual { stroke: #dc2626; stroke-width: 3; fill: #dc2626; fill-opacity: 0.15; }
        .target { stroke: #7c3aed; stroke-width: 3; stroke-dasharray: 7 3; }
        .blocker { stroke: #ea580c; stroke-width: 4; stroke-dasharray: none; opacity: 1; }
        .hit-area { fill: none; stroke: #0891b2; stroke-width: 1.5; stroke-dasharray: 3 2; }
        .hit { stroke: #1d4ed8; stroke-width: 3; fill: #3b82f6; fill-opacity: 0.3; }
        .touch line, .touch-ring { stroke: #dc2626; stroke-width: 2; fill: none; }
        .label { font-size: 11px; fill: #111827; }
        .label-bg { fill: white; fill-opacity: 0.85; stroke: none; }
        .legend { font-size: 12px; fill: #111827; }
        .note { font-size: 12px; fill: #374151; }

        """
}

/// Screen points → picture pixels: the windows (and the point) to scale, with a margin.
struct Canvas {
    let origin: Point
    let scale: Double
    let width: Double
    let height: Double
    static let margin = 24.0
    static let top = 36.0

    init(application: Application, point: Point?) {
        var lo = Point(x: Double.infinity, y: Double.infinity), hi = Point(x: -Double.infinity, y: -Double.infinity)
        func include(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            lo = Point(x: Swift.min(lo.x, p.x), y: Swift.min(lo.y, p.y))
            hi = Point(x: Swift.max(hi.x, p.x), y: Swift.max(hi.y, p.y))
        }
        for w in application.windows {
            include(Point(x: w.geometry.frame.minX, y: w.geometry.frame.minY))
            include(Point(x: w.geometry.frame.maxX, y: w.geometry.frame.maxY))
        }
        if lo.x > hi.x { (lo, hi) = (Point(x: 0, y: 0), Point(x: 320, y: 480)) }
        if let point { include(point) }
        let area = Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
        let longest = Swift.max(area.width, area.height, 1)
        scale = Swift.min(Swift.max(720 / longest, 1e-6), 4)
        origin = area.origin
        width = area.width * scale + 2 * Self.margin
        height = area.height * scale + Self.margin + Self.top
    }

    func map(_ p: Point) -> Point {
        Point(x: (p.x - origin.x) * scale + Self.margin, y: (p.y - origin.y) * scale + Self.top)
    }

    /// The view's bounds' corners in picture pixels, through every transform and scroll.
    func corners(of view: View, rect: Rect? = nil) -> [Point] {
        let b = rect ?? view.geometry.bounds
        return [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ].map { map(view.convertToScreen($0)) }
    }
}

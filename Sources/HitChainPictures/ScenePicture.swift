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
        case hit, path, target, blocker, skipped, outside, expected, actual, recognizer, bound

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
            case .recognizer: return "has gesture recognizers (◎ name after its own; ✓ recognized, ✗ failed)"
            case .bound: return "a touch was bound to it (hit-tested when it began)"
            }
        }
    }

    /// The scene drawn.
    public let application: UIApplication
    /// The picture's title.
    public var title: String
    /// The screen point asked about, drawn as a cross (nil: none).
    public var point: HCPoint?
    /// Lines printed under the legend (a reason, a failure).
    public var notes: [String] = []
    /// The most views drawn (marked views always are).
    public var maxViews = 4_000
    /// Fingers' paths over the screen (a recording's picture).
    package var touchPaths: [TouchPath] = []
    /// A gesture recognizer's outcome by its name, printed after it (`◎cellTap ✓`).
    public var recognizerOutcomes: [String: String] = [:]
    private var marks: [ObjectIdentifier: Set<Mark>] = [:]

    /// A picture of `application` titled `title`, with `point` marked.
    public init(application: UIApplication, point: HCPoint?, title: String) {
        self.application = application
        self.point = point
        self.title = title
    }

    /// Marks `view` (it may carry several marks).
    public mutating func mark(_ view: UIView, _ mark: Mark) {
        marks[ObjectIdentifier(view), default: []].insert(mark)
    }

    /// The marks `view` carries, `recognizer` included when it has gesture recognizers.
    public func marks(of view: UIView) -> Set<Mark> {
        var m = marks[ObjectIdentifier(view)] ?? []
        if !view.gestureRecognizers.isEmpty { m.insert(.recognizer) }
        return m
    }

    /// A view's label: its name, then its gesture recognizers (`cell ◎cellTap ✓`).
    func labelText(of view: UIView) -> String {
        var text = PictureLayout.clip(view.name)
        for r in view.gestureRecognizers.prefix(3) {
            text += " ◎" + PictureLayout.clip(r.label) + (recognizerOutcomes[r.label].map { " " + $0 } ?? "")
        }
        if view.gestureRecognizers.count > 3 { text += " +\(view.gestureRecognizers.count - 3)" }
        return text
    }

    /// The views to draw, back to front, parents before children; marked views always.
    ///
    /// - Complexity: O(n) in the views of the scene; no recursion.
    func drawnViews() -> (views: [UIView], omitted: Int) {
        var all: [UIView] = []
        var parents: [Int] = []
        for window in application.windowsFrontToBack.reversed() {
            var pending: [(view: UIView, parent: Int)] = [(window, -1)]
            while let (v, parent) = pending.popLast() {
                all.append(v)
                parents.append(parent)
                let k = all.count - 1
                pending.append(contentsOf: v.subviews.reversed().map { ($0, k) })
            }
        }
        guard all.count > maxViews else { return (all, 0) }
        // Whether each view's bounds show on the windows, from its map to the screen, which is
        // its parent's map after its own (parents come first), so that no view walks its
        // ancestry.
        let windows = windowArea()
        var maps: [ScreenMap] = []
        maps.reserveCapacity(all.count)
        for (k, v) in all.enumerated() {
            maps.append((parents[k] >= 0 ? maps[parents[k]] : .identity).after(v.geometry))
        }
        let visible = all.indices.map { maps[$0].shows(all[$0].geometry.bounds, on: windows) }
        // Views marked by the caller are always drawn; a recognizer's mark alone does not
        // count, so a screen of thousands of tappable cells stays within `maxViews`. Then the
        // views that show on the windows (a long scroll view's content scrolled to its middle
        // draws what is on screen, not its first copies far above), then the rest, each in
        // drawing order.
        func isMarked(_ v: UIView) -> Bool { !(marks[ObjectIdentifier(v)] ?? []).isEmpty }
        var keep = all.map(isMarked)
        var budget = maxViews - keep.count(where: { $0 })
        for k in all.indices where budget > 0 && !keep[k] && visible[k] {
            keep[k] = true
            budget -= 1
        }
        for k in all.indices where budget > 0 && !keep[k] {
            keep[k] = true
            budget -= 1
        }
        let kept = all.indices.filter { keep[$0] }.map { all[$0] }
        return (kept, all.count - kept.count)
    }

    /// The windows' frames' union on the screen.
    private func windowArea() -> HCRect {
        var lo = HCPoint(x: Double.infinity, y: Double.infinity), hi = HCPoint(x: -Double.infinity, y: -Double.infinity)
        for w in application.windows {
            let f = w.geometry.frame
            lo = HCPoint(x: Swift.min(lo.x, f.minX), y: Swift.min(lo.y, f.minY))
            hi = HCPoint(x: Swift.max(hi.x, f.maxX), y: Swift.max(hi.y, f.maxY))
        }
        return lo.x <= hi.x ? HCRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) : .zero
    }

    /// The picture as an SVG document.
    public func svg() -> String {
        let (views, omitted) = drawnViews()
        let points = (point.map { [$0] } ?? []) + touchPaths.flatMap { $0.samples.map(\.location) }
        let canvas = Canvas(application: application, views: views, points: points)
        var layout = PictureLayout(canvas: canvas)
        layout.place(views: views, picture: self)
        let legend = PictureLegend(picture: self, views: views, layout: layout, omitted: omitted, cut: canvas.cut)
        let width = canvas.width + legend.width
        let height = Swift.max(canvas.height, legend.height, 240)
        var doc = SVGDocument(width: width, height: height, style: Self.style)
        doc.element("text", ["x": "12", "y": "22", "class": "title"], text: title)
        let n = SVGDocument.number
        doc.open("clipPath", ["id": "canvas"])
        doc.element("rect", ["x": "0", "y": n(Canvas.top - 4), "width": n(canvas.width), "height": n(canvas.height)])
        doc.close("clipPath")
        // How screen points map to these pixels, for tools that read the picture back (the
        // explorer's page turns a click into a screen point with it): pixel = (point − origin)
        // × scale + offset.
        doc.open(
            "g",
            [
                "class": "views", "clip-path": "url(#canvas)",
                "data-screen-origin": "\(canvas.origin.x),\(canvas.origin.y)",
                "data-screen-scale": String(canvas.scale), "data-screen-offset": "\(n(Canvas.margin)),\(n(Canvas.top))",
            ])
        for v in views { draw(v, canvas: canvas, into: &doc) }
        doc.close("g")
        if !touchPaths.isEmpty { drawPaths(canvas: canvas, into: &doc) }
        if let p = point.map(canvas.map) { drawPoint(p, into: &doc) }
        layout.drawLabels(into: &doc)
        legend.draw(at: canvas.width + 8, into: &doc)
        return doc.text
    }

    private func draw(_ v: UIView, canvas: Canvas, into doc: inout SVGDocument) {
        let corners = canvas.corners(of: v)
        let classes = (["view"] + (v is UIWindow ? ["window"] : []) + marks(of: v).map(\.rawValue).sorted())
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

    /// Each finger's path as a line through its samples, and a dot per sample coloured by its
    /// phase (began, moved, stationary, ended, cancelled).
    private func drawPaths(canvas: Canvas, into doc: inout SVGDocument) {
        let n = SVGDocument.number
        doc.open("g", ["class": "touches", "clip-path": "url(#canvas)"])
        for path in touchPaths {
            let points = path.samples.map { canvas.map($0.location) }
            doc.open("g", ["class": "touch-path", "data-touch": String(path.touch)])
            if points.count > 1 {
                doc.element(
                    "polyline",
                    ["points": points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "), "class": "finger"])
            }
            for (sample, p) in zip(path.samples, points) {
                let r =
                    sample.phase == .began ? "6" : sample.phase == .ended || sample.phase == .cancelled ? "3.5" : "2.5"
                doc.element(
                    "circle", ["cx": n(p.x), "cy": n(p.y), "r": r, "class": "sample \(sample.phase.rawValue)"],
                    title: "touch \(path.touch) \(sample.phase.rawValue) t=\(formatSeconds(sample.time))")
            }
            doc.close("g")
        }
        doc.close("g")
    }

    private func drawPoint(_ p: HCPoint, into doc: inout SVGDocument) {
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
        .recognizer { stroke: #0d9488; stroke-width: 1.5; stroke-dasharray: 1 2; }
        .bound { stroke: #b45309; stroke-width: 2.5; fill: #f59e0b; fill-opacity: 0.12; }
        .leader { stroke: #db2777; stroke-width: 0.8; stroke-dasharray: 2 1.5; }
        .key-number { font-weight: bold; }
        .finger { fill: none; stroke: #2563eb; stroke-width: 2; stroke-opacity: 0.7; }
        .sample { stroke: white; stroke-width: 1; }
        .sample.began { fill: none; stroke: #16a34a; stroke-width: 2; }
        .moved { fill: #2563eb; }
        .stationary { fill: #6b7280; }
        .ended { fill: #dc2626; }
        .cancelled { fill: #ea580c; }

        """
}

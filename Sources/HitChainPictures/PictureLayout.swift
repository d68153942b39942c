import HitChainKit

/// Where a scene picture's labels and legend go: labels beside their views without
/// overlapping each other or the touch point, the legend in a column to the right.
struct PictureLayout {
    let canvas: Canvas
    static let legendWidth = 330.0
    static let fontSize = 11.0
    static let lineHeight = 18.0
    /// Views whose label found no free spot (listed in the legend instead).
    private(set) var unlabelled: [String] = []

    init(canvas: Canvas) { self.canvas = canvas }

    var width: Double { canvas.width + Self.legendWidth }
    var height: Double { Swift.max(canvas.height, 480) }

    /// Draws the labels: marked views first (hit, target, blocker, …), then the smallest
    /// views (they have the fewest places to go), each at its first free spot.
    mutating func labels(for views: [View], picture: ScenePicture, into doc: inout SVGDocument) {
        var clear: [LabelPlacer.Box] = []
        if let p = picture.point.map(canvas.map) {
            clear.append(LabelPlacer.Box(x: p.x - 13, y: p.y - 13, width: 26, height: 26))
        }
        var placer = LabelPlacer(
            canvas: LabelPlacer.Box(
                x: 0, y: Canvas.top - 4, width: canvas.width, height: canvas.height - Canvas.top + 4),
            keepClear: clear)
        let boxes = views.map { box(of: $0) }
        let order = views.indices.sorted { a, b in
            let ma = priority(picture.marks(of: views[a])), mb = priority(picture.marks(of: views[b]))
            if ma != mb { return ma < mb }
            return boxes[a].width * boxes[a].height < boxes[b].width * boxes[b].height
        }
        doc.open("g", ["class": "labels"])
        if let point = picture.point, let p = Optional(canvas.map(point)) {
            let text = "touch (\(SVGDocument.number(point.x)), \(SVGDocument.number(point.y)))"
            let spot = LabelPlacer.Box(x: p.x - 13, y: p.y - 13, width: 26, height: 26)
            if let b = placer.place(near: spot, size: LabelPlacer.size(of: text, fontSize: Self.fontSize)) {
                draw(text, at: b, into: &doc, name: nil)
            }
        }
        for i in order {
            let text = Self.clip(views[i].name)
            if let b = placer.place(near: boxes[i], size: LabelPlacer.size(of: text, fontSize: Self.fontSize)) {
                draw(text, at: b, into: &doc, name: views[i].name)
            } else {
                unlabelled.append(views[i].name)
            }
        }
        doc.close("g")
    }

    private func draw(_ text: String, at b: LabelPlacer.Box, into doc: inout SVGDocument, name: String?) {
        let n = SVGDocument.number
        doc.element(
            "rect", ["x": n(b.x), "y": n(b.y), "width": n(b.width), "height": n(b.height), "class": "label-bg"])
        var attributes: KeyValuePairs<String, String> = [
            "x": n(b.x + 2), "y": n(b.y + b.height - 3.5), "class": "label",
        ]
        if let name {
            attributes = ["x": n(b.x + 2), "y": n(b.y + b.height - 3.5), "class": "label", "data-label-for": name]
        }
        doc.element("text", attributes, text: text)
    }

    /// The legend: what each style means (only those used), the notes, what was left out.
    func legend(picture: ScenePicture, views: [View], omitted: Int, into doc: inout SVGDocument) {
        let n = SVGDocument.number
        let x = canvas.width + 8
        var y = Canvas.top + 4
        doc.open("g", ["class": "legend"])
        doc.element("text", ["x": n(x), "y": n(y + 10), "class": "legend", "font-weight": "bold"], text: "Legend")
        y += Self.lineHeight
        let used = Set(views.flatMap { picture.marks(of: $0) })
        for mark in ScenePicture.Mark.allCases where used.contains(mark) {
            doc.element(
                "rect", ["x": n(x), "y": n(y), "width": "28", "height": "12", "class": "view \(mark.rawValue)"])
            doc.element("text", ["x": n(x + 36), "y": n(y + 10), "class": "legend"], text: mark.legend)
            y += Self.lineHeight
        }
        doc.element("rect", ["x": n(x), "y": n(y), "width": "28", "height": "12", "class": "view"])
        doc.element("text", ["x": n(x + 36), "y": n(y + 10), "class": "legend"], text: "other views")
        y += Self.lineHeight
        let slop = views.contains {
            if case .insetBounds = $0.pointInsideOverride { return true }
            return false
        }
        if slop {
            doc.element("rect", ["x": n(x), "y": n(y), "width": "28", "height": "12", "class": "hit-area"])
            doc.element(
                "text", ["x": n(x + 36), "y": n(y + 10), "class": "legend"],
                text: "hit area of a pointInside inset (slop)")
            y += Self.lineHeight
        }
        if picture.point != nil {
            doc.element("circle", ["cx": n(x + 14), "cy": n(y + 6), "r": "5", "class": "touch-ring"])
            doc.element("text", ["x": n(x + 36), "y": n(y + 10), "class": "legend"], text: "the touch point")
            y += Self.lineHeight
        }
        var lines = picture.notes.flatMap { Self.wrap($0, width: 46) }
        if omitted > 0 { lines.append("\(omitted) views not drawn (the picture draws at most \(picture.maxViews))") }
        if !unlabelled.isEmpty {
            let shown = unlabelled.prefix(12).joined(separator: ", ")
            let more = unlabelled.count > 12 ? " and \(unlabelled.count - 12) more" : ""
            lines += Self.wrap("not labelled (no room): \(shown)\(more)", width: 46)
        }
        y += 6
        for line in lines {
            y += 16
            doc.element("text", ["x": n(x), "y": n(y), "class": "note"], text: line)
        }
        doc.close("g")
    }

    private func box(of view: View) -> LabelPlacer.Box {
        let c = canvas.corners(of: view)
        let xs = c.map(\.x), ys = c.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return LabelPlacer.Box(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    private func priority(_ marks: Set<ScenePicture.Mark>) -> Int {
        for (i, m) in [ScenePicture.Mark.hit, .target, .blocker, .expected, .actual, .path].enumerated()
        where marks.contains(m) {
            return i
        }
        return marks.isEmpty ? 7 : 6
    }

    static func clip(_ name: String) -> String { name.count > 28 ? name.prefix(27) + "…" : name }

    /// Breaks a note into lines of at most `width` characters, at spaces; a word longer than
    /// a line (a composed engine's name) is broken after a `+`, `/` or `,`, else at the width.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var words: [Substring] = []
        for word in text.split(separator: " ") {
            var rest = word
            while rest.count > max(width, 1) {
                let head = rest.prefix(max(width, 1))
                let cut = head.lastIndex { "+/,".contains($0) }.map { rest.index(after: $0) } ?? head.endIndex
                words.append(rest[..<cut])
                rest = rest[cut...]
            }
            words.append(rest)
        }
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

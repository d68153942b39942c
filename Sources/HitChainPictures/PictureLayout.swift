import HitChainGeometry
import HitChainKit

/// Where a scene picture's labels and legend go. Labels go beside their views without
/// overlapping each other, the touch point or the touches' starts; a label with no room
/// beside its view goes a little further off with a leader line, else a number in the view
/// keys it to the legend, else the legend lists it as not labelled. The legend is as wide as
/// its longest line.
struct PictureLayout {
    let canvas: Canvas
    static let fontSize = 11.0
    static let legendFontSize = 12.0
    static let lineHeight = 18.0
    /// Notes are wrapped at this many characters.
    static let noteWidth = 64
    /// Up to this many touches, each is labelled with its bound view; past it, with its number.
    static let maxLongTouchLabels = 12

    /// Where a label went.
    enum Placement {
        case beside(LabelPlacer.Box)
        /// Further off, with a line from the label to the view's box.
        case leader(LabelPlacer.Box, to: HCPoint)
        /// A number in or by the view, listed in the legend's key.
        case numbered(LabelPlacer.Box, Int)
    }

    struct Label {
        var text: String
        /// The view's name (`data-label-for`), nil for a touch's label.
        var name: String?
        var placement: Placement
    }

    private(set) var labels: [Label] = []
    /// Views whose label found no spot at all (listed in the legend).
    private(set) var unlabelled: [String] = []
    /// The numbered key: number → label text.
    private(set) var key: [(Int, String)] = []

    init(canvas: Canvas) { self.canvas = canvas }

    /// Places the labels: the touch, the touches' paths, marked views first (hit, target,
    /// blocker, …), then the smallest views (they have the fewest places to go).
    ///
    /// - Complexity: O(n · c · p) for n labels, c candidate spots and p labels placed.
    mutating func place(views: [UIView], picture: ScenePicture) {
        var clear: [LabelPlacer.Box] = []
        if let p = picture.point.map(canvas.map) { clear.append(Self.spot(p)) }
        for path in picture.touchPaths {
            if let first = path.samples.first { clear.append(Self.spot(canvas.map(first.location))) }
        }
        var placer = LabelPlacer(
            canvas: LabelPlacer.Box(
                x: 0, y: Canvas.top - 4, width: canvas.width, height: canvas.height - Canvas.top + 4),
            keepClear: clear)
        if let point = picture.point {
            let text = "touch (\(SVGDocument.number(point.x)), \(SVGDocument.number(point.y)))"
            if let b = placer.place(near: Self.spot(canvas.map(point)), size: Self.size(text)) {
                labels.append(Label(text: text, name: nil, placement: .beside(b)))
            }
        }
        for path in picture.touchPaths {
            guard let first = path.samples.first else { continue }
            place(
                path.label(short: picture.touchPaths.count > Self.maxLongTouchLabels), name: nil,
                near: Self.spot(canvas.map(first.location)), placer: &placer)
        }
        let boxes = views.map { box(of: $0) }
        let order = views.indices.sorted { a, b in
            let ma = priority(picture.marks(of: views[a])), mb = priority(picture.marks(of: views[b]))
            if ma != mb { return ma < mb }
            return boxes[a].width * boxes[a].height < boxes[b].width * boxes[b].height
        }
        for i in order {
            place(picture.labelText(of: views[i]), name: views[i].name, near: boxes[i], placer: &placer)
        }
    }

    private mutating func place(_ text: String, name: String?, near box: LabelPlacer.Box, placer: inout LabelPlacer) {
        let size = Self.size(text)
        if let b = placer.place(near: box, size: size) {
            labels.append(Label(text: text, name: name, placement: .beside(b)))
            return
        }
        let far = LabelPlacer.Box(x: box.x - 28, y: box.y - 20, width: box.width + 56, height: box.height + 40)
        if let b = placer.place(near: far, size: size, outsideOnly: true) {
            labels.append(Label(text: text, name: name, placement: .leader(b, to: Self.nearest(in: box, to: b))))
            return
        }
        let number = key.count + 1
        if let b = placer.place(near: box, size: Self.size("\(number)")) {
            key.append((number, text))
            labels.append(Label(text: "\(number)", name: name, placement: .numbered(b, number)))
            return
        }
        unlabelled.append(name ?? text)
    }

    /// Draws the placed labels.
    func drawLabels(into doc: inout SVGDocument) {
        let n = SVGDocument.number
        doc.open("g", ["class": "labels"])
        for label in labels {
            let b: LabelPlacer.Box
            var classes = "label"
            switch label.placement {
            case .beside(let box): b = box
            case .leader(let box, let to):
                b = box
                let from = Self.nearest(in: box, to: LabelPlacer.Box(x: to.x, y: to.y, width: 0, height: 0))
                doc.element(
                    "line", ["x1": n(from.x), "y1": n(from.y), "x2": n(to.x), "y2": n(to.y), "class": "leader"])
            case .numbered(let box, _):
                b = box
                classes = "label key-number"
            }
            doc.element(
                "rect", ["x": n(b.x), "y": n(b.y), "width": n(b.width), "height": n(b.height), "class": "label-bg"])
            let x = n(b.x + 2), y = n(b.y + b.height - 3.5)
            if let name = label.name {
                doc.element("text", ["x": x, "y": y, "class": classes, "data-label-for": name], text: label.text)
            } else {
                doc.element("text", ["x": x, "y": y, "class": classes], text: label.text)
            }
        }
        doc.close("g")
    }

    private static func spot(_ p: HCPoint) -> LabelPlacer.Box {
        LabelPlacer.Box(x: p.x - 13, y: p.y - 13, width: 26, height: 26)
    }

    static func size(_ text: String) -> (width: Double, height: Double) {
        LabelPlacer.size(of: text, fontSize: fontSize)
    }

    /// The point of `box` nearest to `other`'s centre.
    static func nearest(in box: LabelPlacer.Box, to other: LabelPlacer.Box) -> HCPoint {
        let cx = other.x + other.width / 2, cy = other.y + other.height / 2
        return HCPoint(
            x: Swift.min(Swift.max(cx, box.x), box.x + box.width),
            y: Swift.min(Swift.max(cy, box.y), box.y + box.height))
    }

    private func box(of view: UIView) -> LabelPlacer.Box {
        let c = canvas.corners(of: view)
        let xs = c.map(\.x), ys = c.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return LabelPlacer.Box(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    private func priority(_ marks: Set<ScenePicture.Mark>) -> Int {
        let order: [ScenePicture.Mark] = [.hit, .target, .blocker, .expected, .actual, .bound, .recognizer, .path]
        for (i, m) in order.enumerated() where marks.contains(m) { return i }
        return marks.isEmpty ? order.count + 1 : order.count
    }

    static func clip(_ name: String) -> String { name.count > 28 ? name.prefix(27) + "…" : name }
}

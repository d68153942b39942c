import HitChainGeometry
import HitChainKit
import HitChainScene

/// A scene picture's legend: what each style used means, then the notes, the numbered key
/// and what could not be drawn or labelled, in a column as wide as its longest line.
struct PictureLegend {
    enum Line {
        /// A swatch drawn with these CSS classes, and its meaning.
        case swatch(shape: Shape, classes: String, text: String)
        case heading(String)
        case note(String)
    }

    enum Shape { case box, ring, dot, stroke }

    private(set) var lines: [Line] = []

    init(picture: ScenePicture, views: [UIView], layout: PictureLayout, omitted: Int, cut: Int) {
        lines.append(.heading("Legend"))
        let used = Set(views.flatMap { picture.marks(of: $0) })
        for mark in ScenePicture.Mark.allCases where used.contains(mark) {
            lines.append(.swatch(shape: .box, classes: "view \(mark.rawValue)", text: mark.legend))
        }
        lines.append(.swatch(shape: .box, classes: "view", text: "other views"))
        if views.contains(where: {
            if case .insetBounds = $0.pointInsideOverride { return true }
            return false
        }) {
            lines.append(.swatch(shape: .box, classes: "hit-area", text: "hit area of a pointInside inset (slop)"))
        }
        if picture.point != nil { lines.append(.swatch(shape: .ring, classes: "touch-ring", text: "the touch point")) }
        if !picture.touchPaths.isEmpty {
            lines.append(.swatch(shape: .stroke, classes: "finger", text: "a finger's path"))
            let phases = Set(picture.touchPaths.flatMap { $0.samples.map(\.phase) })
            for phase in TouchPhase.allCases where phases.contains(phase) {
                lines.append(.swatch(shape: .dot, classes: "sample \(phase.rawValue)", text: "\(phase.rawValue)"))
            }
        }
        var notes = picture.notes
        if picture.touchPaths.count > PictureLayout.maxLongTouchLabels {
            var byView: [String: [Int]] = [:]
            for p in picture.touchPaths { byView[p.boundTo ?? "nothing", default: []].append(p.touch) }
            for (view, touches) in byView.sorted(by: { $0.value[0] < $1.value[0] }) {
                notes.append("bound to \(view): touch\(touches.count == 1 ? "" : "es") \(Self.ranges(touches))")
            }
        }
        if omitted > 0 {
            notes.append(
                "\(plural(omitted, "view")) not drawn (the picture draws at most \(picture.maxViews))")
        }
        if cut > 0 {
            notes.append(
                "\(cut == 1 ? "1 view reaches" : "\(cut) views reach") far beyond the windows: cut at the edge")
        }
        if !layout.key.isEmpty {
            notes.append(
                "numbered (no room for a name): " + layout.key.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
        }
        if !layout.unlabelled.isEmpty {
            let shown = layout.unlabelled.prefix(24).joined(separator: ", ")
            let more = layout.unlabelled.count > 24 ? " and \(layout.unlabelled.count - 24) more" : ""
            notes.append("not labelled (no room): \(shown)\(more)")
        }
        if !notes.isEmpty { lines.append(.note("")) }
        for note in notes { lines += Self.wrap(note, width: PictureLayout.noteWidth).map(Line.note) }
    }

    static let swatchWidth = 36.0

    /// "1–4, 7, 9–12" for ascending numbers: runs of three or more as ranges, at most 20 parts.
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var k = 0
        while k < numbers.count {
            var j = k
            while j + 1 < numbers.count, numbers[j + 1] == numbers[j] + 1 { j += 1 }
            if j - k >= 2 {
                parts.append("\(numbers[k])–\(numbers[j])")
            } else {
                parts += numbers[k...j].map(String.init)
            }
            k = j + 1
        }
        return parts.count > 20 ? parts.prefix(20).joined(separator: ", ") + " and more" : parts.joined(separator: ", ")
    }

    /// The column's width: its longest line, and a margin.
    var width: Double {
        let widest =
            lines.map { line -> Double in
                switch line {
                case .swatch(_, _, let text): return Self.swatchWidth + Self.textWidth(text)
                case .heading(let text), .note(let text): return Self.textWidth(text)
                }
            }.max() ?? 0
        return widest + 24
    }

    var height: Double { Canvas.top + 4 + Double(lines.count) * PictureLayout.lineHeight + 12 }

    static func textWidth(_ text: String) -> Double {
        LabelPlacer.size(of: text, fontSize: PictureLayout.legendFontSize).width
    }

    func draw(at x: Double, into doc: inout SVGDocument) {
        let n = SVGDocument.number
        var y = Canvas.top + 4
        doc.open("g", ["class": "legend"])
        for line in lines {
            switch line {
            case .heading(let text):
                doc.element("text", ["x": n(x), "y": n(y + 10), "class": "legend", "font-weight": "bold"], text: text)
            case .note(let text):
                if !text.isEmpty { doc.element("text", ["x": n(x), "y": n(y + 10), "class": "note"], text: text) }
            case .swatch(let shape, let classes, let text):
                switch shape {
                case .box:
                    doc.element("rect", ["x": n(x), "y": n(y), "width": "28", "height": "12", "class": classes])
                case .ring:
                    doc.element("circle", ["cx": n(x + 14), "cy": n(y + 6), "r": "5", "class": classes])
                case .dot:
                    doc.element("circle", ["cx": n(x + 14), "cy": n(y + 6), "r": "4", "class": classes])
                case .stroke:
                    doc.element(
                        "line", ["x1": n(x), "y1": n(y + 6), "x2": n(x + 28), "y2": n(y + 6), "class": classes])
                }
                doc.element("text", ["x": n(x + Self.swatchWidth), "y": n(y + 10), "class": "legend"], text: text)
            }
            y += PictureLayout.lineHeight
        }
        doc.close("g")
    }

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

/// Places text labels so that they overlap neither each other nor the areas kept clear
/// (the touch point, the legend): each label tries its candidate positions in order and
/// takes the first free one inside the canvas.
///
/// - Complexity: O(c · p) per label for c candidates and p labels already placed.
struct LabelPlacer {
    struct Box {
        var x: Double, y: Double, width: Double, height: Double

        func overlaps(_ o: Box) -> Bool {
            x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height
        }
    }

    let canvas: Box
    private(set) var taken: [Box] = []

    init(canvas: Box, keepClear: [Box] = []) {
        self.canvas = canvas
        taken = keepClear
    }

    /// The text's box for a font size: an estimate, Helvetica's average advance ≈ 0.56 em, and
    /// a full em for the wide characters of Chinese, Japanese, Korean and emoji.
    static func size(of text: String, fontSize: Double) -> (width: Double, height: Double) {
        var ems = 0.0
        for c in text { ems += c.unicodeScalars.first.map(isWide) == true ? 1 : 0.56 }
        return (ems * fontSize + 4, fontSize * 1.3)
    }

    /// East Asian wide and fullwidth characters, and emoji.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default: return false
        }
    }

    /// Candidate positions around a view's box `r`, inside corners first, then outside:
    /// the top-left corner of each candidate label box of size `w` × `h`.
    static func candidates(around r: Box, width w: Double, height h: Double, outsideOnly: Bool = false)
        -> [(Double, Double)]
    {
        let inside = !outsideOnly && w <= r.width - 4 && h <= r.height - 4
        let insideSpots = [
            (r.x + 2, r.y + 2), (r.x + r.width - w - 2, r.y + 2),
            (r.x + 2, r.y + r.height - h - 2), (r.x + r.width - w - 2, r.y + r.height - h - 2),
            (r.x + (r.width - w) / 2, r.y + (r.height - h) / 2),
        ]
        let outsideSpots = [
            (r.x, r.y - h - 1), (r.x, r.y + r.height + 1), (r.x + r.width - w, r.y - h - 1),
            (r.x + r.width - w, r.y + r.height + 1), (r.x + r.width + 2, r.y), (r.x - w - 2, r.y),
            (r.x + r.width + 2, r.y + r.height - h), (r.x - w - 2, r.y + r.height - h),
        ]
        return inside ? insideSpots + outsideSpots : outsideSpots
    }

    /// Finds a free spot for a label of `size` near `r`, takes it and returns it, or nil.
    mutating func place(near r: Box, size: (width: Double, height: Double), outsideOnly: Bool = false) -> Box? {
        for (x, y) in Self.candidates(around: r, width: size.width, height: size.height, outsideOnly: outsideOnly) {
            let box = Box(x: x, y: y, width: size.width, height: size.height)
            guard box.x >= canvas.x, box.y >= canvas.y, box.x + box.width <= canvas.x + canvas.width,
                box.y + box.height <= canvas.y + canvas.height
            else { continue }
            if taken.contains(where: { $0.overlaps(box) }) { continue }
            taken.append(box)
            return box
        }
        return nil
    }
}

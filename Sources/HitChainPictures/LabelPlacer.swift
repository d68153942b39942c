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

    /// The text's box for a font size: an estimate, Helvetica's average advance ≈ 0.56 em.
    static func size(of text: String, fontSize: Double) -> (width: Double, height: Double) {
        (Double(text.count) * fontSize * 0.56 + 4, fontSize * 1.3)
    }

    /// Candidate positions around a view's box `r`, inside corners first, then outside:
    /// the top-left corner of each candidate label box of size `w` × `h`.
    static func candidates(around r: Box, width w: Double, height h: Double) -> [(Double, Double)] {
        let inside = w <= r.width - 4 && h <= r.height - 4
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
    mutating func place(near r: Box, size: (width: Double, height: Double)) -> Box? {
        for (x, y) in Self.candidates(around: r, width: size.width, height: size.height) {
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

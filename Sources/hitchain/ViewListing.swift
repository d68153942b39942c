import HitChain

/// A scene's views in tree order (windows front to back; subviews in the order of
/// `subviews`, back to front, as `recursiveDescription` lists them), each with its depth, its
/// path and what sets it apart. Walked with an explicit stack: a chain 100 000 views deep lists.
struct ViewListing {
    struct Row {
        var view: Int
        var depth: Int
        /// Whether it is the last subview of its superview (the tree's `└─`).
        var isLast: Bool
        var path: [Int]
    }

    let scene: HCScene
    let rows: [Row]
    let match: String?

    /// Guides are drawn for this many levels; deeper rows say their depth instead.
    static let maxGuides = 24

    init(scene: HCScene, match: String?) {
        self.scene = scene
        self.match = match
        var controllers: [Int: String] = [:]
        for c in scene.viewControllers { controllers[c.view] = c.responder.name }
        let needle = match?.lowercased()
        var rows: [Row] = []
        // Windows front to back: a higher level first, then the later window.
        let windows = scene.windows.indices.sorted {
            (scene.windows[$0].level, $0) > (scene.windows[$1].level, $1)
        }
        // Then the trees in no window (views a scene keeps detached).
        let roots = windows.map { scene.windows[$0].view } + scene.detachedViews
        var stack: [Row] = roots.reversed().enumerated().map { k, v in
            Row(view: v, depth: 0, isLast: k == 0, path: [])
        }
        while let row = stack.popLast() {
            var row = row
            row.path.append(row.view)
            let v = scene.views[row.view]
            if let needle {
                let haystack = [v.name, v.className, v.source ?? ""].map { $0.lowercased() }
                if haystack.contains(where: { $0.contains(needle) }) { rows.append(row) }
            } else {
                rows.append(row)
            }
            let subviews = v.subviews
            for (k, s) in subviews.enumerated() {
                // Pushed in order, so the first subview is listed first.
                stack.append(
                    Row(
                        view: s, depth: row.depth + 1, isLast: k == subviews.count - 1,
                        path: needle == nil ? [] : row.path))
            }
            // Reversed so the first pushed (the last listed) pops last.
            stack[(stack.count - subviews.count)...].reverse()
        }
        self.rows = rows
        self.controllers = controllers
    }

    private let controllers: [Int: String]

    /// What sets the view apart from a plain visible, interactive view.
    func flags(_ index: Int) -> [String] {
        let v = scene.views[index]
        var out: [String] = []
        if let w = scene.windows.firstIndex(where: { $0.view == index }) {
            out.append(scene.keyWindow == w ? "key window" : "window")
        } else if scene.detachedViews.contains(index) {
            out.append("in no window")
        }
        if v.isHidden { out.append("hidden") }
        if v.alpha != 1 {
            // To Float's precision: `alpha 0.3`, not the Double nearest the Float (0.30000001192092896).
            let alpha = "alpha \(formatMeasure(Double(v.alpha), decimals: 6))"
            out.append(v.alpha <= 0.01 ? alpha + " (skipped)" : alpha)
        }
        if !v.isUserInteractionEnabled { out.append("no interaction") }
        if v.isControl { out.append(v.isEnabled ? "control" : "control, disabled") }
        if v.textInput != .none { out.append("text input") }
        if v.clipsToBounds { out.append("clips") }
        if v.scrollView != nil { out.append("scroll view") }
        let name = { (t: Int) in scene.views.indices.contains(t) ? scene.views[t].name : nil }
        if v.pointInside != .default { out.append("pointInside: \(v.pointInside.mapTarget(name))") }
        if v.hitTest != .default { out.append("hitTest: \(v.hitTest.mapTarget(name))") }
        if !v.gestureRecognizers.isEmpty {
            out.append(plural(v.gestureRecognizers.count, "gesture recognizer"))
        }
        if let c = controllers[index] { out.append("view of \(c)") }
        return out
    }

    /// `(x y; w h)`, as `recursiveDescription` prints a frame.
    func frame(_ index: Int) -> String {
        let f = scene.views[index].geometry.frame
        return "(\(formatScalar(f.minX)) \(formatScalar(f.minY)); \(formatScalar(f.width)) \(formatScalar(f.height)))"
    }

    var text: String {
        var out = "\(plural(scene.views.count, "view")) in \(plural(scene.windows.count, "window"))"
        if let match { out += ", \(rows.count) matching \"\(match)\"" }
        out += "\n"
        var lastAt: [Bool] = []  // by depth: whether that ancestor was its superview's last
        for row in rows {
            var line = ""
            if match != nil {
                line = row.path.map { scene.views[$0].name }.joined(separator: " › ")
            } else {
                lastAt.removeLast(max(lastAt.count - row.depth, 0))
                if row.depth > Self.maxGuides {
                    line = "[depth \(row.depth)] " + (row.isLast ? "└─ " : "├─ ")
                } else {
                    for d in lastAt.indices.dropFirst() { line += lastAt[d] ? "   " : "│  " }
                    if row.depth > 0 { line += row.isLast ? "└─ " : "├─ " }
                }
                lastAt.append(row.isLast)
                line += scene.views[row.view].name
            }
            line += "  \(scene.views[row.view].className)  \(frame(row.view))"
            let flags = flags(row.view)
            if !flags.isEmpty { line += "  " + flags.joined(separator: ", ") }
            out += line + "\n"
        }
        return out
    }

    var json: String {
        var w = JSONWriter()
        w.beginObject()
        w.key("views")
        w.beginArray()
        for row in rows {
            let v = scene.views[row.view]
            w.beginObject()
            w.field("name", v.name)
            w.field("className", v.className)
            let f = v.geometry.frame
            w.field("frame", numbers: [f.minX, f.minY, f.width, f.height])
            w.field("depth", Double(row.depth))
            if match != nil {
                w.key("path")
                w.beginArray(inline: true)
                for p in row.path { w.string(scene.views[p].name) }
                w.endArray()
            }
            w.key("flags")
            w.beginArray(inline: true)
            for flag in flags(row.view) { w.string(flag) }
            w.endArray()
            if let source = v.source { w.field("source", source) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}

import HitChainGeometry

/// A scene made from a hierarchy dump, and what the dump could not tell.
public struct HierarchyImport: Hashable, Sendable {
    /// The scene, validated.
    public var scene: HCScene
    /// What was read from the dump, one sentence each.
    public var facts: [String]

    /// The import of `scene`, with what was read.
    public init(scene: HCScene, facts: [String]) {
        self.scene = scene
        self.facts = facts
    }

    /// What was read, then what is assumed about the scene as it is now (after annotations,
    /// what they declared), one sentence each: what the import prints.
    public var summary: [String] { facts + HierarchyImporter.assumptions(scene) }
}

/// Turns a parsed dump into a scene. A dump prints only what differs from a class's
/// defaults, so defaults come from the class (or its printed `baseClass`): labels and image
/// views start with interaction off, controls are controls, text fields and views are text
/// inputs. Frames are in the superview's space; a transformed view's frame is its bounding box,
/// undone through its `transform` (`geometry`); a scroll view's `contentOffset` is its bounds
/// origin and its `contentSize` makes it a scroll view. Windows, their order, the key window
/// and the controllers come from what the dump says of them (`ImportedWindows`, `attach`,
/// `annotated`); a root that is not a window is put in a window of its size.
public enum HierarchyImporter {
    /// The scene for `dump`, validated.
    // Over the line limit: the import's steps in order over one dump (windows, views, controllers, geometry,
    // notes), sharing their indexes.
    public static func scene(from dump: HierarchyDump, file: String? = nil, controllers: [DumpedController] = [])
        throws(SceneError) -> HierarchyImport
    {
        guard !dump.views.isEmpty else {
            var e = SceneError(.syntax, "the dump holds no view (an application element alone is not a screen)")
            e.file = file
            throw e
        }
        var views: [ViewSpec] = []
        var names = NameTable()
        var notes = Notes()
        var parents: [Int] = []  // the open ancestors, by depth
        var roots: [Int] = []
        for d in dump.views {
            parents.removeLast(max(parents.count - d.depth, 0))
            var spec = try view(d, isWindow: parents.isEmpty && isWindow(d), names: &names, notes: &notes, file: file)
            if d.fields["gestureRecognizers"] != nil { notes.withRecognizers += 1 }
            spec.subviews = []
            let index = views.count
            views.append(spec)
            if let parent = parents.last { views[parent].subviews.append(index) } else { roots.append(index) }
            parents.append(index)
        }
        var windows = ImportedWindows(dump, roots: roots, views: &views, names: &names)
        notes.synthesized = !windows.synthesized.isEmpty
        notes.windowFacts = windows.facts
        var screen = HCSize(width: 1, height: 1)
        for w in windows.windows {
            let f = views[w.view].geometry.frame
            screen = HCSize(width: max(screen.width, f.maxX), height: max(screen.height, f.maxY))
        }
        let attached = attach(controllers, to: dump, views: views, windows: &windows.windows, names: &names)
        let named = annotated(
            dump, views: views, windows: &windows.windows, existing: attached.controllers, names: &names)
        notes.annotatedControllers = named.controllers.map(\.name)
        notes.warnings += named.warnings
        let built = HCScene(
            screen: Screen(size: screen, scale: 3), views: views, windows: windows.windows,
            viewControllers: attached.controllers + named.controllers, keyWindow: windows.key)
        // Written and read back: the scene is validated, and its views are in the order a
        // scene file gives them (windows first), so that the import equals its file.
        let scene: HCScene
        do {
            scene = try SceneDecoder().decode(SceneEncoder().encode(built), file: nil)
        } catch {
            // The error's place is in the scene made here, not in the dump: point at the dump's
            // line for the view it names, and leave out the made scene's JSON path.
            var e = error
            e.file = file
            e.line = e.nodeName.flatMap { name in views.first { $0.name == name } }.flatMap { dumpLine($0.source) }
            e.column = nil
            e.path = nil
            throw e
        }
        var facts = Self.facts(scene, dump, notes)
        if !controllers.isEmpty {
            facts.append(
                "\(attached.controllers.count) of \(controllers.count) view controllers matched to their views "
                    + "by address"
            )
            facts += attached.warnings.map(\.description)
        }
        return HierarchyImport(scene: scene, facts: facts)
    }

    /// One dumped view as a `ViewSpec`, its class defaults applied before its fields.
    private static func view(_ d: DumpedView, isWindow: Bool, names: inout NameTable, notes: inout Notes, file: String?)
        throws(SceneError) -> ViewSpec
    {
        guard let frameText = d.fields["frame"] else { throw error(d, "a view without a frame", field: "frame", file) }
        guard let f = numbers(frameText), f.count == 4 else {
            throw error(d, "frame is \"(x y; width height)\", not \"\(frameText)\"", field: "frame", file)
        }
        var origin = HCPoint.zero
        if let offset = d.fields["contentOffset"] {
            guard let o = numbers(offset), o.count == 2 else {
                throw error(d, "contentOffset is \"{x, y}\", not \"\(offset)\"", field: "contentOffset", file)
            }
            origin = HCPoint(x: o[0], y: o[1])
        } else if let bounds = d.fields["bounds"], let b = numbers(bounds), b.count == 4 {
            origin = HCPoint(x: b[0], y: b[1])
        }
        let frame = HCRect(x: f[0], y: f[1], width: f[2], height: f[3])
        let (geometry, kept) = try Self.geometry(d, frame: frame, boundsOrigin: origin, isWindow: isWindow, file: file)
        if let kept { notes.warnings.append(kept) } else if !geometry.transform.isIdentity { notes.transformed += 1 }
        var spec = ViewSpec(name: names.unique(readableName(d)), className: d.className, geometry: geometry)
        let defaults = ClassDefaults(className: effectiveClass(d))
        spec.isUserInteractionEnabled = defaults.isUserInteractionEnabled
        spec.isControl = defaults.isControl
        spec.textInput = defaults.textInput
        if let v = d.fields["hidden"] { spec.isHidden = v == "YES" }
        if let v = d.fields["userInteractionEnabled"] { spec.isUserInteractionEnabled = v != "NO" }
        if let v = d.fields["clipsToBounds"] { spec.clipsToBounds = v == "YES" }
        if d.fields["enabled"] == "NO", spec.isControl { spec.isEnabled = false }
        if let v = d.fields["alpha"] {
            guard let a = Double(v), a.isFinite else {
                throw error(d, "alpha is a number, not \"\(v)\"", field: "alpha", file)
            }
            spec.alpha = Float(min(max(a, 0), 1))
        }
        if !isWindow, isScrollView(d) {
            let (scroll, warning) = try scrollView(d, size: geometry.size, file: file)
            spec.scrollView = scroll
            notes.scrollViews.append(spec.name)
            if let warning { notes.warnings.append(warning) }
        }
        spec.source = source(d, isWindow: isWindow)
        return spec
    }

    /// Where `d` came from, and what it printed that a scene has no field for.
    private static func source(_ d: DumpedView, isWindow: Bool) -> String {
        var source = (d.fields["elementType"].map { "XCUIElementType\($0), " } ?? "")
        source += (d.address.map { "\($0), " } ?? "") + "line \(d.line)"
        if d.fields["visible"] == "NO", !isWindow {
            source += "; visible=false (off screen or covered; not isHidden)"
        }
        if let id = d.fields["identifier"], !id.isEmpty, let label = d.fields["label"], !label.isEmpty {
            source += "; label '\(label)'"
        }
        if let value = d.fields["value"], d.fields["elementType"] != nil { source += "; value \(value)" }
        if let traits = d.fields["traits"] { source += "; traits: \(traits)" }
        if let note = d.note { source += "; \(note)" }
        return source
    }

    /// A scroll view's `contentSize` (its bounds size, with a warning, when it prints none) and
    /// the flags it prints (`scrollEnabled`, `delaysContentTouches`, `canCancelContentTouches`).
    private static func scrollView(_ d: DumpedView, size: HCSize, file: String?) throws(SceneError)
        -> (ScrollViewSpec, DumpWarning?)
    {
        var spec = ScrollViewSpec(contentSize: size)
        var warning: DumpWarning?
        if let text = d.fields["contentSize"] {
            guard let n = numbers(text), n.count == 2, n[0] >= 0, n[1] >= 0 else {
                throw error(d, "contentSize is \"{width, height}\", not \"\(text)\"", field: "contentSize", file)
            }
            spec.contentSize = HCSize(width: n[0], height: n[1])
        } else {
            warning = .noContentSize(line: d.line, className: shortClassName(d.className))
        }
        if let v = d.fields["scrollEnabled"] { spec.isScrollEnabled = v != "NO" }
        if let v = d.fields["delaysContentTouches"] { spec.delaysContentTouches = v != "NO" }
        if let v = d.fields["canCancelContentTouches"] { spec.canCancelContentTouches = v != "NO" }
        return (spec, warning)
    }

    /// The numbers in `(x y; w h)` or `{x, y}`.
    static func numbers(_ text: String) -> [Double]? {
        let parts = text.split { "(){}[];, ".contains($0) }
        var out: [Double] = []
        for p in parts {
            guard let v = Double(p), v.isFinite else { return nil }
            out.append(v)
        }
        return out
    }

    static func error(_ d: DumpedView, _ problem: String, field: String, _ file: String?) -> SceneError {
        var e = SceneError(.invalidValue, problem, node: "\(d.className) (line \(d.line))", field: field)
        e.file = file
        e.line = d.line
        return e
    }

    /// The dump's line number in a view's source (`0x10792d7d0, line 2`).
    static func dumpLine(_ source: String?) -> Int? {
        guard let source, let range = source.firstRange(of: "line ") else { return nil }
        return Int(source[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }
}

/// Names that are unique in the scene: the first `label` stays `label`, the next is
/// `label#2`, and so on.
struct NameTable {
    private var used: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
        let base = base.isEmpty ? "view" : base
        var n = used[base, default: 0] + 1
        var name = n == 1 ? base : "\(base)#\(n)"
        while used[name] != nil {
            n += 1
            name = "\(base)#\(n)"
        }
        used[base] = n
        used[name] = used[name] ?? 1
        return name
    }
}

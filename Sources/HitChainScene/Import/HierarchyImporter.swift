import HitChainGeometry

/// A scene made from a hierarchy dump, and what the dump could not tell.
public struct HierarchyImport: Hashable, Sendable {
    public var scene: Scene
    /// What was read from the dump, one sentence each.
    public var facts: [String]

    public init(scene: Scene, facts: [String]) {
        self.scene = scene
        self.facts = facts
    }

    /// What was read, then what is assumed about the scene as it is now (after annotations,
    /// what they declared), one sentence each: what the import prints.
    public var summary: [String] { facts + HierarchyImporter.assumptions(scene) }
}

/// Turns a parsed `recursiveDescription` into a scene. A dump prints only what differs
/// from a class's defaults, so defaults come from the class (or its printed `baseClass`):
/// labels and image views start with interaction off, controls are controls, text fields
/// and views are text inputs. Frames are in the superview's space; a scroll view's
/// `contentOffset` is its bounds origin. A root that is not a `UIWindow` is put in a
/// window of its size.
public enum HierarchyImporter {
    /// The scene for `dump`, validated.
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
        var parents: [Int] = []  // the open ancestors, by depth
        var roots: [Int] = []
        var withRecognizers = 0
        for d in dump.views {
            var spec = try view(d, names: &names, file: file)
            if d.fields["gestureRecognizers"] != nil { withRecognizers += 1 }
            spec.subviews = []
            let index = views.count
            views.append(spec)
            parents.removeLast(max(parents.count - d.depth, 0))
            if let parent = parents.last { views[parent].subviews.append(index) } else { roots.append(index) }
            parents.append(index)
        }
        var (windows, synthesized) = makeWindows(dump, roots: roots, views: &views, names: &names)
        var screen = Size(width: 1, height: 1)
        for w in windows {
            let f = views[w.view].geometry.frame
            screen = Size(width: max(screen.width, f.maxX), height: max(screen.height, f.maxY))
        }
        let attached = attach(controllers, to: dump, views: views, windows: &windows, names: &names)
        let built = Scene(
            screen: Screen(size: screen, scale: 3), views: views, windows: windows,
            viewControllers: attached.controllers, keyWindow: windows.isEmpty ? nil : windows.count - 1)
        // Written and read back: the scene is validated, and its views are in the order a
        // scene file gives them (windows first), so that the import equals its file.
        let scene: Scene
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
        var facts = Self.facts(scene, dump, synthesized: !synthesized.isEmpty, withRecognizers: withRecognizers)
        if !controllers.isEmpty {
            facts.append(
                "\(attached.controllers.count) of \(controllers.count) view controllers matched to their views "
                    + "by address"
            )
            facts += attached.warnings.map(\.description)
        }
        return HierarchyImport(scene: scene, facts: facts)
    }

    /// The windows: roots that are `UIWindow`s, and one window of their size around the
    /// roots that are not (appended to `views`). Returns them and those other roots.
    private static func makeWindows(
        _ dump: HierarchyDump, roots: [Int], views: inout [ViewSpec], names: inout NameTable
    )
        -> ([WindowSpec], [Int])
    {
        var windows: [WindowSpec] = []
        var synthesized: [Int] = []
        for r in roots {
            if effectiveClass(dump.views[r]) == "UIWindow" {
                windows.append(WindowSpec(view: r))
            } else {
                synthesized.append(r)
            }
        }
        if !synthesized.isEmpty {
            var extent = Size(width: 1, height: 1)
            for r in synthesized {
                let f = views[r].geometry.frame
                extent = Size(width: max(extent.width, f.maxX), height: max(extent.height, f.maxY))
            }
            var window = ViewSpec(
                name: names.unique("window"), className: "UIWindow",
                geometry: ViewGeometry(frame: Rect(origin: .zero, size: extent)), subviews: synthesized)
            window.source = "added by hitchain import: the dump's root is not a window"
            windows.append(WindowSpec(view: views.count))
            views.append(window)
        }
        return (windows, synthesized)
    }

    /// One dumped view as a `ViewSpec`, its class defaults applied before its fields.
    private static func view(_ d: DumpedView, names: inout NameTable, file: String?) throws(SceneError) -> ViewSpec {
        guard let frameText = d.fields["frame"] else { throw error(d, "a view without a frame", field: "frame", file) }
        guard let f = numbers(frameText), f.count == 4 else {
            throw error(d, "frame is \"(x y; width height)\", not \"\(frameText)\"", field: "frame", file)
        }
        var origin = Point.zero
        if let offset = d.fields["contentOffset"] {
            guard let o = numbers(offset), o.count == 2 else {
                throw error(d, "contentOffset is \"{x, y}\", not \"\(offset)\"", field: "contentOffset", file)
            }
            origin = Point(x: o[0], y: o[1])
        } else if let bounds = d.fields["bounds"], let b = numbers(bounds), b.count == 4 {
            origin = Point(x: b[0], y: b[1])
        }
        let frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        var spec = ViewSpec(
            name: names.unique(readableName(d)), className: d.className,
            geometry: ViewGeometry(frame: frame, boundsOrigin: origin))
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
        var source = (d.fields["elementType"].map { "XCUIElementType\($0), " } ?? "")
        source += (d.address.map { "\($0), " } ?? "") + "line \(d.line)"
        if d.fields["visible"] == "NO" { source += "; visible=false (off screen or covered; not isHidden)" }
        if let id = d.fields["identifier"], !id.isEmpty, let label = d.fields["label"], !label.isEmpty {
            source += "; label '\(label)'"
        }
        spec.source = source
        return spec
    }

    /// The UIKit class whose defaults apply: the dumped class when UIKit's, else its
    /// printed `baseClass` when that is.
    static func effectiveClass(_ d: DumpedView) -> String {
        for candidate in [d.className, d.fields["baseClass"]].compactMap({ $0 }) where isKnown(candidate) {
            return candidate
        }
        return privateSubclasses[d.className] ?? d.className
    }

    /// UIKit's private subclasses that dumps print without a `baseClass`, by the public class
    /// whose defaults they have.
    static let privateSubclasses: [String: String] = [
        "UIRoundedRectButton": "UIButton", "UINavigationButton": "UIButton", "_UIModernBarButton": "UIButton",
        "UIButtonLabel": "UILabel", "UITextFieldLabel": "UILabel", "UITableViewLabel": "UILabel",
        "UISearchBarTextField": "UITextField", "_UISwitchInternalView": "UIView",
    ]

    private static func isKnown(_ className: String) -> Bool {
        ControlKind(className: className) != nil
            || ["UIWindow", "UILabel", "UIImageView", "UITextView", "UIView", "UIScrollView"].contains(className)
    }

    /// The identifier, label or text, else the class's short name (a Swift module's dotted or
    /// mangled name reduced to the type's own) with its `tag` if it has one.
    static func readableName(_ d: DumpedView) -> String {
        for key in ["identifier", "label", "text", "ivar"] {
            guard var text = d.fields[key] else { continue }
            if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") { text = String(text.dropFirst().dropLast()) }
            if key == "ivar", text.hasPrefix("_"), text.count > 1 { text.removeFirst() }
            let clean = String(text.map { $0 == "/" || $0.isNewline ? "_" : $0 }.prefix(30)).trimmingSpaces
            if !clean.isEmpty { return clean }
        }
        if let tag = d.fields["tag"], Int(tag) != nil { return "\(shortClassName(d.className)) tag \(tag)" }
        return shortClassName(d.className)
    }

    /// `SwiftUI._UIGraphicsView` → `_UIGraphicsView`; `_TtGC7SwiftUI14_UIHostingView…` →
    /// `_UIHostingView` (the second length-prefixed identifier of the mangling).
    static func shortClassName(_ name: String) -> String {
        if name.hasPrefix("_Tt") {
            var identifiers: [String] = []
            var i = name.startIndex
            while i < name.endIndex, identifiers.count < 2 {
                guard name[i].isNumber else {
                    i = name.index(after: i)
                    continue
                }
                var j = i
                while j < name.endIndex, name[j].isNumber { j = name.index(after: j) }
                guard let n = Int(name[i..<j]), n > 0, n < 200 else { break }
                let end = name.index(j, offsetBy: n, limitedBy: name.endIndex) ?? name.endIndex
                identifiers.append(String(name[j..<end]))
                i = end
            }
            if let id = identifiers.dropFirst().first ?? identifiers.first, !id.isEmpty { return id }
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return String(last.map { $0 == "/" ? "_" : $0 })
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

    private static func error(_ d: DumpedView, _ problem: String, field: String, _ file: String?) -> SceneError {
        var e = SceneError(.invalidValue, problem, node: "\(d.className) (line \(d.line))", field: field)
        e.file = file
        e.line = d.line
        return e
    }

    /// The dump's line number in a view's source (`0x10792d7d0, line 2`).
    static func dumpLine(_ source: String?) -> Int? {
        guard let source, let range = source.ranges(of: "line ").last else { return nil }
        return Int(source[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    private static func facts(_ scene: Scene, _ dump: HierarchyDump, synthesized: Bool, withRecognizers: Int)
        -> [String]
    {
        let v = scene.views
        let read = plural(dump.views.count, "view")
        let added = v.count - dump.views.count
        var lines = [
            (added > 0
                ? "read \(read) and added \(plural(added, "window")) around the dump's roots; " : "read \(read); ")
                + "\(v.filter(\.isHidden).count) hidden, "
                + "\(v.filter { $0.alpha != 1 }.count) with alpha ≠ 1, "
                + "\(v.filter { !$0.isUserInteractionEnabled }.count) with interaction off, "
                + "\(plural(v.filter(\.isControl).count, "control"))"
        ]
        if synthesized { lines.append("the dump's root is not a window: it was put in a window of its size") }
        if dump.isTruncated {
            lines.append("the dump is cut off or has views left out: only what is whole was imported")
        }
        lines += dump.warnings.map(\.description)
        lines += dump.limits
        let unseen = dump.views.filter { $0.fields["visible"] == "NO" }.count
        if unseen > 0 {
            lines.append(
                "\(unseen) of \(dump.views.count) elements are marked visible=\"false\" (off screen or covered): "
                    + "kept as they are, not hidden (visible is not isHidden; each view's \"source\" notes it)")
        }
        if withRecognizers > 0 {
            let views = withRecognizers == 1 ? "1 view has" : "\(withRecognizers) views have"
            lines.append("\(views) gesture recognizers of kinds a dump does not print: none imported")
        }
        return lines
    }

    /// What is assumed of `scene` because a dump cannot show it, and what the scene declares
    /// instead (an annotations file's overrides, handlers and recognizers), one sentence each.
    public static func assumptions(_ scene: Scene) -> [String] {
        let v = scene.views
        func named(_ indices: [Int]) -> String {
            let names = indices.prefix(3).map { v[$0].name }.joined(separator: ", ")
            return indices.count > 3 ? "\(names), … (\(indices.count))" : names
        }
        let overriding = v.indices.filter { v[$0].pointInside != .default || v[$0].hitTest != .default }
        let handling = v.indices.filter { v[$0].responder.handlers != .none }
        let recognizing = v.indices.filter { !v[$0].gestureRecognizers.isEmpty }
        var assumed: [String] = []
        var declared: [String] = []
        if overriding.isEmpty {
            assumed.append("no hitTest or point(inside:) overrides (a dump cannot show them)")
        } else {
            declared.append("overrides on \(named(overriding))")
            assumed.append("no other overrides")
        }
        if handling.isEmpty {
            assumed.append("no touch handlers")
        } else {
            declared.append("handlers on \(named(handling))")
        }
        if !recognizing.isEmpty { declared.append("gesture recognizers on \(named(recognizing))") }
        assumed.append("transforms only as far as the frames show them (a rotated view's frame is its bounding box)")
        var lines: [String] = []
        if !declared.isEmpty { lines.append("declared: " + declared.joined(separator: "; ")) }
        lines.append((declared.isEmpty ? "assumed: " : "assumed elsewhere: ") + assumed.joined(separator: ", "))
        lines.append("add them by editing the scene: \"pointInside\", \"hitTest\", \"handles\", \"gestureRecognizers\"")
        return lines
    }

}

extension HierarchyImporter {
    /// `_printHierarchy`'s controllers on the views whose addresses their `view:` names;
    /// a top-level controller whose view is a window's subview is its root view controller.
    /// Controllers whose view is not in the dump are left out, with a warning.
    static func attach(
        _ controllers: [DumpedController], to dump: HierarchyDump, views: [ViewSpec], windows: inout [WindowSpec],
        names: inout NameTable
    ) -> (controllers: [ViewControllerSpec], warnings: [DumpWarning]) {
        var byAddress: [String: Int] = [:]
        for (i, d) in dump.views.enumerated() { if let a = d.address { byAddress[a.lowercased()] = i } }
        let windowViews = Set(windows.map(\.view))
        var specs: [ViewControllerSpec] = []
        var warnings: [DumpWarning] = []
        var used = Set<Int>()
        var open: [Int?] = []  // by depth: the controller index, nil when left out
        for c in controllers {
            open.removeLast(max(open.count - c.depth, 0))
            let parent = open.last ?? nil
            guard let a = c.viewAddress?.lowercased(), let v = byAddress[a], !windowViews.contains(v),
                used.insert(v).inserted
            else {
                warnings.append(.controllerNotFound(line: c.line, className: c.className))
                open.append(nil)
                continue
            }
            var spec = ViewControllerSpec(
                responder: ResponderSpec(name: names.unique(shortClassName(c.className)), className: c.className),
                view: v)
            if c.isPresented { spec.presentedBy = parent }
            if c.depth == 0, let w = windows.firstIndex(where: { views[$0.view].subviews.contains(v) }),
                windows[w].rootViewController == nil
            {
                windows[w].rootViewController = specs.count
            }
            open.append(specs.count)
            specs.append(spec)
        }
        return (specs, warnings)
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

import HitChainGeometry

/// The windows of an imported scene, from what the dump says of them.
///
/// - Order: as the dump lists them, the last in front — `UIApplication.windows`' order, back to
///   front, which window lists, accessibility trees and NSLog print — unless a `windowLevel` is
///   printed, which orders them first (a scene's windows are asked highest level first).
/// - Shown: a window printed `hidden = YES`, or marked `visible="false"` in an accessibility
///   tree, is hidden: UIKit asks no hidden window.
/// - Key: the window the dump marks (XCUITest's `UIWindow (Main)`, a printed `keyWindow = YES`),
///   else the first that is shown (an app makes its own window before the keyboard's and the
///   status bar's, and lists it first).
/// - Touches: UIKit's keyboard, text-effects and status-bar windows let touches through where
///   none of their views is; so, in an accessibility tree (which names no classes), does every
///   window but the key one: they are imported with `hitTest` `passThrough`.
///
/// Any of these taken by assumption is said.
struct ImportedWindows {
    /// What the `"source"` of a window the import lets touches through says.
    static let passThroughNote = "lets touches through where none of its views is (hitTest passThrough)"

    var windows: [WindowSpec] = []
    /// Roots that are not windows, put in a window of their size (appended to the views).
    var synthesized: [Int] = []
    /// Index into `windows`.
    var key: Int?
    var facts: [String] = []

    /// The windows among `roots` (and one around the roots that are not), with their levels,
    /// the key window, and the overrides of windows that let touches through.
    init(_ dump: HierarchyDump, roots: [Int], views: inout [ViewSpec], names: inout NameTable) {
        var levels = false
        for r in roots {
            let d = dump.views[r]
            guard HierarchyImporter.isWindow(d) else {
                synthesized.append(r)
                continue
            }
            var level = 0.0
            if let printed = (d.fields["windowLevel"] ?? d.fields["level"]).flatMap(Double.init), printed.isFinite {
                level = printed
                levels = true
            }
            windows.append(WindowSpec(view: r, level: level))
        }
        if !synthesized.isEmpty {
            var extent = HCSize(width: 1, height: 1)
            for r in synthesized {
                let f = views[r].geometry.frame
                extent = HCSize(width: max(extent.width, f.maxX), height: max(extent.height, f.maxY))
            }
            var window = ViewSpec(
                name: names.unique("window"), className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(origin: .zero, size: extent)), subviews: synthesized)
            window.source = "added by hitchain import: the dump's root is not a window"
            windows.append(WindowSpec(view: views.count))
            views.append(window)
        }
        chooseKey(dump, views: views)
        letTouchesThrough(dump, views: &views)
        if windows.count > 1 {
            facts.insert(
                levels
                    ? "\(windows.count) windows, in front of one another by their printed windowLevel, then as the "
                        + "dump lists them (the last in front)"
                    : "\(windows.count) windows, in front of one another as the dump lists them: the last in front "
                        + "(UIApplication.windows' order; no window level is printed)", at: 0)
        }
    }

    private mutating func chooseKey(_ dump: HierarchyDump, views: [ViewSpec]) {
        guard !windows.isEmpty else { return }
        // A dumped window's view has the index of its line in the dump; an added one has none.
        func dumped(_ w: Int) -> DumpedView? {
            dump.views.indices.contains(windows[w].view) ? dump.views[windows[w].view] : nil
        }
        if let marked = windows.indices.first(where: {
            dumped($0)?.fields["keyWindow"] == "YES" || dumped($0)?.fields["isKeyWindow"] == "YES"
        }) {
            key = marked
            return
        }
        let shown = windows.indices.first { !views[windows[$0].view].isHidden }
        let chosen = shown ?? 0
        key = chosen
        guard windows.count > 1 else { return }
        let at = dumped(chosen).map { " (line \($0.line))" } ?? ""
        facts.append(
            shown == nil
                ? "no window is marked key and none is shown: the first window\(at) is taken as key"
                : "no window is marked key: the first shown window\(at) is taken as key")
    }

    private mutating func letTouchesThrough(_ dump: HierarchyDump, views: inout [ViewSpec]) {
        var through: [String] = []
        for (w, window) in windows.enumerated() where dump.views.indices.contains(window.view) {
            let d = dump.views[window.view]
            let isAccessibilityWindow = d.fields["elementType"] != nil
            guard
                HierarchyImporter.passThroughWindowClasses.contains(HierarchyImporter.shortClassName(d.className))
                    || (isAccessibilityWindow && w != key)
            else { continue }
            guard views[window.view].hitTest == .default, !views[window.view].isHidden else { continue }
            views[window.view].hitTest = .passThrough
            views[window.view].source = (views[window.view].source.map { $0 + "; " } ?? "") + Self.passThroughNote
            through.append(views[window.view].name)
        }
        guard !through.isEmpty else { return }
        let list = through.prefix(3).joined(separator: ", ") + (through.count > 3 ? ", …" : "")
        facts.append(
            "\(through.count == 1 ? "1 window lets" : "\(through.count) windows let") touches through where none of "
                + "its views is (\(list)): hitTest passThrough, as UIKit's keyboard, text-effects and status-bar "
                + "windows do (in an accessibility tree, every window but the key one is taken to)")
    }
}

/// The view controllers of an imported scene: `_printHierarchy`'s (`--controllers`), matched
/// to the dump's views by address, and those a dump names on their views' lines
/// (`ControllerAnnotation`). Either way a controller is on its root view, so chains go from the
/// view to the controller, then to the view's superview; a top-level controller whose view is a
/// window's subview is that window's root view controller.
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

    /// The controllers named on the dump's lines, after `existing` (a view that has one from
    /// `_printHierarchy` keeps it). A child an annotation lists whose view has no line of its
    /// own, and an annotation on a window's line, are left out with a warning.
    static func annotated(
        _ dump: HierarchyDump, views: [ViewSpec], windows: inout [WindowSpec], existing: [ViewControllerSpec],
        names: inout NameTable
    ) -> (controllers: [ViewControllerSpec], warnings: [DumpWarning]) {
        let windowViews = Set(windows.map(\.view))
        var taken = Set(existing.map(\.view))
        var specs: [ViewControllerSpec] = []
        var warnings: [DumpWarning] = []
        var named = Set<String>()
        for d in dump.views { if let c = d.controller { named.insert(c.address ?? c.className) } }
        for (i, d) in dump.views.enumerated() {
            guard let c = d.controller else { continue }
            for child in c.children where !named.contains(child.address ?? child.className) {
                warnings.append(.controllerNotFound(line: d.line, className: child.className))
            }
            guard !windowViews.contains(i) else {
                warnings.append(.controllerOnWindow(line: d.line, className: c.className))
                continue
            }
            guard taken.insert(i).inserted else { continue }
            let spec = ViewControllerSpec(
                responder: ResponderSpec(name: names.unique(shortClassName(c.className)), className: c.className),
                view: i)
            if let w = windows.firstIndex(where: { views[$0.view].subviews.contains(i) }),
                windows[w].rootViewController == nil
            {
                windows[w].rootViewController = existing.count + specs.count
            }
            specs.append(spec)
        }
        return (specs, warnings)
    }
}

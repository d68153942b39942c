import HitChainGeometry

/// What an import says: what it read from the dump and took from it by assumption
/// (`facts`), then what is assumed of the scene as it is now (`assumptions`).
extension HierarchyImporter {
    /// What the importer itself worked out, for the summary.
    struct Notes {
        var synthesized = false
        var withRecognizers = 0
        /// Views whose transform was undone through their printed box.
        var transformed = 0
        var scrollViews: [String] = []
        var annotatedControllers: [String] = []
        var windowFacts: [String] = []
        var warnings: [DumpWarning] = []
    }

    // Over the line limit: one fact per line of the import's summary, in the order printed.
    static func facts(_ scene: HCScene, _ dump: HierarchyDump, _ notes: Notes) -> [String] {
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
        if notes.synthesized { lines.append("the dump's root is not a window: it was put in a window of its size") }
        if dump.isTruncated {
            lines.append("the dump is cut off or has views left out: only what is whole was imported")
        }
        lines += dump.warnings.map(\.description)
        lines += dump.limits
        let unseen = dump.views.filter { $0.fields["visible"] == "NO" && $0.fields["elementType"] != "Window" }.count
        if unseen > 0 {
            lines.append(
                "\(unseen) of \(dump.views.count) elements are marked visible=\"false\" (off screen or covered): "
                    + "kept as they are, not hidden (visible is not isHidden; each view's \"source\" notes it)")
        }
        if notes.withRecognizers > 0 {
            let views = notes.withRecognizers == 1 ? "1 view has" : "\(notes.withRecognizers) views have"
            lines.append("\(views) gesture recognizers of kinds a dump does not print: none imported")
        }
        lines += notes.windowFacts
        if notes.transformed > 0 {
            lines.append(
                "\(plural(notes.transformed, "view")) with a transform: bounds size solved from the printed frame (its "
                    + "bounding box) and the transform, centre from the box's centre less the transform's translation")
        }
        if !notes.scrollViews.isEmpty {
            lines.append(
                "\(plural(notes.scrollViews.count, "scroll view")): \(listed(notes.scrollViews)), with the content "
                    + "size and offset printed (insets are not modelled: an offset outside 0 … contentSize − "
                    + "bounds stays as printed until a drag brings it in)")
        }
        if !notes.annotatedControllers.isEmpty {
            lines.append(
                "\(plural(notes.annotatedControllers.count, "view controller")) named on their views' lines "
                    + "(\(listed(notes.annotatedControllers))): each view's chain goes to its controller, then to the "
                    + "view's superview")
        }
        let notShown = dump.views.filter { $0.note != nil }.count
        if notShown > 0 {
            lines.append(
                "\(plural(notShown, "view")) printed XX (not shown): kept as their fields and their ancestors' say")
        }
        let traits = dump.views.compactMap { $0.fields["traits"] }
        if !traits.isEmpty {
            let kinds = Array(Set(traits.flatMap { $0.split(separator: ",").map(\.trimmingSpaces) })).sorted()
            lines.append(
                (traits.count == 1 ? "1 element carries" : "\(traits.count) elements carry")
                    + " traits a scene has no field for (\(listed(kinds))): kept in "
                    + "each view's \"source\"")
        }
        lines += notes.warnings.map(\.description)
        return lines
    }

    private static func listed(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    }

    /// What is assumed of `scene` because a dump cannot show it, and what the scene declares
    /// instead (an annotations file's overrides, handlers and recognizers), one sentence each.
    public static func assumptions(_ scene: HCScene) -> [String] {
        let v = scene.views
        func named(_ indices: [Int]) -> String {
            let names = indices.prefix(3).map { v[$0].name }.joined(separator: ", ")
            return indices.count > 3 ? "\(names), … (\(indices.count))" : names
        }
        // (A window the import lets touches through is an assumption it says, not a declaration.)
        let overriding = v.indices.filter {
            v[$0].pointInside != .default
                || (v[$0].hitTest != .default
                    && !(v[$0].hitTest == .passThrough
                        && v[$0].source?.contains(ImportedWindows.passThroughNote) == true))
        }
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
        var lines: [String] = []
        if !declared.isEmpty { lines.append("declared: " + declared.joined(separator: "; ")) }
        lines.append((declared.isEmpty ? "assumed: " : "assumed elsewhere: ") + assumed.joined(separator: ", "))
        lines.append("add them by editing the scene: \"pointInside\", \"hitTest\", \"handles\", \"gestureRecognizers\"")
        return lines
    }
}

/// One view as a hierarchy dump printed it: its class, address, depth in the tree, and its
/// fields as printed (`frame` → `(0 0; 375 812)`), before any meaning is given to them.
public struct DumpedView: Hashable, Sendable {
    /// The class the dump names (`UIButton`, `_UIHostingView`, …).
    public var className: String
    /// The address the dump printed (`0x10792d7d0`), nil when the dump stripped addresses.
    public var address: String?
    /// 0 for the root; a child is one deeper than its parent.
    public var depth: Int
    /// Field name → value text, as printed (`hidden` → `YES`, `contentOffset` → `{0, -59}`).
    public var fields: [String: String]
    /// The line of the dump it came from (1-based).
    public var line: Int
    /// The view controller its line names as the one whose root view it is.
    public var controller: ControllerAnnotation?
    /// What its line says that is not a field (iOS 5's `XX (…)`), for the view's `"source"`.
    public var note: String?

    /// A view as printed.
    public init(
        className: String, address: String?, depth: Int, fields: [String: String], line: Int,
        controller: ControllerAnnotation? = nil, note: String? = nil
    ) {
        self.className = className
        self.address = address
        self.depth = depth
        self.fields = fields
        self.line = line
        self.controller = controller
        self.note = note
    }
}

/// A parsed hierarchy dump: its views in document order (a parent before its subviews,
/// siblings back to front), and what the parser had to assume.
public struct HierarchyDump: Hashable, Sendable {
    /// The views, in document order.
    public var views: [DumpedView]
    /// The dump ended mid-way (`...`, or a last line cut off): the complete part was read.
    public var isTruncated: Bool
    /// Lines read by assumption (a depth that jumps, a cut-off last line).
    public var warnings: [DumpWarning]
    /// What this kind of dump cannot show at all (an accessibility tree is not a view tree).
    public var limits: [String]

    /// A dump of `views`.
    public init(
        views: [DumpedView] = [], isTruncated: Bool = false, warnings: [DumpWarning] = [], limits: [String] = []
    ) {
        self.views = views
        self.isTruncated = isTruncated
        self.warnings = warnings
        self.limits = limits
    }

    /// Notes views an author left out at `line` (`...` between whole lines).
    mutating func elided(at line: Int, _ mark: Substring) {
        isTruncated = true
        warnings.append(.leftOut(line: line, what: "\"\(mark)\""))
    }

    /// Notes a view's line its author cut short at `line` and went on after (`…` then whole lines).
    mutating func elided(at line: Int, _ what: String) {
        isTruncated = true
        warnings.append(.leftOut(line: line, what: what))
    }

    /// Marks the dump as cut off at `line`, saying so with how many views were read before.
    package mutating func cut(at line: Int, _ place: DumpWarning.CutPlace) {
        isTruncated = true
        warnings.append(.cut(line: line, place: place, viewsRead: views.count))
    }
}

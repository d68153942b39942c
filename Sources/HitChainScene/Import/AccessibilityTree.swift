public import HitChainGeometry

/// One element of an accessibility tree — an Appium / WebDriverAgent page source or an
/// XCUITest `debugDescription` — with its frame in window (screen) coordinates.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element type without its prefix: `UIButton`, `StaticText`, `Other`, `UIWindow`.
    public var type: String
    /// The element's frame in window (screen) coordinates.
    public var frame: HCRect
    /// Its accessibility identifier (`name` in a page source).
    public var identifier: String?
    /// Its accessibility label.
    public var label: String?
    /// Whether it is enabled.
    public var isEnabled: Bool
    /// Whether the tree calls it visible.
    public var isVisible: Bool
    /// The address XCUITest printed, if any.
    public var address: String?
    /// 0 for the root.
    public var depth: Int
    /// The line of the dump it came from (1-based).
    public var line: Int
    /// The value it prints (`value: 1`, a text field's text).
    public var value: String?
    /// The traits XCUITest prints after the frame (`Selected`, `Keyboard focused`), which a
    /// scene has no field for.
    public var traits: [String] = []
    /// XCUITest's `UIWindow (Main)`: the application's main (key) window.
    public var isMain = false

    /// An element of `type` at `frame`, enabled and visible unless told otherwise.
    public init(
        type: String, frame: HCRect, identifier: String? = nil, label: String? = nil, isEnabled: Bool = true,
        isVisible: Bool = true, address: String? = nil, depth: Int, line: Int
    ) {
        self.type = type
        self.frame = frame
        self.identifier = identifier
        self.label = label
        self.isEnabled = isEnabled
        self.isVisible = isVisible
        self.address = address
        self.depth = depth
        self.line = line
    }
}

/// Accessibility trees as hierarchy dumps: frames made relative to the parent, element
/// types mapped to the UIKit classes whose defaults they carry, the `UIApplication` element
/// left out (its windows become the roots).
public enum AccessibilityTree {
    /// What an accessibility tree cannot show, said in every import from one.
    public static let limits = [
        "an accessibility tree is not a view tree: views that are not accessibility elements are missing or "
            + "merged into their parents, so chains are shorter than in the app",
        "classes are guessed from element types (Button → UIButton, StaticText → UILabel, "
            + "Cell → UITableViewCell, Other → UIView); userInteractionEnabled, alpha and transforms are not in "
            + "the tree (all defaults)",
    ]

    /// The UIKit class for an element type (`XCUIElementTypes`).
    public static func className(forType type: String, parentType: String? = nil) -> String {
        XCUIElementTypes.className(forType: type, parentType: parentType)
    }

    /// The elements as a dump. A window not shown (`visible="false"`) is hidden, said in a
    /// warning; other elements not shown keep a note (off the screen or covered is not hidden).
    ///
    /// - Complexity: O(n).
    public static func dump(
        _ elements: [AccessibilityElement], warnings: [DumpWarning] = [], limits: [String] = Self.limits
    ) -> HierarchyDump {
        var warnings = warnings
        var views: [DumpedView] = []
        var open: [(depth: Int, origin: HCPoint, type: String, kept: Bool)] = []  // the element's ancestors
        var kept = 0  // how many of them are kept (the new depth)
        for e in elements {
            while let last = open.last, last.depth >= e.depth {
                if last.kept { kept -= 1 }
                open.removeLast()
            }
            let parentOrigin = open.last(where: { $0.kept })?.origin ?? .zero
            if e.type == "Application" {
                open.append((e.depth, parentOrigin, e.type, false))
                continue
            }
            var fields: [String: String] = [
                "frame": "(\(e.frame.minX - parentOrigin.x) \(e.frame.minY - parentOrigin.y); "
                    + "\(e.frame.width) \(e.frame.height))"
            ]
            // `visible` is XCUITest's "on screen and not covered", not `isHidden`: a note only.
            if !e.isVisible { fields["visible"] = "NO" }
            fields["elementType"] = e.type
            if !e.isEnabled { fields["enabled"] = "NO" }
            if let id = e.identifier, !id.isEmpty { fields["identifier"] = id }
            if let label = e.label, !label.isEmpty { fields["label"] = label }
            if let value = e.value, !value.isEmpty { fields["value"] = value }
            if !e.traits.isEmpty { fields["traits"] = e.traits.joined(separator: ", ") }
            if e.type == "Window" {
                if e.isMain { fields["keyWindow"] = "YES" }
                if !e.isVisible {
                    fields["hidden"] = "YES"
                    warnings.append(.hiddenWindow(line: e.line))
                }
            }
            views.append(
                DumpedView(
                    className: className(forType: e.type, parentType: open.last?.type), address: e.address,
                    depth: kept,
                    fields: fields, line: e.line))
            open.append((e.depth, e.frame.origin, e.type, true))
            kept += 1
        }
        return HierarchyDump(views: views, warnings: warnings, limits: limits)
    }
}

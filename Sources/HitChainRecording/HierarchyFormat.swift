public import HitChainScene

/// The view-hierarchy dumps `hitchain import` reads, and how to tell them apart by content.
public enum HierarchyFormat: String, CaseIterable, Sendable {
    /// UIKit's `-[UIView recursiveDescription]`.
    case recursiveDescription
    /// An Appium / WebDriverAgent page source (XML).
    case appium
    /// An XCUITest `debugDescription`.
    case xcuitest

    /// The format of `text`, or nil when it looks like none of them.
    ///
    /// - Complexity: O(1): the first 4096 characters are read.
    public static func detect(_ text: String) -> HierarchyFormat? {
        let head = text.prefix(4096)
        if head.contains("<XCUIElementType") || head.contains("<AppiumAUT") { return .appium }
        if head.contains("Element subtree:") || head.contains("}}, identifier: ") { return .xcuitest }
        if head.contains("; frame = (") { return .recursiveDescription }
        if head.contains(", {{"), head.contains("0x") { return .xcuitest }
        // A recent Xcode's lines have no address: `UIWindow (Main), {{0.0, 0.0}, {402.0, 874.0}}`.
        if head.contains("{{"), XCUITestDescription.hasElementLine(head) { return .xcuitest }
        // Views named without frames, or controllers (`_printHierarchy`): read as a
        // recursiveDescription, which says what they are and what to give instead.
        let start = String(head)
        if RecursiveDescription.isShortForm(start) || PrintHierarchy.isControllerHierarchy(start) {
            return .recursiveDescription
        }
        return nil
    }

    /// The dump in `text`, read as this format.
    public func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        switch self {
        case .recursiveDescription: return try RecursiveDescription.parse(text, file: file)
        case .appium: return try AppiumPageSource.parse(text, file: file)
        case .xcuitest: return try XCUITestDescription.parse(text, file: file)
        }
    }
}

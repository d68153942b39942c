/// What a dumped view's class tells: the UIKit class whose defaults it has, whether it is a
/// window or a scroll view, and the readable name it is given.
extension HierarchyImporter {
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
    /// `_UIHostingView` (the second length-prefixed identifier of the mangling, a private type's
    /// discriminator not counted: `_TtC7SwiftUIP33_…17HostingScrollView` → `HostingScrollView`).
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
                // A private type's discriminator (`P33_9BA8…`: `_` and 32 hex digits) is no name.
                let identifier = name[j..<end]
                let isDiscriminator =
                    identifier.count == 33 && identifier.hasPrefix("_")
                    && identifier.dropFirst().allSatisfy(\.isHexDigit)
                if !isDiscriminator { identifiers.append(String(identifier)) }
                i = end
            }
            if let id = identifiers.dropFirst().first ?? identifiers.first, !id.isEmpty { return id }
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return String(last.map { $0 == "/" ? "_" : $0 })
    }

    /// The classes whose views are scroll views (`UIScrollView` and its UIKit subclasses).
    static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// Whether `d` is a scroll view: it prints a scroll view's `contentOffset` or `contentSize`,
    /// or its class or `baseClass` is one. (An accessibility tree's scroll views print neither
    /// offset nor content size: they stay plain views.)
    static func isScrollView(_ d: DumpedView) -> Bool {
        guard d.fields["elementType"] == nil else { return false }
        return d.fields["contentSize"] != nil || d.fields["contentOffset"] != nil
            || scrollViewClasses.contains(d.className) || d.fields["baseClass"].map(scrollViewClasses.contains) == true
    }

    /// UIKit's own windows that let touches through where none of their views is: the text
    /// effects and keyboard windows that hold the keyboard, and the status bar's window.
    static let passThroughWindowClasses: Set<String> = [
        "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIStatusBarWindow",
    ]

    /// Whether `d`, a root of the dump, is a window: a `UIWindow` by its class or `baseClass`,
    /// or a class whose own name ends in `UIWindow` (UIKit's private ones, `UITextEffectsWindow`).
    static func isWindow(_ d: DumpedView) -> Bool {
        effectiveClass(d) == "UIWindow" || shortClassName(d.className).hasSuffix("Window")
    }
}

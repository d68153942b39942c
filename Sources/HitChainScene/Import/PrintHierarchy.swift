/// One view controller as `_printHierarchy` printed it.
public struct DumpedController: Hashable, Sendable {
    /// The controller's class.
    public var className: String
    /// Its address, nil when not printed.
    public var address: String?
    /// The address of its view (`view: <UIView 0x…>`), which matches a view of a
    /// `recursiveDescription` taken from the same running app.
    public var viewAddress: String?
    /// 0 for the root; a child or presented controller is one deeper than its parent.
    public var depth: Int
    /// Listed with `+`: presented by its parent, not a child of it.
    public var isPresented: Bool
    /// The line of the dump it came from (1-based).
    public var line: Int
}

/// Reads `po [UIViewController _printHierarchy]` (or `[[UIWindow keyWindow]
/// rootViewController] _printHierarchy`): one controller per line,
/// `<Class 0xADDR>, state: appeared, view: <UIView 0xADDR>`, nested by `|` bars, a presented
/// controller marked with `+` instead of `|`.
public enum PrintHierarchy {
    /// The controllers of `text`, in document order.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> [DumpedController] {
        var controllers: [DumpedController] = []
        let lines = PastedText(text).text.split(separator: "\n", omittingEmptySubsequences: false)
        for (k, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard let open = line.firstIndex(of: "<") else {
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                throw ImportText.error(
                    .syntax, "expected a controller, \"<Class 0x…>, state: …, view: <UIView 0x…>\"",
                    file, k + 1, 1)
            }
            let prefix = line[..<open]
            guard prefix.allSatisfy({ " \t|+".contains($0) }) else {
                throw ImportText.error(
                    .syntax, "only spaces, \"|\" and \"+\" may come before a controller's \"<\"", file, k + 1, 1)
            }
            let marks = prefix.filter { $0 == "|" || $0 == "+" }
            guard let close = line[open...].firstIndex(of: ">") else {
                throw ImportText.error(.syntax, "this controller's \"<\" is never closed by a \">\"", file, k + 1, 1)
            }
            // `<Shop 0x7b00>`, or `<Shop: 0x7b00>` as recent iOS prints it.
            let head = line[line.index(after: open)..<close].split(separator: " ")
            guard let className = head.first.map({ String($0.hasSuffix(":") ? $0.dropLast() : $0) }), !className.isEmpty
            else {
                throw ImportText.error(.syntax, "expected a class name after \"<\"", file, k + 1, 1)
            }
            var viewAddress: String?
            if let v = line.firstRange(of: "view: <") {
                let rest = line[v.upperBound...]
                viewAddress = rest.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == ";" })
                    .first { $0.hasPrefix("0x") }.map(String.init)
            }
            controllers.append(
                DumpedController(
                    className: className, address: head.dropFirst().first.map(String.init), viewAddress: viewAddress,
                    depth: marks.count, isPresented: marks.last == "+", line: k + 1))
        }
        guard !controllers.isEmpty else { throw ImportText.error(.syntax, "no view controller found", file, 1, 1) }
        return controllers
    }

    /// The line (1-based) that makes `lines` a controller hierarchy, if one does: a line among
    /// the first is `<Class 0x…>, state: …` (addresses may be stripped: `<UITabBarController>,
    /// state: …`).
    ///
    /// - Complexity: O(1): at most the first 8 lines that are not blank are read.
    static func controllerHierarchyLine(_ lines: [Substring]) -> Int? {
        var seen = 0
        for (k, line) in lines.enumerated() {
            guard seen < 8 else { break }
            let t = line.drop { " \t|+".contains($0) }
            guard !t.isEmpty, !t.hasPrefix("(lldb)") else { continue }
            seen += 1
            guard t.hasPrefix("<"), let close = t.firstIndex(of: ">") else { continue }
            if t[t.index(after: close)...].hasPrefix(", state: ") { return k + 1 }
        }
        return nil
    }

    /// Throws when `lines`, given where a view dump belongs, are a controller hierarchy.
    static func refuseAsViews(_ lines: [Substring], _ file: String?) throws(SceneError) {
        guard let line = controllerHierarchyLine(lines) else { return }
        throw ImportText.error(
            .syntax,
            "this is a view-controller hierarchy (_printHierarchy): it names controllers and their views, not the "
                + "views' frames. Give it with --controllers beside a recursiveDescription from the same run "
                + "(hitchain import recursiveDescription views.txt --controllers controllers.txt). "
                + RecursiveDescription.howToDump,
            file, line, 1)
    }

    /// Whether `text` is a controller hierarchy rather than a view dump.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func isControllerHierarchy(_ text: String) -> Bool {
        controllerHierarchyLine(ImportText.lines(PastedText(text).text)) != nil
    }
}

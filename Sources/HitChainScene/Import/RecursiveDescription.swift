/// Reads UIKit's `-[UIView recursiveDescription]` as people paste it: one view per line,
/// `<Class: 0xADDR; field = value; …>`, depth shown by `|` bars (counted, not measured in
/// columns: pasted copies misalign). Wrappers are taken off first — surrounding quotes or
/// backticks, an Objective-C `@"…"` on one line with literal `\n`, an lldb `(id) $1 = 0x…`
/// prefix — addresses may be stripped, `(layer)` lines are skipped, values that nest
/// `<…; …>`, `{…; …}` or `(…; …)` are split only at the top level, and a dump cut off (a
/// last line `...`, or a last line without its `>`) gives its complete part with a warning.
public enum RecursiveDescription {
    /// The most views a dump may hold (as many as a scene).
    public static let maxViews = SceneLimits.standard.maxViews

    /// The views of `text`, in document order.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        var dump = HierarchyDump()
        // Split and scanned as bytes: a deep dump is mostly indentation, and reading it a
        // Character at a time made import ten times slower.
        let source = unwrapped(text)
        let lines = ImportText.lines(source)
        for (k, raw) in lines.enumerated() {
            let number = k + 1
            let line = raw.utf8.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            let lead = Indentation(line)
            let trimmed = line[lead.firstNonSpace...]
            // A last line of indentation alone is the start of a view the cut left out.
            if k == lines.count - 1, lead.bars > 0, !dump.views.isEmpty, lead.open == nil, lead.isIndentationOnly {
                dump.isTruncated = true
                dump.warnings.append(
                    "line \(number): the dump is cut off at the start of a view; the views before it were read")
                break
            }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("...") || trimmed.hasPrefix("…") {
                dump.isTruncated = true
                dump.warnings.append(
                    "line \(number): the dump is cut off here (\"...\"); the views before it were read")
                break
            }
            if trimmed.hasSuffix("(layer)") { continue }
            guard let open = lead.open else {
                throw ImportText.error(
                    .syntax, "expected a view, \"<Class: 0x…; frame = (x y; w h); …>\"", file, number, 1)
            }
            guard lead.isIndentationOnly else {
                let column = line.distance(from: line.startIndex, to: open) + 1
                throw ImportText.error(
                    .syntax, "only spaces and \"|\" bars may come before a view's \"<\"", file, number, column)
            }
            var depth = lead.bars
            let body: Substring
            switch closing(line, from: open) {
            case .some(let close):
                body = line[line.index(after: open)..<close]
            case .none:
                if k == lines.count - 1 || lines[(k + 1)...].allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\r" } }) {
                    dump.isTruncated = true
                    dump.warnings.append("line \(number): the last view is cut off; the views before it were read")
                    return try finish(dump, file)
                }
                let column = line.distance(from: line.startIndex, to: open) + 1
                throw ImportText.error(.syntax, "this view's \"<\" is never closed by a \">\"", file, number, column)
            }
            let previous = dump.views.last?.depth ?? -1
            if depth > previous + 1 {
                dump.warnings.append(
                    "line \(number): \(depth) bars after a line with \(max(previous, 0)); read as a subview of it")
                depth = previous + 1
            }
            guard dump.views.count < maxViews else {
                throw ImportText.error(.tooLarge, "more than \(maxViews) views", file, number, 1)
            }
            dump.views.append(try view(body, depth: depth, line: number, file: file))
        }
        return try finish(dump, file)
    }

    private static func finish(_ dump: HierarchyDump, _ file: String?) throws(SceneError) -> HierarchyDump {
        guard !dump.views.isEmpty else {
            throw ImportText.error(
                .syntax, "no view found: a recursiveDescription has lines like \"<UIView: 0x…; frame = …>\"", file, 1, 1
            )
        }
        return dump
    }

    /// One view's fields: the first part is the class (and address), the rest `key = value`
    /// or `key: value`.
    private static func view(_ body: Substring, depth: Int, line: Int, file: String?) throws(SceneError) -> DumpedView {
        let parts = ImportText.split(body, at: ";")
        let head = parts.first.map { $0.trimmingSpaces } ?? ""
        let headParts = head.split(separator: ":", maxSplits: 1)
        let className = headParts.first.map { String($0).trimmingSpaces } ?? ""
        guard !className.isEmpty, !className.contains(" ") else {
            throw ImportText.error(.syntax, "expected a class name after \"<\"", file, line, 1)
        }
        let address = headParts.count == 2 ? String(headParts[1]).trimmingSpaces : nil
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            let text = part.trimmingSpaces
            if text.isEmpty { continue }
            let eq = text.firstIndex(of: "=")
            let colon = text.firstIndex(of: ":")
            guard let sep = [eq, colon].compactMap({ $0 }).min() else { continue }
            let key = text[..<sep].trimmingSpaces
            let value = text[text.index(after: sep)...].trimmingSpaces
            if !key.isEmpty, !key.contains(" "), fields[key] == nil { fields[key] = value }
        }
        return DumpedView(className: className, address: address, depth: depth, fields: fields, line: line)
    }

    /// The index of the `>` that closes the `<` at `open`, skipping nested brackets and
    /// quoted text (`text = 'a > b'`); nil when the line ends first.
    private static func closing(_ line: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var quoted = false
        var i = open
        while i < line.endIndex {
            let c = line[i]
            if quoted {
                // A quote ends quoted text only before a separator or the end of the view:
                // quotes inside `text = 'What's'` are not escaped.
                if c == "'" {
                    let next = line.index(after: i)
                    if next == line.endIndex || line[next] == ";" || line[next] == ">" { quoted = false }
                }
            } else if c == "'" {
                quoted = true
            } else if c == "<" || c == "{" || c == "(" {
                depth += 1
            } else if c == ">" || c == "}" || c == ")" {
                depth -= 1
                if depth == 0, c == ">" { return i }
            }
            i = line.index(after: i)
        }
        return nil
    }

    /// What comes before a line's first `<`, read as bytes: the `|` bars counted, whether
    /// anything but spaces, tabs and bars is there, and where the text after the spaces starts.
    ///
    /// - Complexity: O(the indentation).
    struct Indentation {
        var bars = 0
        /// The view's `<`, if the line has one.
        var open: String.Index?
        /// Only spaces, tabs and bars up to `open` (or the end of the line).
        var isIndentationOnly = true
        var firstNonSpace: String.Index

        init(_ line: Substring) {
            let bytes = line.utf8
            // Offsets into the line's bytes, read from its storage where it has one.
            let scan = { (buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int?, Int?, Bool) in
                var bars = 0
                var nonSpace: Int?
                var onlyIndentation = true
                for (k, b) in buffer.enumerated() {
                    if b == UInt8(ascii: "<") { return (bars, nonSpace, k, onlyIndentation) }
                    if b != UInt8(ascii: " "), b != UInt8(ascii: "\t") {
                        if nonSpace == nil { nonSpace = k }
                        if b == UInt8(ascii: "|") { bars += 1 } else { onlyIndentation = false }
                    }
                }
                return (bars, nonSpace, nil, onlyIndentation)
            }
            let (bars, nonSpace, open, onlyIndentation) =
                bytes.withContiguousStorageIfAvailable(scan) ?? Array(bytes).withUnsafeBufferPointer(scan)
            self.bars = bars
            isIndentationOnly = onlyIndentation
            self.open = open.map { bytes.index(bytes.startIndex, offsetBy: $0) }
            firstNonSpace = bytes.index(bytes.startIndex, offsetBy: nonSpace ?? open ?? bytes.count)
        }
    }

    /// The dump without its wrappers: surrounding quotes or backticks, `@"…"`, an lldb
    /// `(type) $N = 0x… ` prefix; literal `\n` in a one-line dump become line breaks.
    static func unwrapped(_ text: String) -> String {
        var t = Substring(text).trimmingSpacesAndNewlines
        var changed = false
        if t.hasPrefix("("), let close = t.firstIndex(of: ")"), t[t.index(after: close)...].hasPrefix(" $") {
            // (id) $1 = 0x7fb8… <UIWindow: …>  or  (UIView *) $2 = 0x… <UIView: …>
            if let lt = t.firstIndex(of: "<") {
                t = t[lt...]
                changed = true
            }
        }
        if t.hasPrefix("@\"") {
            t = t.dropFirst(2)
            if t.hasSuffix("\"") { t = t.dropLast() }
            changed = true
        }
        for q in ["\"", "`", "'"] where t.hasPrefix(q) && t.hasSuffix(q) && t.count >= 2 {
            t = t.dropFirst().dropLast()
            changed = true
            break
        }
        while t.hasPrefix("`") || t.hasSuffix("`") {
            if t.hasPrefix("`") { t = t.dropFirst() } else { t = t.dropLast() }
            changed = true
        }
        // Unwrapped text keeps its own lines and columns, so errors point into the file.
        guard changed else { return text }
        var out = String(t)
        if !out.contains("\n"), out.contains("\\n") {
            out = out.replacing("\\n", with: "\n")
        }
        return out
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    ///
    /// - Complexity: O(the spaces trimmed).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    var trimmingSpacesAndNewlines: Substring {
        let s = Substring(self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = s.firstIndex(where: { !isSpace($0) }), let last = s.lastIndex(where: { !isSpace($0) }) else {
            return s[s.endIndex...]
        }
        return s[first...last]
    }
}

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
        try refuseShortForm(lines, file)
        // The last line that is neither blank nor dots: a cut after it ends the dump.
        let lastMeaningful =
            lines.lastIndex { line in
                let t = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                return !t.isEmpty && !isElision(t)
            } ?? -1
        var k = 0
        var previousWasElision = false
        while k < lines.count {
            let number = k + 1
            let line = lines[k].utf8.last == UInt8(ascii: "\r") ? lines[k].dropLast() : lines[k]
            k += 1
            let lead = Indentation(line)
            let trimmed = line[lead.firstNonSpace...]
            // A last line of indentation alone is the start of a view the cut left out.
            if k == lines.count, lead.bars > 0, !dump.views.isEmpty, lead.open == nil, lead.isIndentationOnly {
                dump.cut(at: number, .startOfView)
                break
            }
            if trimmed.isEmpty { continue }
            if Self.isElision(trimmed) {
                if k > lastMeaningful {
                    dump.cut(at: number, .mark(String(trimmed.prefix(12))))
                    break
                }
                // One warning for a run of dot lines.
                if !previousWasElision { dump.elided(at: number, trimmed.prefix(12)) }
                previousWasElision = true
                continue
            }
            previousWasElision = false
            if trimmed.hasSuffix("(layer)") { continue }
            guard let open = lead.open else {
                throw ImportText.error(
                    .syntax, "expected a view, \"<Class: 0x…; frame = (x y; w h); …>\"", file, number, 1)
            }
            // HOURecursiveDescription and similar print the ivar that holds the view before it.
            let ivar = lead.isIndentationOnly ? nil : Self.ivarName(line[..<open])
            guard lead.isIndentationOnly || ivar != nil else {
                let column = line.distance(from: line.startIndex, to: open) + 1
                throw ImportText.error(
                    .syntax, "only spaces and \"|\" bars (or an ivar's name) may come before a view's \"<\"", file,
                    number, column)
            }
            var depth = lead.bars
            var body: Substring
            if let close = closing(line, from: open) {
                body = line[line.index(after: open)..<close]
                // Text after a view (`-><UIImage: …>`, `collection view layout: <…>`) whose own
                // `<` never closes, on the dump's last line: the cut fell there.
                if k > lastMeaningful, Self.opensUnclosed(line[line.index(after: close)...]) {
                    dump.cut(at: number, .afterView)
                }
            } else if let wrapped = Self.wrappedBody(line[open...], lines: lines, from: k) {
                body = wrapped.body
                dump.warnings.append(.wrapped(line: number, next: wrapped.next))
                k = wrapped.next
            } else if k > lastMeaningful {
                dump.cut(at: number, .middleOfLine)
                return try finish(dump, file)
            } else if Self.isElisionLine(lines, at: k) {
                // Cut by its author, who went on after the dots: the whole views after it are read.
                dump.elided(at: number, "a view's line cut off before \"\(lines[k].trimmingSpaces.prefix(12))\"")
                continue
            } else {
                let column = line.distance(from: line.startIndex, to: open) + 1
                throw ImportText.error(.syntax, "this view's \"<\" is never closed by a \">\"", file, number, column)
            }
            let previous = dump.views.last?.depth ?? -1
            if depth > previous + 1 {
                dump.warnings.append(.depthJump(line: number, bars: depth, previous: previous))
                depth = previous + 1
            }
            guard dump.views.count < maxViews else {
                throw ImportText.error(.tooLarge, "more than \(maxViews) views", file, number, 1)
            }
            var dumped = try view(body, depth: depth, line: number, file: file)
            if let ivar, dumped.fields["ivar"] == nil { dumped.fields["ivar"] = ivar }
            dump.views.append(dumped)
        }
        return try finish(dump, file)
    }

    /// Whether `text` opens a `<` that it never closes.
    static func opensUnclosed(_ text: Substring) -> Bool {
        var depth = 0
        for c in text.utf8 {
            if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth = max(depth - 1, 0) }
        }
        return depth > 0
    }

    /// Whether `text` names views without frames (`<UIButton: 0x7fda0000d8c0>` lines).
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func isShortForm(_ text: String) -> Bool { ShortForm.firstLine(ImportText.lines(text)) != nil }

    /// The most lines one view's line may be wrapped over when pasted.
    static let maxWrappedLines = 64

    /// A view's line a paste wrapped (`start` is its `<` onwards): the lines from `k` that do
    /// not start a view, joined until its `<` closes. The view's body and the line after the
    /// last one joined, or nil when it never closes.
    ///
    /// - Complexity: O(l · w²) for w ≤ `maxWrappedLines` lines of length l.
    static func wrappedBody(_ start: Substring, lines: [Substring], from k: Int) -> (body: Substring, next: Int)? {
        var joined = String(start)
        var next = k
        while next < lines.count, next - k < maxWrappedLines, !startsView(lines[next]) {
            joined += lines[next].utf8.last == UInt8(ascii: "\r") ? lines[next].dropLast() : lines[next]
            next += 1
            let whole = Substring(joined)
            if let close = closing(whole, from: whole.startIndex) {
                return (whole[whole.index(after: whole.startIndex)..<close], next)
            }
        }
        return nil
    }

    /// Throws when the lines are a short form: views named without frames.
    private static func refuseShortForm(_ lines: [Substring], _ file: String?) throws(SceneError) {
        guard let short = ShortForm.firstLine(lines) else { return }
        throw ImportText.error(
            .syntax,
            "\"\(short.text)\" names a view but not its frame: this is a short form (a list of views, "
                + "_autolayoutTrace, po of an array), and hit-testing needs every frame. \(howToDump)",
            file, short.line, 1)
    }

    /// What to run in lldb for a dump this reader can use.
    public static let howToDump =
        "Print a full dump in lldb: po view.value(forKey: \"recursiveDescription\")! (Swift), "
        + "po [view recursiveDescription] (Objective-C), or for the whole screen "
        + "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] recursiveDescription]"

    /// The ivar name between the bars and a view's `<` (`|    | _myButton <UIButton: …>`), if
    /// that is all there is.
    static func ivarName(_ lead: Substring) -> String? {
        let token = lead.drop { $0 == "|" || $0 == " " || $0 == "\t" }.trimmingSpaces
        guard let first = token.first, first == "_" || first.isLetter,
            token.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber })
        else { return nil }
        return token
    }

    /// A line of dots (`...`, `.......`, `…`), bars and spaces around it: an author's cut.
    static func isElision(_ trimmed: Substring) -> Bool {
        let rest = trimmed.drop { $0 == "|" || $0 == " " || $0 == "\t" }
        guard let first = rest.first, first == "." || first == "…" else { return false }
        let dots = rest.prefix { $0 == "." || $0 == "…" }
        return (dots.count >= 3 || dots.contains("…"))
            && rest.dropFirst(dots.count).allSatisfy { $0 == " " || $0 == "\r" }
    }

    private static func isElisionLine(_ lines: [Substring], at k: Int) -> Bool {
        k < lines.count && isElision(lines[k].drop { $0 == " " || $0 == "\t" })
    }

    /// Whether `line` starts a view (`<` after bars and spaces) or is an elision.
    private static func startsView(_ line: Substring) -> Bool {
        let lead = Indentation(line)
        return (lead.open != nil && lead.isIndentationOnly) || isElision(line[lead.firstNonSpace...])
    }

    private static func finish(_ dump: HierarchyDump, _ file: String?) throws(SceneError) -> HierarchyDump {
        guard !dump.views.isEmpty else {
            throw ImportText.error(
                .syntax, "no view found: a recursiveDescription has lines like \"<UIView: 0x…; frame = …>\"",
                file, 1, 1
            )
        }
        return dump
    }

    /// One view's fields: the first part is the class (and address), the rest `key = value`
    /// or `key: value`.
    private static func view(_ body: Substring, depth: Int, line: Int, file: String?) throws(SceneError) -> DumpedView {
        var body = body
        var extra: Substring = ""
        // `<<_UITextContainerView: 0x…; frame = …; layer = <…>> minSize = {0, 0}, …>`: a class
        // whose description wraps its superclass's; the view is the inner description, and
        // what follows it is more fields, separated by commas.
        if body.first == "<", let inner = closing(body, from: body.startIndex) {
            extra = body[body.index(after: inner)...]
            body = body[body.index(after: body.startIndex)..<inner]
        }
        let parts = ImportText.split(body, at: ";") + ImportText.split(extra, at: ",")
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
        if t.hasPrefix("$"), t.dropFirst().prefix(while: \.isNumber).count > 0,
            let lt = t.firstIndex(of: "<"), t[..<lt].contains(" = ")
        {
            // $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: …>
            t = t[lt...]
            changed = true
        } else if t.hasPrefix("("), let close = t.firstIndex(of: ")"), t[t.index(after: close)...].hasPrefix(" $") {
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

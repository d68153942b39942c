/// How a recursiveDescription's lines are taken apart: the indentation before a view, the
/// `>` that closes it, a view's line a paste wrapped (or whose text holds line breaks), the
/// dots of an author's cut, and the brackets of a logged array.
extension RecursiveDescription {
    /// Whether `text` opens a `<` or a `(` that it never closes.
    static func opensUnclosed(_ text: Substring) -> Bool {
        var angles = 0
        var parentheses = 0
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"): angles = max(angles - 1, 0)
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"): parentheses = max(parentheses - 1, 0)
            default: break
            }
        }
        return angles > 0 || parentheses > 0
    }

    /// The most lines one view's line may be wrapped over when pasted.
    static let maxWrappedLines = 64

    /// A view's line that goes on over the next lines (`start` is its `<` onwards): the lines
    /// from `k` that do not start a view, joined until its `<` closes. The view's body, the line
    /// after the last one joined, and whether the line broke inside quoted text (a text that
    /// holds line breaks, kept in the text) rather than where a paste wrapped it (taken out);
    /// nil when it never closes.
    ///
    /// - Complexity: O(l · w²) for w ≤ `maxWrappedLines` lines of length l.
    static func wrappedBody(_ start: Substring, lines: [Substring], from k: Int)
        -> (body: Substring, next: Int, inText: Bool)?
    {
        var joined = String(start)
        let inText = ImportText.endsInQuotedText(start)
        var next = k
        while next < lines.count, next - k < maxWrappedLines, !startsView(lines[next]) {
            if inText { joined += "\n" }
            joined += lines[next].utf8.last == UInt8(ascii: "\r") ? lines[next].dropLast() : lines[next]
            next += 1
            let whole = Substring(joined)
            if let close = closing(whole, from: whole.startIndex) {
                return (whole[whole.index(after: whole.startIndex)..<close], next, inText)
            }
        }
        return nil
    }

    /// A line of dots (`...`, `.......`, `…`), bars and spaces around it: an author's cut.
    static func isElision(_ trimmed: Substring) -> Bool {
        let rest = trimmed.drop { $0 == "|" || $0 == " " || $0 == "\t" }
        guard let first = rest.first, first == "." || first == "…" else { return false }
        let dots = rest.prefix { $0 == "." || $0 == "…" }
        return (dots.count >= 3 || dots.contains("…"))
            && rest.dropFirst(dots.count).allSatisfy { $0 == " " || $0 == "\r" }
    }

    static func isElisionLine(_ lines: [Substring], at k: Int) -> Bool {
        k < lines.count && isElision(lines[k].drop { $0 == " " || $0 == "\t" })
    }

    /// Whether `line` starts a view (`<` after bars and spaces) or is an elision.
    static func startsView(_ line: Substring) -> Bool {
        let lead = Indentation(line)
        return (lead.open != nil && lead.isIndentationOnly) || isElision(line[lead.firstNonSpace...])
    }

    /// A logged array's brackets around its views: `(`, `)`, `<__NSArrayM 0x165c5d20>(`,
    /// `{(`, `)}` (a set), with the comma after an element (`),`): +1 for one that opens, −1 for
    /// one that closes, nil for a line that is not one.
    static func arrayBracket(_ trimmed: Substring) -> Int? {
        var t = trimmed.trimmingSpaces
        if t.hasSuffix("\r") { t.removeLast() }
        if ["(", "{(", "["].contains(t) { return 1 }
        if [")", ")}", "),", "]", "],"].contains(t) { return -1 }
        // `<__NSArrayM 0x165c5d20>(` or `<__NSSetM: 0x600000c3c1e0>(` or a label before it (`windows: (`).
        guard t.hasSuffix("(") else { return nil }
        let head = t.dropLast().trimmingSpaces
        if head.hasSuffix(":") { return head.contains("<") ? nil : 1 }
        return head.hasPrefix("<__NS") && head.hasSuffix(">") && !head.contains(";") ? 1 : nil
    }

    /// The index of the `>` that closes the `<` at `open`, skipping nested brackets and
    /// quoted text (`text = 'a > b'`); nil when the line ends first.
    static func closing(_ line: Substring, from open: Substring.Index) -> Substring.Index? {
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
}

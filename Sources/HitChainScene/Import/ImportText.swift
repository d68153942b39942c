/// What the text-dump readers (`RecursiveDescription`, `XCUITestDescription`,
/// `PrintHierarchy`) share: splitting a line at its top-level separators, and located errors.
enum ImportText {
    /// `body` split at each `separator` outside brackets (`<>`, `{}`, `()`) and quoted text.
    /// A quote closes quoted text only before a separator or the end: dumps do not escape
    /// quotes inside text (`text = 'What's up'`).
    ///
    /// - Complexity: O(n) in the length of `body`.
    static func split(_ body: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var quoted = false
        var start = body.startIndex
        var i = body.startIndex
        while i < body.endIndex {
            let c = body[i]
            if quoted {
                if c == "'" {
                    let next = body.index(after: i)
                    if next == body.endIndex || body[next] == separator { quoted = false }
                }
            } else if c == "'" {
                quoted = true
            } else if c == "<" || c == "{" || c == "(" {
                depth += 1
            } else if c == ">" || c == "}" || c == ")" {
                depth = max(depth - 1, 0)
            } else if c == separator, depth == 0 {
                parts.append(body[start..<i])
                start = body.index(after: i)
            }
            i = body.index(after: i)
        }
        parts.append(body[start...])
        return parts
    }

    /// Whether `text` ends inside quoted text (`text = 'Three copies`), by the rule of `split`.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func endsInQuotedText(_ text: Substring) -> Bool {
        var quoted = false
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "'" {
                let next = text.index(after: i)
                if !quoted {
                    quoted = true
                } else if next == text.endIndex || text[next] == ";" || text[next] == ">" || text[next] == "," {
                    quoted = false
                }
            }
            i = text.index(after: i)
        }
        return quoted
    }

    /// `text`'s lines (split at `\n`; a last empty line kept, as `split` with empty
    /// subsequences does), found in the text's storage a byte at a time.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func lines(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        let ends: [Int]? = utf8.withContiguousStorageIfAvailable { buffer in
            var ends: [Int] = []
            for k in buffer.indices where buffer[k] == 0x0A { ends.append(k) }
            return ends
        }
        guard let ends else {
            return utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)
        }
        var out: [Substring] = []
        out.reserveCapacity(ends.count + 1)
        var start = utf8.startIndex
        var previous = 0
        for end in ends {
            let stop = utf8.index(start, offsetBy: end - previous)
            out.append(text[start..<stop])
            start = utf8.index(after: stop)
            previous = end + 1
        }
        out.append(text[start...])
        return out
    }

    /// An error at `file`:`line`:`column`.
    static func error(_ kind: SceneError.Kind, _ problem: String, _ file: String?, _ line: Int, _ column: Int)
        -> SceneError
    {
        var e = SceneError(kind, problem)
        e.file = file
        e.line = line
        e.column = column
        return e
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

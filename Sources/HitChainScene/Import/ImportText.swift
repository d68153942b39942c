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

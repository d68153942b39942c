/// A dump as it was pasted, without what the paste wrapped it in: the lldb commands echoed
/// before it (`(lldb) po …`), an lldb result prefix (`(id) $1 = 0x… `, `(String) $R0 = `,
/// `$3 = 0x… `), surrounding quotes or backticks, an Objective-C `@"…"`; and a dump printed
/// as one string with its line breaks escaped (`p` of a Swift `String`, an `@"…"` on one
/// line) with its escapes undone: `\n`, `\t`, `\r`, `\"`, `\'`, `\\`, `\0`, `\u{…}`, `\uXXXX`
/// and `\UXXXXXXXX`.
///
/// What comes off the first line or around the text keeps the other lines where they were,
/// and echoed commands become blank lines, so that errors name the pasted file's lines; an
/// escaped string's lines are its escaped line breaks. What is left before a view on the first
/// line — a controller's annotation, `'RootViewController:0x757a0b0' <UIView: …>` — stays.
struct PastedText {
    /// The text to read.
    var text: String
    /// The dump was one string with its line breaks escaped: read with its escapes undone.
    var wasEscapedString = false
    /// That string has no closing quote: it was cut.
    var isUnterminated = false

    /// - Complexity: O(n) in the length of the text.
    init(_ raw: String) {
        text = raw
        // Echoed lldb commands before the dump become blank lines. (Only the lines up to the
        // dump's first are split: a large dump is not copied when nothing is taken off.)
        var first = raw.startIndex
        var blankLines = 0
        var blanked = false
        while first < raw.endIndex {
            let end = raw[first...].firstIndex(of: "\n") ?? raw.endIndex
            let t = raw[first..<end].trimmingSpacesAndNewlines
            guard t.isEmpty || t.hasPrefix("(lldb)") else { break }
            blanked = blanked || !t.isEmpty
            blankLines += 1
            first = end < raw.endIndex ? raw.index(after: end) : end
        }
        var body = raw[first...].trimmingSpacesAndNewlines
        guard !body.isEmpty else { return }
        var changed = blanked
        if let rest = Self.droppingResultPrefix(body) {
            body = rest
            changed = true
        }
        var isString = false
        if body.hasPrefix("@\"") || (body.hasPrefix("\"") && body.hasSuffix("\"") && !body.dropFirst().isEmpty) {
            body = body.dropFirst(body.hasPrefix("@") ? 2 : 1)
            if body.hasSuffix("\"") { body = body.dropLast() } else if !body.contains("\n") { isUnterminated = true }
            isString = true
        } else if body.hasPrefix("\""), !body.contains("\n"), body.contains("\\n") {
            // One line that opens a string and never closes it: a printed string, cut.
            body = body.dropFirst()
            isString = true
            isUnterminated = true
        } else if body.hasPrefix("'"), body.hasSuffix("'"), !body.dropFirst().isEmpty,
            !ControllerAnnotation.startsAnnotation(body)
        {
            body = body.dropFirst().dropLast()
            changed = true
        }
        changed = changed || isString
        while body.hasPrefix("`") || body.hasSuffix("`") {
            body = body.hasPrefix("`") ? body.dropFirst() : body.dropLast()
            changed = true
        }
        guard changed else { return }
        let head = String(repeating: "\n", count: blankLines)
        // One line holding escaped line breaks is a printed string.
        if isString, !body.contains("\n"), body.contains("\\n") {
            text = head + Self.unescaped(body)
            wasEscapedString = true
        } else {
            isUnterminated = false
            text = head + body
        }
    }

    /// `body` without an lldb result prefix on its first line — `(id) $1 = `, `(UIView *) $2 = `,
    /// `(String) $R0 = `, `$3 = ` — and the object's address after it (`0x08c5d730 `), or nil
    /// when it has none.
    static func droppingResultPrefix(_ body: Substring) -> Substring? {
        var rest = body
        if rest.hasPrefix("(") {
            guard let close = rest.firstIndex(of: ")"), !rest[..<close].contains("\n") else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard rest.hasPrefix("$") else { return nil }
        let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest[name.endIndex...]
        guard rest.hasPrefix(" = ") else { return nil }
        rest = rest.dropFirst(3)
        if rest.hasPrefix("0x") {
            let hex = rest.dropFirst(2).prefix { $0.isHexDigit }
            if !hex.isEmpty, rest[hex.endIndex...].hasPrefix(" ") { rest = rest[hex.endIndex...].dropFirst() }
        }
        return rest
    }

    /// `s` with its backslash escapes undone; an escape it does not know, or one cut short,
    /// is kept as it is.
    ///
    /// - Complexity: O(n) in the length of `s`.
    static func unescaped(_ s: Substring) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let next = s.index(after: i)
            guard c == "\\", next < s.endIndex else {
                out.append(c)
                i = next
                continue
            }
            var after = s.index(after: next)
            switch s[next] {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"", "'", "\\": out.append(s[next])
            case "u", "U":
                if let (scalar, end) = Self.scalar(s, from: after, long: s[next] == "U") {
                    out.unicodeScalars.append(scalar)
                    after = end
                } else {
                    out.append(c)
                    after = next
                }
            default:
                out.append(c)
                after = next
            }
            i = after
        }
        return out
    }

    /// The scalar of `{hex}` (Swift), or of 4 hex digits (8 when `long`, NSString's `\U`),
    /// starting at `i`, and the index after it.
    private static func scalar(_ s: Substring, from i: Substring.Index, long: Bool) -> (
        Unicode.Scalar, Substring.Index
    )? {
        if s[i...].hasPrefix("{") {
            let digits = s[s.index(after: i)...].prefix { $0.isHexDigit }.prefix(8)
            guard digits.endIndex < s.endIndex, s[digits.endIndex] == "}", let v = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(v)
            else { return nil }
            return (scalar, s.index(after: digits.endIndex))
        }
        let digits = s[i...].prefix(long ? 8 : 4)
        guard digits.count == (long ? 8 : 4), digits.allSatisfy(\.isHexDigit), let v = UInt32(digits, radix: 16),
            let scalar = Unicode.Scalar(v)
        else { return nil }
        return (scalar, digits.endIndex)
    }
}

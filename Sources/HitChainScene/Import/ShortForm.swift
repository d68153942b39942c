/// The short forms of a view that name it without its frame — `<UIButton: 0x7fda0000d8c0>`
/// (a view printed inside an array or a log line), `*<UIView:0x7f…>` and `•UIWindow:0x7f…`
/// (`_autolayoutTrace`) — which a dump with no frame anywhere is made of. Told apart so that
/// the import can say what is missing and how to print a full dump.
enum ShortForm {
    /// The first short form in `lines` and its line (1-based), when no line mentions a frame
    /// at all (however it is written).
    ///
    /// - Complexity: O(n) in the length of the lines.
    static func firstLine(_ lines: [Substring]) -> (text: Substring, line: Int)? {
        var first: (text: Substring, line: Int)?
        for (k, line) in lines.enumerated() {
            if line.contains("frame") { return nil }
            if first == nil, let view = shortView(line) { first = (view, k + 1) }
        }
        return first
    }

    /// The `<Class: 0xADDR>` (or `•Class:0xADDR`) in `line`, if it has one.
    static func shortView(_ line: Substring) -> Substring? {
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if c == "<" || c == "•" || c == "*" {
                var j = line.index(after: i)
                if c == "*", j < line.endIndex, line[j] == "<" { j = line.index(after: j) }
                if let end = classAndAddress(line, from: j) {
                    let close = end < line.endIndex && line[end] == ">" ? line.index(after: end) : end
                    return line[i..<close]
                }
            }
            i = line.index(after: i)
        }
        return nil
    }

    /// Where `Class: 0xHEX` starting at `i` ends (after its last hex digit), if it is there and
    /// is followed by `>`, a space or the end of the line.
    private static func classAndAddress(_ line: Substring, from i: Substring.Index) -> Substring.Index? {
        let isNameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        let name = line[i...].prefix(while: isNameCharacter)
        guard let head = name.first, head.isLetter || head == "_" else { return nil }
        var rest = line[name.endIndex...]
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.hasPrefix("0x") else { return nil }
        let hex = rest.dropFirst(2).prefix { $0.isHexDigit }
        guard !hex.isEmpty else { return nil }
        let end = hex.endIndex
        guard end == line.endIndex || line[end] == ">" || line[end] == " " || line[end] == "\r" else { return nil }
        return end
    }
}

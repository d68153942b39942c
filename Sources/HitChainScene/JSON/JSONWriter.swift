import HitChainGeometry

/// A streaming JSON writer with stable, human-friendly layout: two-space indentation,
/// fields in the order they are written, numbers in their shortest exact form (`100`,
/// `0.1`, `0.30000000000000004`), short arrays of numbers on one line.
///
/// Streaming (rather than building a tree) keeps deep documents off the call stack.
/// Indentation stops growing at `maxIndentLevels`, so that a document's size stays linear in
/// its content however deep it nests (a 10 000-level view chain would otherwise spend
/// hundreds of megabytes on leading spaces).
public struct JSONWriter {
    /// Nesting levels that are indented; deeper members line up with the last of them.
    package static let maxIndentLevels = 32
    private static let indentation = "\n" + String(repeating: "  ", count: maxIndentLevels)

    private var out: String = ""
    private var depth = 0
    /// For each open container: whether it has a member yet, and whether it is inline.
    private var open: [(hasMember: Bool, inline: Bool)] = []
    private var afterKey = false
    /// Everything on one line (line-delimited protocols), members separated by ", ".
    private let isCompact: Bool

    /// A writer; `compact` puts everything on one line.
    public init(compact: Bool = false) { isCompact = compact }

    /// The text written so far.
    public var text: String { out }

    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let top = open.last else { return }
        if top.hasMember { out += "," }
        if top.inline || isCompact {
            if top.hasMember { out += " " }
        } else {
            newline()
        }
        open[open.count - 1].hasMember = true
    }

    /// A line break and the indentation of `depth` (at most `maxIndentLevels`).
    private mutating func newline() {
        guard !isCompact else { return }
        out += Self.indentation.prefix(1 + 2 * min(depth, Self.maxIndentLevels))
    }

    /// Opens an object.
    public mutating func beginObject() {
        separate()
        out += "{"
        open.append((false, false))
        depth += 1
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        let top = open.removeLast()
        depth -= 1
        if top.hasMember { newline() }
        out += "}"
    }

    /// Starts an array; an `inline` array keeps its members on one line.
    public mutating func beginArray(inline: Bool = false) {
        separate()
        out += "["
        open.append((false, inline))
        depth += 1
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        let top = open.removeLast()
        depth -= 1
        if top.hasMember, !top.inline { newline() }
        out += "]"
    }

    /// Writes a member's key; its value comes next.
    public mutating func key(_ k: String) {
        separate()
        out += Self.quote(k) + ": "
        afterKey = true
    }

    /// Writes a string value, escaped.
    public mutating func string(_ s: String) {
        separate()
        out += Self.quote(s)
    }

    /// Writes a number in its shortest exact form (`NaN`, `Infinity`, `-Infinity` when not finite).
    public mutating func number(_ d: Double) {
        separate()
        if d.isNaN {
            out += "NaN"
        } else if d.isInfinite {
            out += d < 0 ? "-Infinity" : "Infinity"
        } else {
            out += formatScalar(d)
        }
    }

    /// Writes a Boolean value.
    public mutating func bool(_ b: Bool) {
        separate()
        out += b ? "true" : "false"
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        out += "null"
    }

    /// Writes `[a, b, …]` on one line.
    public mutating func numbers(_ values: [Double]) {
        beginArray(inline: true)
        for v in values { number(v) }
        endArray()
    }

    /// Writes the member `k` with a string value.
    public mutating func field(_ k: String, _ s: String) {
        key(k)
        string(s)
    }

    /// Writes the member `k` with a number value.
    public mutating func field(_ k: String, _ d: Double) {
        key(k)
        number(d)
    }

    /// Writes the member `k` with a Boolean value.
    public mutating func field(_ k: String, _ b: Bool) {
        key(k)
        bool(b)
    }

    /// Writes the member `k` with an array of numbers, on one line.
    public mutating func field(_ k: String, numbers values: [Double]) {
        key(k)
        numbers(values)
    }

    /// A JSON string literal with the required escapes.
    public static func quote(_ s: String) -> String {
        // Most strings (names, selectors) need no escape: copy them whole.
        let needsEscape = s.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        if !needsEscape { return "\"" + s + "\"" }
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                r += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }
}

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

    /// The document's UTF-8 bytes: appending bytes is a copy, where appending to a `String`
    /// checked and grew it for each piece (a scene's text cost 59 000 instructions a view, now 22 000).
    private var out: [UInt8] = []
    private var depth = 0
    /// For each open container: whether it has a member yet, and whether it is inline.
    private var open: [(hasMember: Bool, inline: Bool)] = []
    private var afterKey = false
    /// Everything on one line (line-delimited protocols), members separated by ", ".
    private let isCompact: Bool

    /// A writer; `compact` puts everything on one line.
    public init(compact: Bool = false) { isCompact = compact }

    /// The text written so far.
    public var text: String { String(decoding: out, as: UTF8.self) }

    /// The text written, as UTF-8: the writer's own bytes, handed over without a copy.
    package consuming func finishUTF8() -> [UInt8] { out }

    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let top = open.last else { return }
        if top.hasMember { out.append(UInt8(ascii: ",")) }
        if top.inline || isCompact {
            if top.hasMember { out.append(UInt8(ascii: " ")) }
        } else {
            newline()
        }
        open[open.count - 1].hasMember = true
    }

    /// A line break and the indentation of `depth` (at most `maxIndentLevels`).
    private mutating func newline() {
        guard !isCompact else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(depth, Self.maxIndentLevels)))
    }

    /// Opens an object.
    public mutating func beginObject() {
        separate()
        out.append(UInt8(ascii: "{"))
        open.append((false, false))
        depth += 1
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        let top = open.removeLast()
        depth -= 1
        if top.hasMember { newline() }
        out.append(UInt8(ascii: "}"))
    }

    /// Starts an array; an `inline` array keeps its members on one line.
    public mutating func beginArray(inline: Bool = false) {
        separate()
        out.append(UInt8(ascii: "["))
        open.append((false, inline))
        depth += 1
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        let top = open.removeLast()
        depth -= 1
        if top.hasMember, !top.inline { newline() }
        out.append(UInt8(ascii: "]"))
    }

    /// Writes a member's key; its value comes next.
    public mutating func key(_ k: String) {
        separate()
        Self.quote(k, into: &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes a string value, escaped.
    public mutating func string(_ s: String) {
        separate()
        Self.quote(s, into: &out)
    }

    /// Writes a number in its shortest exact form (`NaN`, `Infinity`, `-Infinity` when not finite).
    public mutating func number(_ d: Double) {
        separate()
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
            Self.digits(Int64(d), into: &out)
        } else {
            // formatScalar's text: `NaN`, `-Infinity`, `Infinity`, or Swift's shortest form.
            out.append(contentsOf: formatScalar(d).utf8)
        }
    }

    /// Writes a Boolean value.
    public mutating func bool(_ b: Bool) {
        separate()
        out.append(contentsOf: (b ? "true" : "false").utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        out.append(contentsOf: "null".utf8)
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
        var bytes: [UInt8] = []
        quote(s, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal: a quote, the text with `"`, `\\` and the
    /// control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`), a quote. Every other
    /// byte is copied, so text that is not ASCII stays as it is.
    private static func quote(_ s: String, into out: inout [UInt8]) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        out.append(quote)
        // Most strings (names, selectors) need no escape: copy them whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) {
            out.append(contentsOf: s.utf8)
            out.append(quote)
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for b in s.utf8 {
            switch b {
            case quote, backslash: out += [backslash, b]
            case UInt8(ascii: "\n"): out += [backslash, UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [backslash, UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [backslash, UInt8(ascii: "t")]
            case 0..<0x20: out += [backslash, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]]
            default: out.append(b)
            }
        }
        out.append(quote)
    }

    /// Appends the decimal digits of `n`, with a minus sign when negative.
    private static func digits(_ n: Int64, into out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        // At most 20 digits; written backwards into a fixed buffer, then copied.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var k = 20
            repeat {
                k -= 1
                buffer[k] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
            } while m != 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[k...]))
        }
    }
}

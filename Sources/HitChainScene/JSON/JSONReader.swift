/// An iterative JSON reader that keeps the line and column of every value.
///
/// Foundation's reader stops at 512 levels with "The given data was not valid JSON"; this
/// one has no depth limit of its own (callers set theirs) and reports every syntax error
/// with its line and column.
public struct JSONReader {
    /// Why text is not JSON, and where.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where the text stops being JSON.
        public var location: JSONDocument.Location
        /// What is wrong.
        public var message: String
        /// The error at `location`, saying `message`.
        public init(location: JSONDocument.Location, message: String) {
            self.location = location
            self.message = message
        }
        /// `line L, column C: message`.
        public var description: String { "\(location): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var nodes: [JSONDocument.Node] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses UTF-8 JSON text.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
        var reader = JSONReader(bytes: bytes)
        try reader.parseDocument()
        return JSONDocument(nodes: reader.nodes)
    }

    /// The document `text` holds.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONDocument {
        try parse(Array(text.utf8))
    }

    // MARK: Driver

    /// An open array or object. Mutated in place on the stack (`stack[top].…`), never copied
    /// out and back, so that a container with n members costs O(n), not O(n²).
    private struct Container {
        var node: Int
        var isObject: Bool
        var items: [Int] = []
        var keys: [String] = []
        var seen: Set<String> = []
    }

    private var location: JSONDocument.Location {
        JSONDocument.Location(line: line, column: index - lineStart + 1)
    }

    private func fail(_ message: String) -> SyntaxError {
        SyntaxError(location: location, message: message)
    }

    // Over the line limit: the iterative parser: one loop over an explicit stack, its state in locals.
    private mutating func parseDocument() throws(SyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        var stack: [Container] = []
        skipWhitespace()
        // Each turn reads one value (a scalar, or the opening of a container), then attaches
        // finished values to their parents while the parents close.
        while true {
            guard index < bytes.count else { throw fail("unexpected end of input: expected a value") }
            let start = location
            let nodeIndex = nodes.count
            var finished = true
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                nodes.append(.init(value: .object([]), location: start))
                stack.append(Container(node: nodeIndex, isObject: true))
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    stack.removeLast()
                } else {
                    try readKey(into: &stack)
                    finished = false
                }
            case UInt8(ascii: "["):
                index += 1
                nodes.append(.init(value: .array([]), location: start))
                stack.append(Container(node: nodeIndex, isObject: false))
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    stack.removeLast()
                } else {
                    finished = false
                }
            case UInt8(ascii: "\""):
                let s = try readString()
                nodes.append(.init(value: .string(s), location: start))
            default:
                nodes.append(.init(value: try readScalar(), location: start))
            }
            if !finished { continue }
            // Attach the finished value and close every container that ends here.
            var value = nodeIndex
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if index < bytes.count { throw fail("unexpected text after the end of the document") }
                    return
                }
                let top = stack.count - 1
                stack[top].items.append(value)
                skipWhitespace()
                let isObject = stack[top].isObject
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    skipWhitespace()
                    if isObject { try readKey(into: &stack) }
                    break
                }
                guard peek(UInt8(ascii: isObject ? "}" : "]")) else {
                    throw fail(isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
                }
                index += 1
                let done = stack.removeLast()
                if done.isObject {
                    nodes[done.node].value = .object(
                        zip(done.keys, done.items).map { JSONDocument.Member(key: $0, value: $1) })
                } else {
                    nodes[done.node].value = .array(done.items)
                }
                value = done.node
            }
        }
    }

    /// Reads `"key" :` for the object on top of the stack.
    private mutating func readKey(into stack: inout [Container]) throws(SyntaxError) {
        guard peek(UInt8(ascii: "\"")) else { throw fail("expected a quoted field name") }
        let keyLocation = location
        let key = try readString()
        let top = stack.count - 1
        // Small objects are searched in place; a set is kept once an object grows past 16 fields.
        let isNew: Bool
        if stack[top].keys.count < 16 {
            let length = key.utf8.count  // lengths first, as `JSONObjectReader` looks keys up
            isNew = !stack[top].keys.contains { $0.utf8.count == length && $0 == key }
        } else {
            if stack[top].seen.isEmpty { stack[top].seen = Set(stack[top].keys) }
            isNew = stack[top].seen.insert(key).inserted
        }
        guard isNew else {
            throw SyntaxError(location: keyLocation, message: "field \"\(key)\" appears twice in the same object")
        }
        stack[top].keys.append(key)
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw fail("expected ':' after the field name \"\(key)\"") }
        index += 1
        skipWhitespace()
    }

    // MARK: Tokens

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func readScalar() throws(SyntaxError) -> JSONDocument.Value {
        if let (length, value) = word() {
            index += length
            return value
        }
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        guard index > start else {
            let shown = index < bytes.count ? Self.show(bytes[index]) : "end of input"
            throw fail("unexpected \(shown): expected a value")
        }
        let token = bytes[start..<index]
        guard let number = Self.number(token) else {
            throw SyntaxError(
                location: JSONDocument.Location(line: line, column: start - lineStart + 1),
                message: "\"\(String(decoding: token, as: UTF8.self))\" is not a number")
        }
        return .number(number)
    }

    /// The literal word at the read position (`true`, `false`, `null`, and the non-finite
    /// numbers the scene format allows), with its length, when one stands there alone.
    private func word() -> (Int, JSONDocument.Value)? {
        guard index < bytes.count else { return nil }
        let candidates: (StaticString, JSONDocument.Value)
        switch bytes[index] {
        case UInt8(ascii: "t"): candidates = ("true", .bool(true))
        case UInt8(ascii: "f"): candidates = ("false", .bool(false))
        case UInt8(ascii: "n"): candidates = ("null", .null)
        case UInt8(ascii: "N"): candidates = ("NaN", .number(.nan))
        case UInt8(ascii: "I"): candidates = ("Infinity", .number(.infinity))
        case UInt8(ascii: "-"): candidates = ("-Infinity", .number(-.infinity))
        default: return nil
        }
        let (word, value) = candidates
        let n = word.utf8CodeUnitCount
        guard index + n <= bytes.count else { return nil }
        for k in 0..<n where bytes[index + k] != word.utf8Start[k] { return nil }
        let after = index + n
        guard after == bytes.count || !(Self.isNumberByte(bytes[after]) || Self.isLetter(bytes[after])) else {
            return nil
        }
        return (n, value)
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    /// The value of a number token, nil unless it follows the JSON grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. Integers of up to 15 digits
    /// are exact in a Double and are summed directly; others go through `Double(_:)`.
    private static func number(_ token: ArraySlice<UInt8>) -> Double? {
        var i = token.startIndex
        let end = token.endIndex
        func isDigit(_ k: Int) -> Bool { k < end && token[k] >= UInt8(ascii: "0") && token[k] <= UInt8(ascii: "9") }
        func digits() -> Int {
            let first = i
            while isDigit(i) { i += 1 }
            return i - first
        }
        let negative = i < end && token[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let integerStart = i
        if i < end, token[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return nil }
        let integerDigits = i - integerStart
        var isInteger = true
        if i < end, token[i] == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            if digits() == 0 { return nil }
        }
        if i < end, token[i] == UInt8(ascii: "e") || token[i] == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if i < end, token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { return nil }
        }
        guard i == end else { return nil }
        if isInteger, integerDigits <= 15 {
            var value = 0
            for k in integerStart..<integerStart + integerDigits { value = value * 10 + Int(token[k] &- 48) }
            return negative ? -Double(value) : Double(value)
        }
        return Double(String(decoding: token, as: UTF8.self))
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    private static func show(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    private mutating func readString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        if let s = try readPlainString() { return s }
        var out = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw fail("string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw fail("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try readHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw fail("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
                }
            case 0..<0x20:
                throw fail("control character in a string (write it as an escape)")
            default:
                out.append(b)
                index += 1
            }
        }
    }

    /// The rest of a string without escapes (most are), in one scan and one validation; nil
    /// with the position left at the first escape or control character otherwise.
    private mutating func readPlainString() throws(SyntaxError) -> String? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        guard let s = String(validating: bytes[start..<index - 1], as: UTF8.self) else {
            throw fail("string is not valid UTF-8")
        }
        return s
    }

    private mutating func readHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw fail("expected four hex digits after \\u") }
        index += 4
        return v
    }
}

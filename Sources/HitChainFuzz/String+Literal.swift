import Foundation

extension String {
    /// Where `text` first occurs: Foundation's `range(of:)`, without bridging to `NSString`
    /// when both strings are ASCII and `text` holds no line break (the trace's own words and
    /// the fuzzer's names). There every character is one byte and compares only with itself,
    /// so a byte search answers exactly as Foundation does; any other string is asked of
    /// Foundation. (Foundation's search cost about 24 000 instructions a call, 5 % of a small case.)
    func literalRange(of text: StaticString) -> Range<Index>? {
        let found = utf8.withContiguousStorageIfAvailable { hay in
            text.withUTF8Buffer { needle in Self.asciiOffset(of: needle, in: hay) }
        }
        switch found {
        case .some(.found(let offset)):
            let start = utf8.index(startIndex, offsetBy: offset)
            return start..<utf8.index(start, offsetBy: text.utf8CodeUnitCount)
        case .some(.absent):
            return nil
        case .some(.unanswered), .none:
            return range(of: text.description)
        }
    }

    /// Whether `text` occurs: Foundation's `contains`, as `literalRange(of:)` finds it.
    func containsLiteral(_ text: StaticString) -> Bool { literalRange(of: text) != nil }

    /// What a byte search can say.
    private enum ASCIISearch {
        case found(Int)
        case absent
        /// A byte outside ASCII, or a line break in the text looked for: Foundation decides.
        case unanswered
    }

    private static func asciiOffset(of needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>)
        -> ASCIISearch
    {
        for b in needle where b >= 0x80 || b == 0x0A || b == 0x0D { return .unanswered }
        for b in hay where b >= 0x80 { return .unanswered }
        // Foundation finds no empty text: let it say so.
        guard let first = needle.first else { return .unanswered }
        guard needle.count <= hay.count else { return .absent }
        var i = 0
        let last = hay.count - needle.count
        while i <= last {
            if hay[i] == first {
                var k = 1
                while k < needle.count, hay[i + k] == needle[k] { k += 1 }
                if k == needle.count { return .found(i) }
            }
            i += 1
        }
        return .absent
    }
}

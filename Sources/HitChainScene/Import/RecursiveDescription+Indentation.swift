extension RecursiveDescription {
    /// What comes before a line's view (its first `<` outside a leading quoted annotation), read
    /// as bytes: the `|` bars counted, whether anything but spaces, tabs and bars is there, and
    /// where the text after the spaces starts.
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
            // Offsets into the line's bytes, read from its storage where it has one. A `'` that
            // starts a word (`'ShopViewController:0x3'`) opens quoted text, in which a `<` (of a
            // generic class's name) is not the view's.
            let scan = { (buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int?, Int?, Bool) in
                var bars = 0
                var nonSpace: Int?
                var onlyIndentation = true
                var quoted = false
                var previous = UInt8(ascii: " ")
                for (k, b) in buffer.enumerated() {
                    if b == UInt8(ascii: "'") {
                        if quoted
                            || [
                                UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "|"), UInt8(ascii: "("),
                                UInt8(ascii: "\""),
                            ].contains(previous)
                        {
                            quoted.toggle()
                        }
                    }
                    if b == UInt8(ascii: "<"), !quoted { return (bars, nonSpace, k, onlyIndentation) }
                    if b != UInt8(ascii: " "), b != UInt8(ascii: "\t") {
                        if nonSpace == nil { nonSpace = k }
                        if b == UInt8(ascii: "|") { bars += 1 } else { onlyIndentation = false }
                    }
                    previous = b
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
}

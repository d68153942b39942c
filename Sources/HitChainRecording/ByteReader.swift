/// Reads what `ByteWriter` writes; every read is bounds-checked and throws at the end of
/// the data, so a damaged or hostile input cannot read out of range or loop.
struct ByteReader {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.index = start
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { index >= end }
    var remaining: Int { end - index }

    mutating func u8() throws(EVZError.Reason) -> UInt8 {
        guard index < end else { throw .truncated("expected a byte") }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func u32() throws(EVZError.Reason) -> UInt32 {
        guard remaining >= 4 else { throw .truncated("expected 4 bytes") }
        var v: UInt32 = 0
        for i in 0..<4 { v |= UInt32(bytes[index + i]) << (8 * UInt32(i)) }
        index += 4
        return v
    }

    mutating func u64() throws(EVZError.Reason) -> UInt64 {
        guard remaining >= 8 else { throw .truncated("expected 8 bytes") }
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(bytes[index + i]) << (8 * UInt64(i)) }
        index += 8
        return v
    }

    mutating func varint() throws(EVZError.Reason) -> UInt64 {
        // Most numbers in a recording take one byte.
        if index < end, bytes[index] < 0x80 {
            defer { index += 1 }
            return UInt64(bytes[index])
        }
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < end else { throw .truncated("a number is cut off") }
            let b = bytes[index]
            index += 1
            guard shift < 64 else { throw .corrupt("a number is longer than 64 bits") }
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return v }
            shift += 7
        }
    }

    /// A varint that must fit `limit` (counts and lengths: a count far beyond the data is
    /// refused before anything is allocated for it). A negative limit refuses everything.
    mutating func count(limit: Int, _ what: String) throws(EVZError.Reason) -> Int {
        let v = try varint()
        guard limit >= 0, v <= UInt64(limit) else {
            throw .corrupt("\(what) is \(v), more than the \(max(limit, 0)) the data can hold")
        }
        return Int(v)
    }

    /// A length prefix followed by that many bytes of this reader: the bound is the data
    /// left *after* the prefix, so no declared length can read past the record.
    mutating func length(_ what: String) throws(EVZError.Reason) -> Int {
        let v = try varint()
        guard v <= UInt64(remaining) else { throw .corrupt("\(what) is \(v), more than the \(remaining) bytes left") }
        return Int(v)
    }

    mutating func zigzag() throws(EVZError.Reason) -> Int64 {
        let u = try varint()
        return Int64(bitPattern: (u >> 1) ^ (0 &- (u & 1)))
    }

    mutating func double() throws(EVZError.Reason) -> Double { Double(bitPattern: try u64()) }

    mutating func string() throws(EVZError.Reason) -> String {
        let n = try length("a string length")
        defer { index += n }
        return String(decoding: bytes[index..<index + n], as: UTF8.self)
    }

    mutating func byteString() throws(EVZError.Reason) -> [UInt8] {
        let n = try length("a byte-string length")
        defer { index += n }
        return Array(bytes[index..<index + n])
    }

    /// A reader over the next `n` bytes (checked with `length`), which this one skips.
    mutating func subreader(_ what: String) throws(EVZError.Reason) -> ByteReader {
        let n = try length(what)
        defer { index += n }
        return ByteReader(bytes, from: index, to: index + n)
    }
}

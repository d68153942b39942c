/// Appends the primitive encodings the `.evz` format uses.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ v: UInt8) { bytes.append(v) }

    mutating func u32(_ v: UInt32) {
        for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(i)))) }
    }

    mutating func u64(_ v: UInt64) {
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    /// LEB128: seven bits a byte, low first.
    mutating func varint(_ v: UInt64) {
        var v = v
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func varint(_ v: Int) { varint(UInt64(clamping: max(v, 0))) }

    /// Zig-zag then LEB128: small magnitudes of either sign take one byte.
    mutating func zigzag(_ v: Int64) { varint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }

    mutating func double(_ d: Double) { u64(d.bitPattern) }

    mutating func string(_ s: String) {
        let utf8 = Array(s.utf8)
        varint(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    mutating func byteString(_ b: [UInt8]) {
        varint(b.count)
        bytes.append(contentsOf: b)
    }
}

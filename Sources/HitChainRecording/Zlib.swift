import CZlib

/// zlib deflate / inflate and CRC-32, through the `CZlib` system-library shim.
enum Zlib {
    /// Deflates `input` into a zlib stream.
    static func compress(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        guard czlib_deflateInit2(&stream, level, 15) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var produced = 0
        input.withUnsafeBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                _ = deflate(&stream, Z_FINISH)
                produced = outBuf.count - Int(stream.avail_out)
            }
        }
        return Array(output[..<produced])
    }

    /// Inflates a zlib stream that declares `expectedSize` bytes of output. Refuses, while
    /// inflating, to produce more than `expectedSize` (a chunk that claims little and
    /// inflates to gigabytes stops at the claim) and reports a stream that ends short.
    static func decompress(_ input: [UInt8], expectedSize: Int) throws(EVZError.Reason) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflateInit2(&stream, 15) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        // One spare byte: if inflate fills it, the data is longer than declared.
        var output = [UInt8](repeating: 0, count: expectedSize + 1)
        var status: Int32 = Z_OK
        var produced = 0
        input.withUnsafeBufferPointer { inBuf in
            output.withUnsafeMutableBufferPointer { outBuf in
                stream.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
                stream.avail_in = uInt(inBuf.count)
                stream.next_out = outBuf.baseAddress
                stream.avail_out = uInt(outBuf.count)
                status = inflate(&stream, Z_FINISH)
                produced = outBuf.count - Int(stream.avail_out)
            }
        }
        if produced > expectedSize { throw .corrupt("the chunk inflates past its declared \(expectedSize) bytes") }
        guard status == Z_STREAM_END else {
            throw .corrupt(status == Z_DATA_ERROR ? "the compressed data is damaged" : "the compressed data ends early")
        }
        guard produced == expectedSize else { throw .corrupt("the chunk inflates to \(produced) bytes, not the declared \(expectedSize)") }
        output.removeLast()
        return output
    }

    /// CRC-32 (the zlib / PNG polynomial).
    static func crc32(_ bytes: [UInt8], _ initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buf in
            UInt32(CZlib.crc32(uLong(initial), buf.baseAddress, uInt(buf.count)))
        }
    }
}

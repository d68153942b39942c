import CZlib

/// zlib deflate / inflate and CRC-32, through the `CZlib` system-library shim.
enum Zlib {
    /// Deflates `input`: a zlib stream (`windowBits` 15), or raw deflate (-15) where the
    /// container already has a length and a CRC.
    static func compress(_ input: [UInt8], level: Int32 = 6, windowBits: Int32 = 15) -> [UInt8] {
        var stream = z_stream()
        // A window no larger than the input (2⁹ to 2¹⁵ bytes) and a hash table to match:
        // inflating with the full window reads any smaller one, so the format is unchanged.
        var bits: Int32 = 9
        while bits < 15, (1 << bits) < input.count { bits += 1 }
        let memLevel = max(1, min(8, bits - 6))
        guard czlib_deflateInit2Sized(&stream, level, windowBits < 0 ? -bits : bits, memLevel) == Z_OK else {
            return []
        }
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
    /// inflates to gigabytes stops at the claim) and reports a stream that ends short. The
    /// output grows as inflation produces it, so a declared size costs nothing until the
    /// data backs it.
    static func decompress(
        _ input: ArraySlice<UInt8>, expectedSize: Int, windowBits: Int32 = 15
    ) throws(EVZError.Reason) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard czlib_inflateInit2(stream, windowBits) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(stream) }
        return try inflate(stream, input, expectedSize: expectedSize)
    }

    /// Runs a started inflate `stream` over `input` (see `decompress`).
    static func inflate(
        _ stream: UnsafeMutablePointer<z_stream>, _ input: ArraySlice<UInt8>, expectedSize: Int
    ) throws(EVZError.Reason) -> [UInt8] {
        // One spare byte: if inflate fills it, the data is longer than declared.
        let limit = expectedSize + 1
        var output = [UInt8](repeating: 0, count: min(limit, max(4096, input.count * 4)))
        var status: Int32 = Z_OK
        var produced = 0
        input.withUnsafeBufferPointer { inBuf in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: inBuf.baseAddress)
            stream.pointee.avail_in = uInt(inBuf.count)
            while true {
                output.withUnsafeMutableBufferPointer { outBuf in
                    stream.pointee.next_out = outBuf.baseAddress.map { $0 + produced }
                    stream.pointee.avail_out = uInt(outBuf.count - produced)
                    status = CZlib.inflate(stream, Z_FINISH)
                    produced = outBuf.count - Int(stream.pointee.avail_out)
                }
                // Z_BUF_ERROR with room left means the input ran out: the stream ends early.
                guard status == Z_OK || status == Z_BUF_ERROR, produced == output.count, output.count < limit else {
                    break
                }
                output.append(contentsOf: repeatElement(0, count: min(limit - output.count, output.count)))
            }
        }
        if produced > expectedSize { throw .corrupt("the chunk inflates past its declared \(expectedSize) bytes") }
        guard status == Z_STREAM_END else {
            throw .corrupt(status == Z_DATA_ERROR ? "the compressed data is damaged" : "the compressed data ends early")
        }
        let leftover = Int(stream.pointee.avail_in)
        guard leftover == 0 else { throw .corrupt("\(leftover) bytes follow the compressed data") }
        guard produced == expectedSize else {
            throw .corrupt("the chunk inflates to \(produced) bytes, not the declared \(expectedSize)")
        }
        output.removeSubrange(produced...)
        return output
    }

    /// Packs a chunk body: method byte 0 and the bytes as they are, or method 1 and raw
    /// deflate, whichever is smaller (tiny chunks do not pay deflate's overhead).
    static func pack(_ body: [UInt8], level: Int32 = 9) -> [UInt8] {
        let deflated = compress(body, level: level, windowBits: -15)
        if !deflated.isEmpty, deflated.count < body.count { return [1] + deflated }
        return [0] + body
    }

    /// Unpacks what `pack` made, refusing more than `expectedSize` bytes; with an
    /// `inflater`, its stream is reused.
    static func unpack(
        _ packed: ArraySlice<UInt8>, expectedSize: Int, inflater: Inflater? = nil
    ) throws(EVZError.Reason) -> [UInt8] {
        guard let method = packed.first else { throw .truncated("the chunk body is empty") }
        let body = packed.dropFirst()
        switch method {
        case 0:
            guard body.count == expectedSize else {
                throw .corrupt("a stored chunk is \(body.count) bytes, not the declared \(expectedSize)")
            }
            return Array(body)
        case 1:
            if let inflater { return try inflater.inflate(body, expectedSize: expectedSize) }
            return try decompress(body, expectedSize: expectedSize, windowBits: -15)
        default:
            throw .corrupt("unknown compression method \(method)")
        }
    }

    /// CRC-32 (the zlib / PNG polynomial).
    static func crc32(_ bytes: [UInt8], _ initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buf in
            UInt32(CZlib.crc32(uLong(initial), buf.baseAddress, uInt(buf.count)))
        }
    }
}

/// One raw-inflate stream reused for every chunk body a reader unpacks: `inflateReset`
/// instead of setting zlib's state and window up again for each. A class: it owns zlib's
/// state, freed with it.
final class Inflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private let isReady: Bool

    init() {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        isReady = czlib_inflateInit2(stream, -15) == Z_OK
    }

    deinit {
        if isReady { inflateEnd(stream) }
        stream.deallocate()
    }

    /// Inflates one raw-deflate body (see `Zlib.decompress`).
    func inflate(_ input: ArraySlice<UInt8>, expectedSize: Int) throws(EVZError.Reason) -> [UInt8] {
        guard isReady, inflateReset(stream) == Z_OK else { throw .corrupt("zlib could not start") }
        return try Zlib.inflate(stream, input, expectedSize: expectedSize)
    }
}

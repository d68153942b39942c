import Testing

@testable import HitChainRecording

/// `ByteWriter` and `ByteReader` directly: round trips at the edges of every encoding, and
/// every read bounded by the data that is really there.
@Suite("ByteCoding: the .evz primitives")
struct ByteCodingTests {
    @Test("fixed-width, varint, zigzag, doubles and strings round-trip at their edges")
    func roundTrips() throws {
        var w = ByteWriter()
        let u32s: [UInt32] = [0, 1, 0x7F, 0x80, .max]
        let u64s: [UInt64] = [0, 1, 1 << 35, .max]
        let varints: [UInt64] = [0, 1, 127, 128, 16_383, 16_384, 1 << 56, .max]
        let zigzags: [Int64] = [0, -1, 1, -64, 64, .min, .max]
        let doubles: [Double] = [0, -0.0, 0.1, -1e300, .infinity, .leastNonzeroMagnitude]
        let strings = ["", "CView", "émoji 👆", String(repeating: "x", count: 300)]
        for v in u32s { w.u32(v) }
        for v in u64s { w.u64(v) }
        for v in varints { w.varint(v) }
        for v in zigzags { w.zigzag(v) }
        for v in doubles { w.double(v) }
        for s in strings { w.string(s) }
        w.byteString([0, 255, 7])
        var r = ByteReader(w.bytes)
        for v in u32s { #expect(try r.u32() == v) }
        for v in u64s { #expect(try r.u64() == v) }
        for v in varints { #expect(try r.varint() == v) }
        for v in zigzags { #expect(try r.zigzag() == v) }
        for v in doubles { #expect(try r.double().bitPattern == v.bitPattern) }
        for s in strings { #expect(try r.string() == s) }
        #expect(try r.byteString() == [0, 255, 7])
        #expect(r.isAtEnd)
    }

    @Test("a varint writes seven bits a byte: 127 in one byte, 128 in two")
    func varintSizes() {
        for (v, size) in [(UInt64(0), 1), (127, 1), (128, 2), (16_383, 2), (16_384, 3), (.max, 10)] {
            var w = ByteWriter()
            w.varint(v)
            #expect(w.bytes.count == size, "\(v)")
        }
    }

    @Test("reads past the end, over-long varints and lengths beyond the data throw, never trap")
    func bounded() {
        var short = ByteReader([1, 2, 3])
        #expect(throws: EVZError.Reason.self) { try short.u32() }
        var cut = ByteReader([0x80, 0x80])
        #expect(throws: EVZError.Reason.self) { try cut.varint() }
        var long = ByteReader([UInt8](repeating: 0xFF, count: 11) + [0])
        #expect(throws: EVZError.Reason.self) { try long.varint() }
        // A string claiming 200 bytes with 3 left.
        var lying = ByteReader([200, 1, 1, 1, 0x61])
        #expect(throws: EVZError.Reason.self) { try lying.string() }
        // A count far beyond its limit is refused before anything is allocated for it.
        var w = ByteWriter()
        w.varint(UInt64(1) << 40)
        var counted = ByteReader(w.bytes)
        #expect(throws: EVZError.Reason.self) { try counted.count(limit: 1_000, "events") }
    }

    @Test("a sub-reader sees only its record, and the outer reader skips it")
    func subreader() throws {
        var w = ByteWriter()
        w.byteString([9, 8, 7])
        w.u8(42)
        var r = ByteReader(w.bytes)
        var sub = try r.subreader("a record")
        #expect(try sub.u8() == 9)
        #expect(sub.remaining == 2)
        #expect(try r.u8() == 42)
        #expect(r.isAtEnd)
        // Bounded by the record, not by the bytes behind it.
        _ = try sub.u8()
        _ = try sub.u8()
        #expect(throws: EVZError.Reason.self) { try sub.u8() }
    }
}

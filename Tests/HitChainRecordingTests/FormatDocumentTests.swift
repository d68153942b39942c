import Foundation
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// A second, minimal reader written from docs/evz-format.md alone (not from the code): if
/// the document and the files drift apart, it fails. It uses zlib only through `inflate`,
/// as any reader would.
@Suite("docs/evz-format.md")
struct FormatDocumentTests {
    struct MinimalReader {
        var bytes: [UInt8]
        var at = 0

        mutating func u8() throws -> UInt8 {
            guard at < bytes.count else { throw Problem("cut off at \(at)") }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func varint() throws -> Int {
            var v = 0
            var shift = 0
            while true {
                let b = try u8()
                v |= Int(b & 0x7F) << shift
                if b < 0x80 { return v }
                shift += 7
            }
        }

        /// type, payload; the CRC checked with the documented polynomial.
        mutating func record() throws -> (UInt8, [UInt8]) {
            let type = try u8()
            let n = try varint()
            guard at + n + 4 <= bytes.count else { throw Problem("record cut off") }
            let payload = Array(bytes[at..<at + n])
            at += n
            let crc = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
            at += 4
            guard crc == crc32([type] + payload) else { throw Problem("CRC") }
            return (type, payload)
        }
    }

    struct Problem: Error {
        var what: String
        init(_ what: String) { self.what = what }
    }

    @Test(
        "every corpus recording reads with the documented layout",
        arguments: ["seed-004-tap-c.evz", "gesture-double-tap.evz", "real-getevent-calculator.evz"])
    func documentedLayout(file: String) throws {
        var r = MinimalReader(bytes: try corpusBytes(file))
        #expect(Array(r.bytes[0..<8]) == [0x89, 0x45, 0x56, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(r.bytes[8] == 2)
        r.at = 10
        let (headerType, _) = try r.record()
        #expect(headerType == 0x01)
        let (sceneType, scene) = try r.record()
        #expect(sceneType == 0x02)
        // "varint JSON length, then a zlib stream (RFC 1950: a two-byte header, deflate (8) in
        // the low four bits of the first byte, the pair a multiple of 31)".
        var s = MinimalReader(bytes: scene)
        let jsonLength = try s.varint()
        #expect(scene[s.at] & 0x0F == 8)
        #expect((Int(scene[s.at]) << 8 | Int(scene[s.at + 1])) % 31 == 0)
        let json = try Zlib.decompress(scene[s.at...], expectedSize: jsonLength)
        #expect(try JSONSerialization.jsonObject(with: Data(json)) is [String: Any])
        var events = 0
        var chunks = 0
        while true {
            let (type, payload) = try r.record()
            if type == 0x03 {
                var e = MinimalReader(bytes: payload)
                #expect(try e.varint() == events)
                let count = try e.varint()
                events += count
                chunks += 1
            } else if type == 0x7F {
                var e = MinimalReader(bytes: payload)
                #expect(try e.varint() == events)
                #expect(try e.varint() == chunks)
                break
            } else {
                #expect(type == 0x04)
            }
        }
        #expect(r.at == r.bytes.count, "the end record is the last thing in the file")
        #expect(events > 0)
    }
}

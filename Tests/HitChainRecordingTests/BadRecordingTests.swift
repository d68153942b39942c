import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Damaged recordings end with a clear error, or with a partial replay that fails and warns,
/// naming the last good chunk — never a crash, a hang, unbounded memory, or a pass.
@Suite("Bad recordings")
struct BadRecordingTests {
    /// A recording with several chunks: a drag of 2.5 seconds.
    static func sample() throws -> [UInt8] {
        let scene = try loadScene("delivery.json")
        var events = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 50, y: 300))]))
        ]
        for i in 1..<30 {
            events.append(
                TimedEvent(
                    time: Double(i) / 12,
                    event: .touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 50 + Double(i), y: 300))])))
        }
        events.append(
            TimedEvent(
                time: 2.5, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 80, y: 300))])))
        return try record(events, on: scene)
    }

    /// Replays `bytes`: an error, or a result ("partial" with the warnings when not whole).
    static func outcome(_ bytes: [UInt8]) -> String {
        do {
            let result = try Replayer().replay(try EVZReader(bytes: bytes, file: "damaged.evz"))
            if let d = result.divergence { return "diverged: \(d.description)" }
            return result.passed ? "ok" : "partial: " + result.warnings.map(\.description).joined(separator: "; ")
        } catch {
            return "error: \(error)"
        }
    }

    @Test("cut at every byte offset: an error before the first chunk, a partial replay after it")
    func truncateEverywhere() throws {
        let bytes = try Self.sample()
        var partial = 0
        var errors = 0
        for cut in 0..<bytes.count {
            let result = Self.outcome(Array(bytes[..<cut]))
            #expect(!result.hasPrefix("diverged") && result != "ok", "cut at \(cut): \(result)")
            if result.hasPrefix("partial") { partial += 1 } else { errors += 1 }
        }
        #expect(partial > 0 && errors > 0)
        #expect(Self.outcome(bytes) == "ok")
    }

    @Test("a cut in the middle names the last good chunk")
    func partialMessage() throws {
        let bytes = try Self.sample()
        let result = Self.outcome(Array(bytes[..<(bytes.count - 40)]))
        #expect(result.hasPrefix("partial: the record at byte "), "\(result)")
        #expect(result.contains("is cut off") && result.contains("read the 3 complete chunks before it"), "\(result)")
    }

    @Test("random bit flips never crash or hang")
    func bitFlips() throws {
        let bytes = try Self.sample()
        var rng = SeededGenerator(seed: 0xC0FFEE)
        var outcomes: [String: Int] = [:]
        for _ in 0..<1500 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                // Byte 9 is the minor version, which readers do not depend on.
                var i = 9
                while i == 9 { i = Int.random(in: 0..<damaged.count, using: &rng) }
                damaged[i] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            }
            let o = Self.outcome(damaged)
            outcomes[String(o.prefix(7)), default: 0] += 1
        }
        // CRCs catch damage: a flipped recording is never replayed as if it were whole.
        #expect(outcomes["ok", default: 0] == 0, "\(outcomes)")
    }

    @Test("wrong magic, a future major version, an empty file")
    func headers() throws {
        var bytes = try Self.sample()
        #expect(Self.outcome(Array("{\"format\": 1}".utf8)).contains("not a HitChain recording"))
        #expect(Self.outcome([]).contains("ends early"))
        bytes[8] = 3
        #expect(Self.outcome(bytes).contains("format version 3 is newer than this reader (version 2)"))
    }

    /// Builds a file from the sample's magic, header and scene plus the given records.
    static func withRecords(_ records: [[UInt8]]) throws -> [UInt8] {
        let bytes = try sample()
        return Array(bytes[..<headerAndSceneEnd(bytes)]) + records.joined()
    }

    @Test("a chunk claiming far more events than its data holds is refused")
    func countBeyondData() throws {
        // first index 0, count 2^40, time 0, inflated size 10, stored body
        let payload: [UInt8] =
            [0x00, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20, 0x00, 0x0A, 0x00] + [UInt8](repeating: 0, count: 10)
        let result = Self.outcome(try Self.withRecords([framedRecord(type: 3, payload: payload)]))
        #expect(result.hasPrefix("partial") && result.contains("damaged"), "\(result)")
    }

    @Test("a chunk that inflates past its declared size stops at the claim")
    func inflationBomb() throws {
        // 64 MiB of zeros deflate to about 64 KiB; the chunk declares 100 bytes.
        let zeros = [UInt8](repeating: 0, count: 64 << 20)
        let deflated = Array(Zlib.pack(zeros).dropFirst())
        let payload: [UInt8] = [0x00, 0x01, 0x00, 0x64, 0x01] + deflated
        let result = Self.outcome(try Self.withRecords([framedRecord(type: 3, payload: payload)]))
        #expect(result.contains("inflates past its declared 100 bytes"), "\(result)")
    }

    @Test("a chunk declaring an inflated size beyond the limit is refused before inflating")
    func declaredTooLarge() throws {
        let payload: [UInt8] = [0x00, 0x01, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x00]
        let result = Self.outcome(try Self.withRecords([framedRecord(type: 3, payload: payload)]))
        #expect(result.contains("more than the"), "\(result)")
    }

    @Test("record types a reader does not know are skipped")
    func unknownRecords() throws {
        let bytes = try Self.sample()
        let withUnknown =
            try Self.withRecords([framedRecord(type: 0x42, payload: Array("future".utf8))])
            + Array(bytes[(try Self.withRecords([]).count)...])
        #expect(Self.outcome(withUnknown) == "ok")
    }
}

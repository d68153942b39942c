import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// The delivered record (`0x05`, format 2.1): where each touch went on a device, stored in
/// place of a trace, read back whole, and — cut, damaged or hostile — a warning or a cut,
/// never a crash or a wrong answer.
@Suite struct DeliveredRecordTests {
    static func header() -> RecordingHeader {
        RecordingHeader(screenWidth: 100, screenHeight: 100, screenScale: 2, unitsPerPoint: 2, source: "device: test")
    }

    /// Taps, each at its own place, with the view each was delivered to.
    static func deviceRecording(taps: Int) throws -> [UInt8] {
        let writer = EVZWriter(header: header(), scene: try loadScene("seed-004.json"))
        writer.writesTrace = false
        for k in 0..<taps {
            let p = HCPoint(x: Double(k % 50), y: 10)
            let began = TimedEvent(time: Double(k), event: .touches([TouchSample(id: 1, phase: .began, location: p)]))
            let ended = TimedEvent(
                time: Double(k) + 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: p)]))
            try writer.append(
                began, trace: [], delivered: [DeliveredTouch(eventIndex: 0, touch: 1, view: k % 3 == 0 ? nil : "CView")]
            )
            try writer.append(ended, trace: [], delivered: [])
            try writer.flush()
        }
        try writer.finish()
        return writer.bytes
    }

    @Test("a device recording's delivered touches read back, with no trace and no warning")
    func roundTrip() throws {
        var reader = try EVZReader(bytes: try Self.deviceRecording(taps: 6))
        var delivered: [DeliveredTouch] = []
        while let chunk = reader.nextChunk() {
            #expect(chunk.trace == nil)
            delivered += chunk.delivered ?? []
        }
        #expect(reader.isComplete && reader.problems.isEmpty, "\(reader.problems)")
        #expect(delivered.map(\.eventIndex) == [0, 2, 4, 6, 8, 10])
        #expect(delivered.map(\.view) == [nil, "CView", "CView", nil, "CView", "CView"])
        #expect(EVZFormat.minorVersion == 1)
    }

    @Test("every cut of a device recording reads its whole chunks and says it is cut")
    func cuts() throws {
        let bytes = try Self.deviceRecording(taps: 4)
        for length in stride(from: 40, to: bytes.count, by: 7) {
            guard var reader = try? EVZReader(bytes: Array(bytes.prefix(length))) else { continue }
            var chunks = 0
            while reader.nextChunk() != nil { chunks += 1 }
            #expect(!reader.isComplete)
            #expect(!reader.problems.isEmpty)
            #expect(chunks <= 4)
        }
    }

    @Test("a hostile delivered body is refused as damage, whatever it claims")
    func hostileBodies() throws {
        let bodies: [[UInt8]] = [
            [0xFF, 0xFF, 0xFF, 0xFF, 0x0F],  // a string count far beyond the bytes
            [0, 1, 5, 2, 0],  // an entry of event 5 in a chunk of 2
            [0, 1, 0, 2, 3],  // a view past the table
            [0, 1, 0, 2, 0, 9],  // a byte left over
            [0, 0xFF, 0x01, 0, 2, 0],  // more entries than the bytes can hold
        ]
        for body in bodies {
            #expect(throws: EVZError.Reason.self) { try DeliveredChunkCodec.decode(body, firstEvent: 0, count: 2) }
        }
        let decoded = try DeliveredChunkCodec.decode([1, 1, 65, 1, 1, 2, 1], firstEvent: 10, count: 2)
        #expect(decoded == [DeliveredTouch(eventIndex: 11, touch: 1, view: "A")])
    }

    @Test("replay compares each touch with the model's hit-test and explains the first that differs")
    func replayComparesDeliveredViews() throws {
        // seed-004's CView fills (300, 300)–(400, 400) on screen; the recording says a tap at
        // (10, 10) went to CView: the model hit-tests it elsewhere.
        let writer = EVZWriter(header: Self.header(), scene: try loadScene("seed-004.json"))
        writer.writesTrace = false
        let inside = HCPoint(x: 350, y: 350), outside = HCPoint(x: 10, y: 10)
        for (k, p) in [inside, outside].enumerated() {
            for (j, phase) in [TouchPhase.began, .ended].enumerated() {
                try writer.append(
                    TimedEvent(
                        time: Double(2 * k + j), event: .touches([TouchSample(id: 1, phase: phase, location: p)])),
                    trace: [],
                    delivered: phase == .began ? [DeliveredTouch(eventIndex: 0, touch: 1, view: "CView")] : [])
            }
        }
        try writer.finish()
        let result = try Replayer().replay(EVZReader(bytes: writer.bytes))
        #expect(result.isDeviceRecording)
        let d = try #require(result.divergence)
        #expect(d.eventIndex == 2 && d.touch == 1 && d.against == "the device")
        #expect(d.expected == "touch 1 delivered to CView")
        #expect(d.explanation?.contains("why not CView?") == true)
    }
}

import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Crafted recordings with the largest chunks the reader accepts (`maxChunkEvents` events,
/// every one of 64 fingers moving in every event): legal files the writer never makes. They
/// replay — through every engine, in time linear in their samples (measured: `hitchain
/// replay` on the 64 × 65 536 file that `HITCHAIN_WRITE_LARGE_CHUNKS=PATH swift test
/// --filter LargeChunk` writes).
@Suite("Large chunks")
struct LargeChunkTests {
    /// 64 fingers down at once, then `events` events in which all of them move (or, with
    /// `oneAtATime`, one finger after another moves alone), then all lift; in chunks of
    /// `chunkEvents` events, each with its trace record (the reference's delivery).
    static func fingers(events: Int, chunkEvents: Int, oneAtATime: Bool = false) throws -> [UInt8] {
        var all: [TimedEvent] = []
        func touches(_ phase: TouchPhase, _ k: Int, only: Int? = nil) -> [TouchSample] {
            (only.map { $0..<$0 + 1 } ?? 0..<64).map { f in
                TouchSample(
                    id: f + 1, phase: phase,
                    location: HCPoint(x: 10 + Double(f % 8) * 40 + Double(k % 5), y: 10 + Double(f / 8) * 40))
            }
        }
        all.append(TimedEvent(time: 0, event: .touches(touches(.began, 0))))
        for k in 1...events {
            let moved = touches(.moved, k, only: oneAtATime ? k % 64 : nil)
            all.append(TimedEvent(time: Double(k) / 1000, event: .touches(moved)))
        }
        all.append(TimedEvent(time: Double(events + 1) / 1000, event: .touches(touches(.ended, 0))))
        let header = RecordingHeader(
            screenWidth: 400, screenHeight: 400, screenScale: 2, unitsPerPoint: 2, source: "crafted: 64 fingers")
        let scene = try loadScene("delivery.json")
        let trace = EventDispatcher.deliver(all, to: try UIApplication(scene: scene)).entries
        var marks = trace.indices.filter { if case .event = trace[$0] { true } else { false } }
        marks.append(trace.count)
        var records: [[UInt8]] = []
        var chunks = 0
        for start in stride(from: 0, to: all.count, by: chunkEvents) {
            let slice = all[start..<min(start + chunkEvents, all.count)]
            let firstTime = slice.first?.time ?? 0
            let (inflated, packed) = EventChunkCodec.pack(slice, header: header, firstTime: firstTime, level: 9)
            var payload = ByteWriter()
            payload.varint(start)
            payload.varint(slice.count)
            var time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
            time.encode(firstTime, into: &payload)
            payload.varint(inflated)
            payload.bytes += packed
            records.append(framedRecord(type: 3, payload: payload.bytes))
            let body = TraceChunkEncoder.encode(Array(trace[marks[start]..<marks[start + slice.count]]), header: header)
            var traced = ByteWriter()
            traced.varint(start)
            traced.varint(slice.count)
            traced.varint(body.count)
            traced.bytes += Zlib.pack(body)
            records.append(framedRecord(type: 4, payload: traced.bytes))
            chunks += 1
        }
        var end = ByteWriter()
        end.varint(all.count)
        end.varint(chunks)
        records.append(framedRecord(type: EVZFormat.RecordType.end.rawValue, payload: end.bytes))
        let start = EVZWriter.encode(scene: scene, events: [], trace: [], header: header)
        return Array(start[..<headerAndSceneEnd(start)]) + records.joined()
    }

    @Test("64 fingers in chunks of thousands of events read and replay through every engine")
    func manyFingers() throws {
        let bytes = try Self.fingers(events: 4_000, chunkEvents: 100)
        let result = try Replayer().replay(try EVZReader(bytes: bytes, file: "crafted.evz"))
        #expect(result.divergence == nil, "\(result.divergence?.description ?? "")")
        #expect(result.events == 4_002 && result.passed, "\(result.warnings)")
        let alone = try Self.fingers(events: 4_000, chunkEvents: 4_002, oneAtATime: true)
        let one = try Replayer().replay(try EVZReader(bytes: alone, file: "crafted.evz"))
        #expect(one.divergence == nil && one.events == 4_002 && one.passed, "\(one.warnings)")
        if let path = ProcessInfo.processInfo.environment["HITCHAIN_WRITE_LARGE_CHUNKS"] {
            try OutputFile.write(try Self.fingers(events: 65_536, chunkEvents: 200), to: path)
            let events = 64 * 65_536 - 2
            let roundRobin = try Self.fingers(events: events, chunkEvents: 8_192, oneAtATime: true)
            try OutputFile.write(roundRobin, to: path + ".one-at-a-time.evz")
        }
    }
}

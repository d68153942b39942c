import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Files a hostile writer crafts, with valid CRCs: every declared length is checked against
/// what its record holds, and every such file ends in a located error or a failed replay.
@Suite("Crafted recordings")
struct CraftedRecordingTests {
    static let start: [UInt8] = EVZFormat.magic + [1, 0]

    /// A header payload whose last axis name declares 2 bytes where 1 is left.
    static func headerWithOverlongAxisName() -> [UInt8] {
        var w = ByteWriter()
        w.string("w")
        for d in [390.0, 844, 3, 1_000_000, 3] { w.double(d) }
        w.string("s")
        w.varint(1)
        return w.bytes + [0x02, 0x41]
    }

    @Test("a string length that counts its own prefix cannot read past the header")
    func axisNameAtTheEnd() throws {
        let bytes = Self.start + framedRecord(type: 1, payload: Self.headerWithOverlongAxisName())
        #expect(throws: EVZError.self) { try EVZReader(bytes: bytes, file: "crafted.evz") }
        do {
            _ = try EVZReader(bytes: bytes, file: "crafted.evz")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "crafted.evz: byte 10: corrupt: a string length is 2, more than the 1 bytes left"))
        }
    }

    @Test("a header with an axis count lowered (bytes left over, a valid CRC) is refused")
    func headerLeftover() throws {
        var header = RecordingHeader(
            screenWidth: 390, screenHeight: 844, screenScale: 3, unitsPerPoint: 3, source: "s",
            deviceAxes: [
                DeviceAxis(name: "X", minimum: 0, maximum: 4095), DeviceAxis(name: "Y", minimum: 0, maximum: 4095),
            ])
        var payload = header.encode()
        // The axis count is the byte after the source: 2 → 1, so the Y axis is left over.
        let count = try #require(payload.lastIndex(of: 2))
        #expect(payload[count + 1] == 1 && payload[count + 2] == UInt8(ascii: "X"))
        payload[count] = 1
        #expect(throws: EVZError.Reason.self) { try RecordingHeader.decode(payload) }
        let bytes = Self.start + framedRecord(type: 1, payload: payload)
        #expect {
            try EVZReader(bytes: bytes, file: "crafted.evz")
        } throws: { error in
            "\(error)".contains("bytes are left in the header after its 1 device axes")
        }
        header.deviceAxes.removeLast()
        #expect(try RecordingHeader.decode(header.encode()) == header)
    }

    @Test("an end record or a compressed body with bytes left over is damage")
    func recordLeftovers() throws {
        var end = ByteWriter()
        end.varint(0)
        end.varint(0)
        let endWithExtra = try BadRecordingTests.withRecords([framedRecord(type: 0x7F, payload: end.bytes + [7])])
        #expect(BadRecordingTests.outcome(endWithExtra).contains("bytes are left in the end record"))
        let body = Array("a body that deflates".utf8)
        let packed = Zlib.pack(body + body + body)
        #expect(packed.first == 1)
        #expect(throws: EVZError.Reason.self) {
            try Zlib.unpack(packed[...] + [0, 0], expectedSize: body.count * 3)
        }
        #expect(try Zlib.unpack(packed[...], expectedSize: body.count * 3) == body + body + body)
    }

    /// An events payload of one application event whose last column holds a byte string
    /// declaring 2 bytes where 1 is left.
    static func eventsWithOverlongLastColumn() -> [UInt8] {
        // flags 0 (all nine columns, tagged numbers), kinds [other], times [0], six empty
        // columns, extras empty, others: bytes(2) + 1 byte
        let body: [UInt8] = [0, 1, 4, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0x02, 0x7B]
        return [0x00, 0x01, 0x00, UInt8(body.count), 0x00] + body
    }

    @Test("a byte string in the last column cannot read past its chunk")
    func lastColumn() throws {
        let bytes = try BadRecordingTests.withRecords([
            framedRecord(type: 3, payload: Self.eventsWithOverlongLastColumn())
        ])
        var reader = try EVZReader(bytes: bytes, file: "crafted.evz")
        #expect(reader.nextChunk() == nil)
        let stop = try #require(reader.stopReason)
        guard case .damagedRecord(_, .corrupt, chunksRead: 0) = stop else {
            Issue.record("expected a damaged record before any chunk, got \(stop)")
            return
        }
        let reason = stop.description
        #expect(reason.contains("is damaged: a byte-string length is 2, more than the 1 bytes left"), "\(reason)")
        #expect(reason.contains("read the 0 complete chunks before it"))
    }

    @Test("a column length past the chunk's data is refused")
    func columnPastTheData() throws {
        let body: [UInt8] = [1, 4, 1, 0, 0, 0, 0, 0, 0, 0, 9, 0x7B]
        let payload: [UInt8] = [0x00, 0x01, 0x00, UInt8(body.count), 0x00] + body
        let bytes = try BadRecordingTests.withRecords([framedRecord(type: 3, payload: payload)])
        var reader = try EVZReader(bytes: bytes)
        #expect(reader.nextChunk() == nil)
        #expect(
            reader.stopReason?.description.contains("a column length is 9, more than the 1 bytes left") == true,
            "\(reader.stopReason?.description ?? "")")
    }

    @Test("a chunk claiming 16 M motion events is refused before it is decoded")
    func manyEvents() throws {
        // 16 M motion events: kinds and times runs of identical bytes, deflated ~1000:1.
        let n = 1 << 24
        var body = ByteWriter()
        body.byteString([UInt8](repeating: 1, count: n))
        body.byteString([UInt8](repeating: 0, count: n))
        for _ in 0..<6 { body.varint(0) }
        body.byteString([UInt8](repeating: 0, count: n))
        var payload = ByteWriter()
        payload.varint(0)
        payload.varint(n)
        payload.varint(0)
        payload.varint(body.bytes.count)
        payload.bytes += Zlib.pack(body.bytes)
        let file = try BadRecordingTests.withRecords([framedRecord(type: 3, payload: payload.bytes)])
        #expect(file.count < 200_000)
        let outcome = BadRecordingTests.outcome(file)
        #expect(outcome.contains("the chunk's event count is 16777216, more than the 65536"), "\(outcome)")
    }

    @Test("a trace record that does not decode is a warning, and replay fails")
    func damagedTrace() throws {
        let good = try BadRecordingTests.sample()
        var reader = try EVZReader(bytes: good)
        let first = reader.nextChunk()
        let chunk = try #require(first)
        var trace = ByteWriter()
        trace.varint(chunk.firstEventIndex)
        trace.varint(chunk.events.count)
        let junk = Array("[{\"nonsense\": 1}]".utf8)
        trace.varint(junk.count)
        trace.bytes += [0] + junk
        // The first chunk's events record, then the crafted trace, then the end record.
        let records = try Self.records(good)
        let events = try #require(records.first { $0.type == 3 })
        var end = ByteWriter()
        end.varint(chunk.events.count)
        end.varint(1)
        let file = try BadRecordingTests.withRecords([
            framedRecord(type: 3, payload: events.payload), framedRecord(type: 4, payload: trace.bytes),
            framedRecord(type: 0x7F, payload: end.bytes),
        ])
        let result = try Replayer().replay(try EVZReader(bytes: file, file: "t.evz"))
        #expect(result.isComplete && result.divergence == nil)
        #expect(!result.passed)
        #expect(
            result.warnings.contains {
                guard case .damagedTrace(chunk: 1, _, _) = $0 else { return false }
                return $0.description.contains("the trace of chunk 1") && $0.description.contains("is damaged")
            },
            "\(result.warnings)")
    }

    @Test("a file cut right after its scene fails replay: no end record")
    func cutAfterScene() throws {
        let file = try BadRecordingTests.withRecords([])
        let result = try Replayer().replay(try EVZReader(bytes: file, file: "t.evz"))
        #expect(result.events == 0 && !result.passed && !result.isComplete)
        #expect(result.passedWhatWasRead)
        #expect(result.warnings.first?.description.contains("ends without its end record") == true)
    }

    @Test("data after the end record is a warning")
    func trailingData() throws {
        let file = try BadRecordingTests.sample() + [0x00, 0x01]
        let result = try Replayer().replay(try EVZReader(bytes: file))
        #expect(!result.passed)
        #expect(
            result.warnings.contains { $0.description.contains("data follows the end record") }
                || result.warnings.contains { $0.description.contains("cut off") })
    }

    @Test("a scene that declares 64 MiB but holds a few bytes fails without allocating its claim")
    func sceneClaim() throws {
        var payload = ByteWriter()
        payload.varint(EVZFormat.maxSceneLength)
        payload.bytes += Zlib.compress(Array("{}".utf8))
        let header = RecordingHeader(screenWidth: 390, screenHeight: 844, screenScale: 3, unitsPerPoint: 3, source: "t")
            .encode()
        let bytes = Self.start + framedRecord(type: 1, payload: header) + framedRecord(type: 2, payload: payload.bytes)
        #expect {
            _ = try EVZReader(bytes: bytes, file: "s.evz")
        } throws: { error in
            "\(error)".contains("inflates to 2 bytes, not the declared")
        }
    }

    @Test("events that could not have happened are damage: replay stops before them and fails")
    func impossibleEvents() throws {
        let scene = try loadScene("delivery.json")
        let began = TimedEvent(
            time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 5, y: 5))]))
        let nan = TimedEvent(time: .nan, event: .motion(.began))
        let trace = EventDispatcher.deliver([began], to: try UIApplication(scene: scene)).entries
        for events in [[began, began], [began, nan]] {
            let bytes = EVZWriter.encode(
                scene: scene, events: events, trace: trace, header: Recorder.header(for: scene, source: "t"))
            let result = try Replayer().replay(try EVZReader(bytes: bytes, file: "t.evz"))
            #expect(!result.passed && result.divergence == nil)
            #expect(
                result.warnings.contains { $0.description.hasPrefix("event 1 could not have happened") },
                "\(result.warnings)")
        }
        // Thousands of fingers down at once stop at the limit, long before dispatch gets slow.
        let many = (1...5000).map { TouchSample(id: $0, phase: .began, location: HCPoint(x: 5, y: 5)) }
        let bytes = EVZWriter.encode(
            scene: scene, events: [TimedEvent(time: 0, event: .touches(many))], trace: [],
            header: Recorder.header(for: scene, source: "t"))
        let result = try Replayer().replay(try EVZReader(bytes: bytes))
        #expect(
            result.events == 0
                && result.warnings.contains {
                    $0.description.contains("more than 64 touches or presses are down at once")
                })
    }

    @Test("a header whose screen is not a positive size is refused")
    func badScreen() throws {
        let header = RecordingHeader(
            screenWidth: .nan, screenHeight: 844, screenScale: 3, unitsPerPoint: 3, source: "t"
        ).encode()
        #expect {
            _ = try EVZReader(bytes: Self.start + framedRecord(type: 1, payload: header), file: "s.evz")
        } throws: { error in
            "\(error)" == "s.evz: byte 10: corrupt: the header's screen width is nan"
        }
    }

    @Test("a pipe is refused at once instead of blocking")
    func pipe() throws {
        let path = temporaryPath("fifo.evz")
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            _ = try EVZReader(path: path)
        } throws: { error in
            "\(error)" == "\(path): is not a regular file (a pipe, socket or device)"
        }
    }

    /// The records after the scene.
    static func records(_ bytes: [UInt8]) throws -> [RecordStream.Record] {
        var stream = RecordStream(RecordingInput(bytes: Array(bytes[10...])))
        var out: [RecordStream.Record] = []
        while let r = try stream.next() { out.append(r) }
        return Array(out.dropFirst(2))
    }
}

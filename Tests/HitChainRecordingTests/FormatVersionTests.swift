import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Version 2 of the format: the binary trace reads back what was written, version-1 files
/// (kept in `Tests/Fixtures/evz-v1`, written by the version-1 writer) still read and
/// replay, and `RecordingUpgrade` rewrites them without losing or destroying anything.
@Suite struct FormatVersionTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/evz-v1")

    static func fixturePaths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".evz") }.sorted()
            .map { fixtures.appendingPathComponent($0).path }
    }

    /// Every event and its entries, read a chunk at a time.
    static func contents(_ path: String) throws -> [(TimedEvent, [TraceEntry])] {
        var events = RecordedEvents(try EVZReader(path: path))
        var out: [(TimedEvent, [TraceEntry])] = []
        while let (e, trace) = try events.next() { out.append((e, Array(trace))) }
        return out
    }

    static func header() -> RecordingHeader {
        RecordingHeader(screenWidth: 100, screenHeight: 100, screenScale: 2, unitsPerPoint: 2, source: "test")
    }

    @Test("every kind of trace entry reads back from the binary trace")
    func binaryTraceRoundTrip() throws {
        let began = TouchSample(id: 1, phase: .began, location: HCPoint(x: 1, y: 2))
        let events = [TimedEvent(time: 0.1 + 0.2, event: .touches([began]))]
        let body = TraceChunkEncoder.encode(TraceJSONTests.entries, header: Self.header())
        let back = try TraceChunkDecoder.decode(body, header: Self.header(), first: 3, events: events)
        #expect(back.count == TraceJSONTests.entries.count)
        let difference = DeliveryTrace.firstDifference(back[...], TraceJSONTests.entries[...])
        #expect(difference == nil, "\(difference.map { back[$0].line } ?? "")")
        // Compact: the same entries as JSON take several times the bytes.
        #expect(body.count * 3 < TraceJSON.encode(TraceJSONTests.entries).count, "\(body.count)")
    }

    @Test(
        "a crafted trace body is damage, never a crash",
        arguments: [
            ([1, 1, 0x41, 1, 3, 0, 1], "string index"),  // one string "A"; dropped(what: 0, reason: 1)
            ([0, 1, 99], "unknown trace entry kind 99"),
            ([0, 2, 0, 0], "more event entries"),  // two event entries for one event
            ([0, 1, 0, 7], "bytes follow"),
            ([0, 1, 2, 0], "responder is missing"),  // a call whose responder is nil
            ([0, 200, 1, 1], "entry count"),
            ([1, 1, 0x41, 1, 6, 0, 10], "unknown touch phase 10"),  // recognizerTouches with phase 10
        ] as [([UInt8], String)])
    func craftedTrace(bytes: [UInt8], problem: String) throws {
        let events = [TimedEvent(time: 0, event: .motion(.began))]
        #expect(throws: EVZError.Reason.self) {
            _ = try TraceChunkDecoder.decode(bytes, header: Self.header(), first: 0, events: events)
        }
        do {
            _ = try TraceChunkDecoder.decode(bytes, header: Self.header(), first: 0, events: events)
        } catch {
            #expect("\(error)".contains(problem), "\(error)")
        }
    }

    @Test("version-1 recordings still read and replay")
    func versionOneReads() throws {
        let paths = try Self.fixturePaths()
        #expect(paths.count >= 5)
        for path in paths {
            let reader = try EVZReader(path: path)
            #expect(reader.version == 1)
            let result = try Replayer().replay(reader)
            #expect(result.passed, "\(path): \(result.divergence?.description ?? "") \(result.warnings)")
        }
    }

    @Test("upgrade rewrites a version-1 file to version 2 with the same events and trace")
    func upgradeKeepsEverything() throws {
        let folder = Scratch.directory()
        for source in try Self.fixturePaths() {
            let path = folder.appendingPathComponent((source as NSString).lastPathComponent).path
            try FileManager.default.copyItem(atPath: source, toPath: path)
            let before = try Self.contents(path)
            let outcome = try RecordingUpgrade.upgrade(path: path)
            #expect(outcome.fromVersion == 1 && !outcome.wasCurrent && outcome.events == before.count)
            #expect(outcome.bytesAfter < outcome.bytesBefore)
            #expect(try EVZReader(path: path).version == 2)
            let after = try Self.contents(path)
            #expect(after.count == before.count)
            for (a, b) in zip(before, after) {
                #expect(a.0 == b.0)
                #expect(DeliveryTrace.firstDifference(a.1[...], b.1[...]) == nil)
            }
            #expect(try Replayer().replay(try EVZReader(path: path)).passed)
            // Upgrading again touches nothing.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(try RecordingUpgrade.upgrade(path: path).wasCurrent)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 5)
    }

    @Test("upgrade through a symbolic link rewrites its target (sizes are the file's), and names other hard links")
    func upgradeLinks() throws {
        let folder = Scratch.directory().path
        let source = try #require(try Self.fixturePaths().first { $0.hasSuffix("real-getevent-calculator.evz") })
        let file = folder + "/p"
        try FileManager.default.copyItem(atPath: source, toPath: file)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        try FileManager.default.createSymbolicLink(atPath: folder + "/l", withDestinationPath: "p")
        try FileManager.default.linkItem(atPath: file, toPath: folder + "/hard")
        let outcome = try RecordingUpgrade.upgrade(path: folder + "/l")
        #expect(outcome.bytesBefore == size)
        #expect(outcome.otherHardLinks == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/l") == "p")
        #expect(try EVZReader(path: file).version == 2)
        // The other hard link keeps the old file, as the outcome says.
        #expect(try EVZReader(path: folder + "/hard").version == 1)
        #expect(try RecordingUpgrade.upgrade(path: file).otherHardLinks == 0)
    }

    @Test("a version-1 file that is not whole is refused and left exactly as it was")
    func upgradeRefusesDamage() throws {
        let folder = Scratch.directory()
        let source = try #require(try Self.fixturePaths().first { $0.hasSuffix("real-getevent-calculator.evz") })
        let whole = try Data(contentsOf: URL(fileURLWithPath: source))
        for cut in [whole.count - 3, whole.count / 2] {
            let path = folder.appendingPathComponent("cut.evz").path
            let damaged = whole.prefix(cut)
            try damaged.write(to: URL(fileURLWithPath: path))
            #expect(throws: EVZError.self) { _ = try RecordingUpgrade.upgrade(path: path) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cut.evz"])
        }
    }

    @Test("the writer refuses a trace whose event entry is not its event's")
    func writerRefusesAForeignEventEntry() throws {
        let writer = EVZWriter(header: Self.header(), scene: try loadScene("seed-004.json"))
        let event = TimedEvent(time: 0.5, event: .motion(.began))
        #expect(throws: EVZError.self) {
            try writer.append(event, trace: [.event(index: 1, time: 0.5, summary: EventSummary(event.event))])
        }
        #expect(throws: EVZError.self) {
            try writer.append(event, trace: [.event(index: 0, time: 0.25, summary: EventSummary(event.event))])
        }
        try writer.append(event, trace: [.event(index: 0, time: 0.5, summary: EventSummary(printed: "shake began"))])
    }

    @Test("import --time-resolution rounds times to its unit and stores them in it")
    func timeResolution() throws {
        let capture = """
            [   100.000100] /dev/input/event2: 0003 0039 00000001
            [   100.000100] /dev/input/event2: 0003 0035 00000100
            [   100.000100] /dev/input/event2: 0003 0036 00000200
            [   100.000100] /dev/input/event2: 0000 0000 00000000
            [   100.011060] /dev/input/event2: 0003 0035 00000110
            [   100.011060] /dev/input/event2: 0000 0000 00000000
            [   100.021540] /dev/input/event2: 0003 0039 ffffffff
            [   100.021540] /dev/input/event2: 0000 0000 00000000
            """
        for (resolution, times) in [
            (TimeResolution.microsecond, [0, 0.01096, 0.02144]), (.millisecond, [0, 0.011, 0.021]),
        ] {
            var importer = CaptureImporter(format: .getevent, deviceSize: (1000, 2000))
            importer.timeResolution = resolution
            let result = try importer.importCapture(capture, file: "t.getevent.txt")
            #expect(result.header.ticksPerSecond == Double(resolution.ticksPerSecond))
            #expect(result.events.map(\.time) == times)
        }
    }
}

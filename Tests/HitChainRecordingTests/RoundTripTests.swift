import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Recordings round-trip bit for bit")
struct RoundTripTests {
    @Test("awkward Doubles survive: thirds, -0, tiny, huge, times that are not whole microseconds")
    func awkwardDoubles() throws {
        let scene = try loadScene("delivery.json")
        let xs: [Double] = [
            1.0 / 3.0, -0.0, Double.leastNonzeroMagnitude, 1e15, 0.1, 142.5, 2.0 / 3.0 + 100, -17.25, 1e300,
        ]
        var events: [TimedEvent] = []
        var t = 0.0
        for (i, x) in xs.enumerated() {
            events.append(
                TimedEvent(
                    time: t,
                    event: .touches([
                        TouchSample(
                            id: i + 1, phase: .began, location: HCPoint(x: x, y: 10), tapCount: i, force: 0.3,
                            majorRadius: 7.25)
                    ]))
            )
            t += 0.1 + 0.2
            events.append(
                TimedEvent(
                    time: t,
                    event: .touches([
                        TouchSample(id: i + 1, phase: .ended, location: HCPoint(x: x, y: -x), force: 1.0 / 3.0)
                    ])))
            t += 1.0 / 7.0
        }
        events.append(TimedEvent(time: t, event: .motion(.began)))
        events.append(TimedEvent(time: t, event: .remoteControl(.endSeekingForward)))
        events.append(TimedEvent(time: t + 1, event: .presses([PressSample(id: 4, type: .pageDown, phase: .began)])))
        events.append(TimedEvent(time: t + 2, event: .routerMessage(from: "child", name: "Hello \"world\"")))
        events.append(TimedEvent(time: t + 3, event: .addSubview(view: "lateView", superview: "root", index: 0)))
        let bytes = try record(events, on: scene)
        let (decoded, _, reader) = try readAll(bytes)
        #expect(reader.isComplete && reader.stopReason == nil)
        #expect(decoded.count == events.count)
        for (a, b) in zip(decoded, events) {
            #expect(a.time.bitPattern == b.time.bitPattern)
            #expect(a.event == b.event)
            if case .touches(let sa) = a.event, case .touches(let sb) = b.event {
                for (x, y) in zip(sa, sb) {
                    #expect(x.location.x.bitPattern == y.location.x.bitPattern)
                    #expect(x.location.y.bitPattern == y.location.y.bitPattern)
                    #expect(x.force.bitPattern == y.force.bitPattern)
                }
            }
        }
    }

    @Test("every corpus recording decodes, and the recorded trace is the dispatcher's trace")
    func corpusTraces() throws {
        let folder = packageRoot.appendingPathComponent("Corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".evz") }
            .sorted()
        #expect(files.count >= 20)
        for file in files {
            let (events, trace, reader) = try readAll(try corpusBytes(file))
            #expect(reader.isComplete, "\(file)")
            let again = EventDispatcher.deliver(events, to: try UIApplication(scene: reader.scene))
            #expect(again.firstDifference(from: DeliveryTrace(entries: trace)) == nil, "\(file)")
        }
    }

    @Test("long streams are cut into chunks of at most a second or 512 samples")
    func chunking() throws {
        let scene = try loadScene("delivery.json")
        var events: [TimedEvent] = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 50, y: 300))]))
        ]
        for i in 1...3000 {
            events.append(
                TimedEvent(
                    time: Double(i) / 120,
                    event: .touches([
                        TouchSample(id: 1, phase: .moved, location: HCPoint(x: 50 + Double(i % 100), y: 300))
                    ])))
        }
        events.append(
            TimedEvent(
                time: 3001.0 / 120,
                event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 50, y: 300))])
            ))
        let bytes = try record(events, on: scene)
        var reader = try EVZReader(bytes: bytes)
        var sizes: [Int] = []
        while let chunk = reader.nextChunk() {
            sizes.append(chunk.events.count)
            #expect(chunk.events.last!.time - chunk.events.first!.time < EVZFormat.chunkTimeLimit)
        }
        #expect(sizes.reduce(0, +) == events.count)
        #expect(sizes.count == 26)
        #expect(reader.isComplete)
    }

    @Test("the file appears under its name only when finished")
    func atomicWrite() throws {
        let scene = try loadScene("seed-004.json")
        let path = temporaryPath("atomic.evz")
        let recorder = try Recorder(scene: scene, path: path, header: Recorder.header(for: scene, source: "test"))
        try recorder.record(TimedEvent(time: 0, event: .motion(.began)))
        #expect(!FileManager.default.fileExists(atPath: path))
        try recorder.finish()
        #expect(FileManager.default.fileExists(atPath: path))
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["atomic.evz"])
    }
}

@Suite("Recorder memory")
struct RecorderMemoryTests {
    @Test("a long stream is written as it goes: the writer never buffers more than one chunk")
    func boundedBuffer() throws {
        let scene = try loadScene("delivery.json")
        let path = temporaryPath("long.evz")
        let recorder = try Recorder(scene: scene, path: path, header: Recorder.header(for: scene, source: "test"))
        var most = 0
        try recorder.record(
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 50, y: 300))])))
        for i in 1..<50_000 {
            try recorder.record(
                TimedEvent(
                    time: Double(i) / 240,
                    event: .touches([
                        TouchSample(id: 1, phase: .moved, location: HCPoint(x: 50 + Double(i % 200), y: 300))
                    ])))
            most = max(most, recorder.writer.bufferedEventCount)
        }
        try recorder.finish()
        #expect(most <= EVZFormat.chunkSampleLimit)
        #expect(recorder.dispatcher.trace.entries.isEmpty)
        let (events, _, reader) = try readAll([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(events.count == 50_000 && reader.isComplete)
    }
}

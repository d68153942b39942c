import Benchmark
import Foundation
import HitChain

// Reading and replaying a large real recording (docs/evz-format.md, "Measured"): the
// cytus2 capture of ../shared/realdata (4 551 events, 5 403 touch samples), imported and
// recorded in memory as `hitchain import` would; when ../shared is absent, the largest
// recording in Corpus/ (the names say which). One iteration is the whole file, and the name
// carries its event count: events per second are the throughput times that count.
//
//   Recording.decode.<file>-<n>events            every record from the bytes, trace included
//   Recording.replay.<file>-<n>events.<engine>   full dispatch through one engine, compared
//                                                with the recorded trace as it is produced

/// The recording's bytes and a short name for it.
func recording() -> (name: String, bytes: [UInt8])? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let capture = root.deletingLastPathComponent().appendingPathComponent(
        "shared/realdata/touch/android-getevent-reran/exp9-set1-cytus2-rhythm-game.getevent.txt")
    if let data = FileManager.default.contents(atPath: capture.path),
        let bytes = try? record(String(decoding: data, as: UTF8.self), file: capture.path)
    {
        return ("cytus2", bytes)
    }
    let corpus = root.appendingPathComponent("Corpus/real-getevent-calculator.evz")
    return FileManager.default.contents(atPath: corpus.path).map { ("corpus-calculator", [UInt8]($0)) }
}

/// A capture imported and recorded in memory, as `hitchain import getevent` writes it.
func record(_ text: String, file: String) throws -> [UInt8] {
    let imported = try CaptureImporter(format: .getevent).importCapture(text, file: file)
    let h = imported.header
    let scene = CaptureImporter.defaultScene(width: h.screenWidth, height: h.screenHeight, scale: h.screenScale)
    let stepper = DeliveryStepper(EventDispatcher(application: try UIApplication(scene: scene)))
    let writer = EVZWriter(header: h, scene: scene)
    for event in imported.events { try writer.append(event, trace: Array(stepper.deliver(event))) }
    try writer.finish()
    return writer.bytes
}

let benchmarks: @Sendable () -> Void = {
    guard let (name, bytes) = recording(), var counter = try? EVZReader(bytes: bytes) else { return }
    var events = 0
    while let chunk = counter.nextChunk() { events += chunk.events.count }
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 200)
    let file = "\(name)-\(events)events"
    Benchmark("Recording.decode.\(file)", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            guard var reader = try? EVZReader(bytes: bytes) else { return }
            var n = 0
            while let chunk = reader.nextChunk() { n += chunk.events.count + (chunk.trace?.count ?? 0) }
            blackHole(n)
        }
    }
    for engine in NamedEngine.registered() {
        Benchmark("Recording.replay.\(file).\(engine.name)", configuration: .init(scalingFactor: .one)) { benchmark in
            for _ in benchmark.scaledIterations {
                guard let reader = try? EVZReader(bytes: bytes),
                    let result = try? Replayer(engines: [engine]).replay(reader)
                else { return }
                precondition(result.passed && result.events == events, "the recording replays")
                blackHole(result)
            }
        }
    }
}

import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Replay")
struct ReplayTests {
    @Test("a deliberately broken handler makes replay fail at the first divergent event")
    func brokenHandler() throws {
        // Re-write seed 004's recording with CView no longer handling touchesBegan, keeping
        // the events and the trace that was observed.
        let original = try readAll(try corpusBytes("seed-004-tap-c.evz"))
        var scene = original.reader.scene
        let c = try #require(scene.viewIndex(named: "CView"))
        scene.views[c].responder.handlers.touches = [:]
        let path = temporaryPath("broken.evz")
        let writer = try EVZWriter(path: path, header: original.reader.header, scene: scene)
        for (i, e) in original.events.enumerated() {
            try writer.append(e, trace: Array(DeliveryTrace(entries: original.trace).entries(forEvent: i)))
        }
        try writer.finish()
        let result = try Replayer().replay(try EVZReader(path: path))
        let d = try #require(result.divergence)
        #expect(d.eventIndex == 0 && d.time == 0)
        #expect(d.points == [HCPoint(x: 350, y: 350)])
        #expect(d.expected.hasSuffix("CView touchesBegan {1} -> handled"))
        #expect(d.actual.hasSuffix("CView touchesBegan {1} -> forwarded"))
    }

    @Test("a replay says how many events it has delivered as it goes, chunk by chunk")
    func progress() throws {
        var counts: [Int] = []
        var replayer = Replayer()
        replayer.progress = { counts.append($0) }
        let result = try replayer.replay(try EVZReader(bytes: try corpusBytes("gesture-double-tap.evz")))
        #expect(!counts.isEmpty && counts == counts.sorted())
        #expect(counts.last == result.events)
    }

    @Test("engines are compared with each other: a mutant engine is caught against the reference")
    func engineAgainstReference() throws {
        let result = try Replayer(engines: [
            NamedEngine("reference") { _ in ReferenceHitTester() },
            NamedEngine("maxEdges") { _ in ReferenceHitTester(mutant: .noPointConversion) },
        ])
        .replay(try EVZReader(bytes: try corpusBytes("seed-004-tap-c.evz")))
        let d = try #require(result.divergence)
        #expect(d.engine == "maxEdges")
        #expect(d.eventIndex == 0)
    }

    @Test("every corpus recording replays through every registered engine")
    func corpus() throws {
        for file in try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Corpus").path) where file.hasSuffix(".evz")
        {
            let result = try Replayer().replay(try EVZReader(bytes: try corpusBytes(file), file: file))
            #expect(result.passed && result.warnings.isEmpty && result.hadRecordedTrace, "\(file)")
        }
    }
}

import Foundation
import Testing

@Suite("hitchain record, inspect, replay and import, end to end")
struct RecordingCommandTests {
    @Test("record then replay then inspect a scenario")
    func recordReplayInspect() throws {
        let out = try temporaryFile("x.evz", "")
        let r = try hitchain("record", "Corpus/scenarios/both-handle.json", "-o", out)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("recorded 2 events to \(out)"))
        let replay = try hitchain("replay", out)
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("ok    \(out): 2 events, 1 chunks, engines reference"))
        #expect(replay.stdout.hasSuffix("1 passed, 0 failed\n"))
        let inspect = try hitchain("inspect", out)
        #expect(inspect.stdout.contains("events:    2 touches (2 touch samples)"))
        #expect(inspect.stdout.contains("  window/root/parent touchesBegan {1} -> handled"))
        let json = try hitchain("inspect", out, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["eventsByKind"] as? [String: Any])?["touches"] as? Int == 2)
        #expect(object["complete"] as? Bool == true)
    }

    @Test("replay of the whole corpus passes; a directory is searched")
    func corpus() throws {
        let r = try hitchain("replay", "Corpus")
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains(" passed, 0 failed"))
    }

    @Test("a damaged file fails replay with a non-zero exit and its reason; a cut one fails and warns")
    func damaged() throws {
        let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Corpus/drag-outside.evz"))
        let garbage = try temporaryFile("garbage.evz", "not a recording")
        let cut = try temporaryFile("cut.evz", "")
        try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: cut))
        let r = try hitchain("replay", garbage, cut)
        #expect(r.status != 0)
        #expect(r.stdout.contains("FAIL  \(garbage): byte 0: not a HitChain recording"))
        #expect(r.stdout.contains("warn  \(cut): the record at byte"))
        #expect(r.stdout.contains("FAIL  \(cut): damaged or incomplete recording"))
        #expect(r.stdout.contains("0 passed, 2 failed"))
    }

    @Test("import of a hand-made evemu capture", arguments: ["evemu"])
    func importEvemu(format: String) throws {
        let capture = try temporaryFile(
            "panel.events",
            """
            N: Test Panel
            A: 35 0 1169 0 0 0
            A: 36 0 2531 0 0 0
            E: 100.000000 0003 0039 7
            E: 100.000000 0003 0035 300
            E: 100.000000 0003 0036 600
            E: 100.000000 0000 0000 0
            E: 100.016000 0003 0039 -1
            E: 100.016000 0000 0000 0
            """)
        let out = capture + ".evz"
        let r = try hitchain("import", format, capture, "-o", out)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("imported 2 events (2 touch samples) from Test Panel"))
        let inspect = try hitchain("inspect", out)
        #expect(inspect.stdout.contains("touches 1 began (100, 200)"))
        #expect(inspect.stdout.contains("axis:      ABS_MT_POSITION_X 0…1169"))
    }
}

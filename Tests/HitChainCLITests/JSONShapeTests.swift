import Foundation
import HitChainTestSupport
import Testing

/// Every command's `--json` says the same thing the same way: a point is `[x, y]`, a time is
/// seconds as a number, a screen is `{"width", "height", "scale"}` as in the scene format, a
/// list is an array, a view is named by its name and its path is a field of its own.
@Suite("one JSON shape per concept across the commands")
struct JSONShapeTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func isPoint(_ value: Any?) -> Bool {
        guard let a = value as? [Any], a.count == 2 else { return false }
        return a.allSatisfy { $0 is NSNumber }
    }

    @Test("explain: points as [x, y]; the responsible view by name, its path beside it")
    func explain() throws {
        let r = try hitchain(
            "explain", "Corpus/scenes/seed-000-abcd.json", "--at", "E", "--why-not", "E", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let o = try Self.object(r.stdout)
        #expect(Self.isPoint(o["point"]))
        let why = try #require(o["whyNot"] as? [String: Any])
        #expect(why["responsible"] as? String == "D")
        #expect(why["responsiblePath"] as? String == "window/A/D")
        let walk = try #require(o["walk"] as? [[String: Any]])
        #expect(walk.contains { Self.isPoint($0["point"]) })
    }

    @Test("run: trace points as [x, y], times in seconds, and the trace reads back")
    func run() throws {
        let r = try hitchain("run", "Corpus/scenarios/seed-004-tap-c.json", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try Self.object(r.stdout)["entries"] as? [[String: [String: Any]]])
        let hitTest = try #require(entries.first { $0["hitTest"] != nil }?["hitTest"])
        #expect(Self.isPoint(hitTest["point"]))
        let event = try #require(entries.first { $0["event"] != nil }?["event"])
        #expect(event["time"] is NSNumber)
    }

    @Test("inspect: the screen as the scene format has it, the trace as run's entries")
    func inspect() throws {
        let r = try hitchain("inspect", "Corpus/seed-004-tap-c.evz", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let o = try Self.object(r.stdout)
        let header = try #require(o["header"] as? [String: Any])
        let screen = try #require(header["screen"] as? [String: Any])
        #expect(Set(screen.keys) == ["width", "height", "scale"])
        #expect(o["problems"] as? [Any] != nil)
        let trace = try #require(o["trace"] as? [[String: [String: Any]]])
        let hitTest = try #require(trace.first { $0["hitTest"] != nil }?["hitTest"])
        #expect(Self.isPoint(hitTest["point"]))
    }

    @Test("replay: engines as an array, a divergence as fields with its points as [x, y]")
    func replay() throws {
        let r = try hitchain("replay", "Corpus/seed-004-tap-c.evz", "--mutant", "noPointConversion", "--json")
        #expect(r.status != 0)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let file = try #require(files.first)
        #expect((file["engines"] as? [String])?.last == "mutant:noPointConversion")
        let d = try #require(file["divergence"] as? [String: Any])
        #expect(d["engine"] as? String == "mutant:noPointConversion")
        #expect(d["time"] is NSNumber && d["event"] is NSNumber)
        #expect((d["points"] as? [Any])?.allSatisfy(Self.isPoint) == true)
        #expect((d["sentence"] as? String)?.hasPrefix("event ") == true)
    }
}

/// `inspect` shows every problem the reader found, not only why it stopped: data after the
/// end record once went unsaid while `replay` failed the file for it.
@Suite("hitchain inspect: a recording's problems")
struct InspectProblemsTests {
    @Test func dataAfterTheEnd() throws {
        var bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Corpus/seed-004-tap-c.evz"))
        bytes.append(contentsOf: Array("junk".utf8))
        let path = temporaryPath("after-end.evz")
        try bytes.write(to: URL(fileURLWithPath: path))
        let text = try hitchain("inspect", path)
        #expect(text.stdout.contains("warning:   data follows the end record at byte "), "\(text.stdout)")
        let json = try hitchain("inspect", path, "--json")
        let problems = try #require(try JSONShapeTests.object(json.stdout)["problems"] as? [String])
        #expect(problems.count == 1 && problems[0].hasPrefix("data follows the end record"))
    }
}

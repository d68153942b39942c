import Foundation
import HitChainTestSupport
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
        #expect(replay.stdout.contains("ok    \(out): 2 events, 1 chunk, engines reference"))
        #expect(replay.stdout.hasSuffix("1 passed, 0 failed\n"))
        let inspect = try hitchain("inspect", out)
        #expect(inspect.stdout.contains("events:    2 touch events (2 touch samples)"))
        #expect(inspect.stdout.contains("  window/root/parent touchesBegan {1} -> handled"))
        // Event times as prose prints them (the trace keeps its own `t=0.000000`).
        #expect(inspect.stdout.contains("\n#0 t=0 touches 1 began "), "\(inspect.stdout)")
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
        let capture = try temporaryFile("panel.events", sampleEvemuCapture)

        let out = capture + ".evz"
        let r = try hitchain("import", format, capture, "-o", out)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("imported 2 events (2 touch samples) from Test Panel"))
        let inspect = try hitchain("inspect", out)
        #expect(inspect.stdout.contains("touches 1 began (100, 200)"))
        #expect(inspect.stdout.contains("axis:      ABS_MT_POSITION_X 0…1169"))
        // Measures rounded for reading: no float noise in the screen or the scale.
        let lines = inspect.stdout.split(separator: "\n")
        let screen = try #require(lines.first { $0.hasPrefix("screen:") })
        let measure = #"[0-9]+(\.[0-9]{1,2})?"#
        #expect(screen.range(of: "^screen: +\(measure) × \(measure) pt @3x$", options: .regularExpression) != nil)
        let units = try #require(lines.first { $0.hasPrefix("units:") })
        #expect(units.range(of: "ticks/s, \(measure) units/pt$", options: .regularExpression) != nil)
    }
}

@Suite("Help tells the truth")
struct HelpTextTests {
    @Test("number defaults read as written: 390, not 390.0")
    func numberDefaults() throws {
        let defaults = [
            ("import", "--screen-width", "390"), ("fuzz", "--shrink-time", "30"), ("damage", "--timeout", "30"),
        ]
        for (command, option, value) in defaults {
            let help = try hitchain(command, "--help").stdout
            // Help wraps lines: compare with the whitespace run as one space.
            let text = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("\(option) <"), "\(command)")
            #expect(text.contains("(default: \(value))"), "\(command) \(option): \(help)")
            #expect(!text.contains("\(value).0"), "\(command) \(option)")
        }
    }

    @Test("import names every format it reads; replay names every kind of mutant")
    func formatsAndMutants() throws {
        func help(_ command: String) throws -> String {
            try hitchain(command, "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let text = try help("import")
        for format in ["evemu", "getevent", "reran", "recursiveDescription", "appium", "xcuitest", "hierarchy"] {
            #expect(text.contains(format), "\(format)")
        }
        let replay = try help("replay")
        #expect(replay.contains("delivery mutant") && replay.contains("a+b"))
    }
}

@Suite("Commands that write never destroy, and replay never passes a damaged file")
struct TrustCommandTests {
    /// A folder holding `victim/a.txt` and `victim/sub/`.
    static func victim() throws -> String {
        let folder = (try temporaryFile("x", "") as NSString).deletingLastPathComponent
        let victim = folder + "/victim"
        try FileManager.default.createDirectory(atPath: victim + "/sub", withIntermediateDirectories: true)
        try "precious".write(toFile: victim + "/a.txt", atomically: false, encoding: .utf8)
        return victim
    }

    @Test("record -o DIR refuses the directory and leaves it intact")
    func recordIntoDirectory() throws {
        let victim = try Self.victim()
        let r = try hitchain("record", "Corpus/scenarios/both-handle.json", "-o", victim)
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(victim): is a directory; name a file"), "\(r.stderr)")
        #expect(try String(contentsOfFile: victim + "/a.txt", encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: victim + "/sub"))
        let listing = try FileManager.default.contentsOfDirectory(
            atPath: (victim as NSString).deletingLastPathComponent)
        #expect(!listing.contains { $0.contains(".hitchain-tmp-") })
    }

    @Test("import, bench --svg and fuzz --junit refuse a directory too")
    func otherWriters() throws {
        let victim = try Self.victim()
        let bench = try hitchain("bench", "--sizes", "50", "--shapes", "wideFlat", "--budget", "1", "--svg", victim)
        #expect(bench.status != 0 && bench.stderr.contains("is a directory"), "\(bench.stderr)")
        let fuzz = try hitchain(
            "fuzz", "--seed", "1", "--iterations", "2", "--save-dir", victim + "/sub", "--junit", victim)
        #expect(fuzz.status != 0 && fuzz.stderr.contains("is a directory"), "\(fuzz.stderr)")
        #expect(try String(contentsOfFile: victim + "/a.txt", encoding: .utf8) == "precious")
    }

    @Test("a save folder that cannot be made is reported with the failure, not silently skipped")
    func unsavable() throws {
        let file = try temporaryFile("in-the-way", "x")
        let r = try hitchain(
            "fuzz", "--seed", "1", "--iterations", "2", "--engines", "mutant:maxEdgesInside", "--no-shrink",
            "--save-dir", file + "/sub")
        #expect(r.status != 0)
        #expect(r.stdout.contains("not saved: \(file)/sub: cannot create the folder"), "\(r.stdout.suffix(400))")
    }

    @Test("a cut recording fails replay; --allow-partial passes it with its warning; JSON lists the warnings")
    func allowPartial() throws {
        let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Corpus/drag-outside.evz"))
        let cut = try temporaryFile("cut.evz", "")
        try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: cut))
        let strict = try hitchain("replay", cut, "--json")
        #expect(strict.status != 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["status"] as? String == "damaged")
        #expect((array.first?["warnings"] as? [String])?.first?.contains("is cut off") == true)
        let lenient = try hitchain("replay", cut, "--allow-partial")
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("warn  \(cut): the record at byte"))
    }

    @Test("damage: a file that is neither a recording nor a dump is named and fails the run")
    func damageNonRecording() throws {
        let notes = try temporaryFile("notes.txt", "hello")
        let r = try hitchain(
            "damage", notes, "Corpus/seed-004-tap-c.evz", "--cuts", "4", "--flips", "2", "--crc-fixed", "2")
        #expect(r.status != 0)
        #expect(r.stderr.contains("damage: \(notes): skipped: neither a recording that replays nor a hierarchy dump"))
        #expect(r.stdout.contains("1 recording, 8 damaged copies"), "\(r.stdout)")
    }

    @Test("damage: a short campaign passes; one variant is written and reproduced")
    func damage() throws {
        let r = try hitchain(
            "damage", "Corpus/seed-004-tap-c.evz", "--cuts", "50", "--flips", "50", "--crc-fixed", "50")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("1 recording, 150 damaged copies: passed-when-damaged 0, engine bugs 0 in "))
        #expect(r.stdout.contains("crashed 0, hung 0 (either stops the run)"))
        let out = try temporaryFile("one.evz", "")
        let one = try hitchain("damage", "Corpus/seed-004-tap-c.evz", "--variant", "cut:500", "--write", out)
        #expect(
            one.status == 0 && one.stdout.contains("cut:500: refused(\"input.evz: byte 118: the file ends early"),
            "\(one.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)).count == 500)
        for bad in [["--timeout", "0"], ["--write", out], ["--cuts", "-1"], ["--variant", "cut::5"]] {
            let r = try hitchain(arguments: ["damage", "Corpus/seed-004-tap-c.evz"] + bad)
            #expect(r.status != 0, "\(bad)")
        }
    }

    @Test("inspect --stats measures the same JSON-lines size in every process (keys sorted)")
    func statsAreRepeatable() throws {
        let runs = try (0..<4).map { _ in try hitchain("inspect", "Corpus/drag-outside.evz", "--stats", "--json").stdout
        }
        let sizes = runs.map { $0.split(separator: ",").first { $0.contains("jsonLinesZlibBytesPerSample") } }
        #expect(Set(sizes.map { $0.map(String.init) ?? "" }).count == 1, "\(sizes)")
    }

    @Test("upgrade rewrites a version-1 file in place, refuses what does not read, and says which")
    func upgrade() throws {
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/evz-v1/presses.evz")
        let old = try temporaryFile("old.evz", "")
        try Data(contentsOf: fixture).write(to: URL(fileURLWithPath: old))
        let junk = try temporaryFile("junk.evz", "not a recording")
        let r = try hitchain("upgrade", old, junk)
        #expect(r.status != 0)
        #expect(r.stdout.contains("upgraded  \(old): version 1 → 2, 2 events"), "\(r.stdout)")
        #expect(r.stdout.contains("failed    \(junk)"))
        #expect(r.stdout.hasSuffix("1 file of 2 not upgraded\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: old))[8] == 2)
        #expect(try String(contentsOfFile: junk, encoding: .utf8) == "not a recording")
        #expect(try hitchain("replay", old).status == 0)
        let again = try hitchain("upgrade", old)
        #expect(again.status == 0 && again.stdout.contains("current   \(old): already version 2"))
    }
}

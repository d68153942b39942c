import Foundation
import HitChainTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a CI system sees: JUnit reports that follow the schema with one-line messages and
/// stable names, save folders that stay apart, and last lines that say why a run failed.
@Suite("hitchain in CI: JUnit, save folders, exit lines")
struct CICitizenTests {
    /// A new empty folder.
    func tempDir() -> String {
        let path = Scratch.directory()
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every `<testcase>` as (suite, name, failure message, failure type).
    func testcases(_ xml: String) -> [(suite: String, name: String, message: String?, type: String?)] {
        var out: [(String, String, String?, String?)] = []
        var suite = ""
        for line in xml.split(separator: "\n") {
            let l = line.trimmingCharacters(in: .whitespaces)
            if l.hasPrefix("<testsuite ") { suite = attribute("name", in: l) ?? "" }
            if l.hasPrefix("<testcase ") { out.append((suite, attribute("name", in: l) ?? "", nil, nil)) }
            if l.hasPrefix("<failure "), !out.isEmpty {
                out[out.count - 1].2 = attribute("message", in: l)
                out[out.count - 1].3 = attribute("type", in: l)
            }
        }
        return out
    }

    func attribute(_ key: String, in line: String) -> String? {
        guard let r = line.range(of: " \(key)=\"") else { return nil }
        let rest = line[r.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    @Test("fuzz --junit: valid, one-line messages that match their testcase, stable names, every failure reproducible")
    func fuzzJUnit() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var names: [[String]] = []
        for seed in ["1", "2"] {
            let junit = dir + "/junit-\(seed).xml"
            let r = try hitchain(
                "fuzz", "--seed", seed, "--iterations", "120", "--max-views", "40", "--engines",
                "flattened,mutant:slopEdgesSwapped",
                "--shrink-time", "2", "--save-dir", dir + "/saved-\(seed)", "--junit", junit)
            #expect(r.status != 0)
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(JUnitSchema.violations(xml) == [])
            #expect(xml.contains("<testsuites "))
            let cases = testcases(xml)
            for c in cases where c.suite == "fuzz.properties" {
                if let message = c.message {
                    #expect(!message.contains("\n"))
                    #expect(message.hasPrefix(c.name) || message.contains("\(c.name):"), "\(c.name): \(message)")
                    #expect(c.type == c.name)
                }
            }
            #expect(cases.contains { $0.suite == "fuzz.properties" && $0.message != nil })
            // The body names a reproduce command for every failing case, shrunk or not.
            let failing = Set(
                r.stdout.matches(#"case [0-9]+ of seed|case [0-9]+: "#).compactMap { Int($0.matches("[0-9]+")[0]) })
            #expect(!failing.isEmpty)
            // With the engines and generator options that make and check the same case again.
            let options = "--engines flattened,mutant:slopEdgesSwapped --max-views 40"
            for k in failing {
                #expect(xml.contains("hitchain fuzz --seed \(seed) --case \(k) \(options)\n"), "case \(k)")
            }
            // A saved case a mutant failed is replayed through that mutant: without --mutant,
            // `hitchain replay` runs only the registered engines, and the case passes.
            let replays = xml.split(separator: "\n").filter { $0.contains("reproduce: hitchain replay ") }
            #expect(!replays.isEmpty)
            #expect(replays.allSatisfy { $0.hasSuffix(" --mutant slopEdgesSwapped") }, "\(replays)")
            #expect(!xml.contains("failed (not shrunk)"))
            names.append(cases.filter { $0.suite != "fuzz.saved" }.map { "\($0.suite)/\($0.name)" })
        }
        #expect(names[0] == names[1])
    }

    @Test("fuzz --mutants --junit: one testcase per mutant with its real time")
    func mutantsJUnit() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let junit = dir + "/mutants.xml"
        let r = try hitchain(
            "fuzz", "--mutants", "--seed", "3", "--iterations", "150", "--max-views", "40", "--shrink-time", "1",
            "--save-dir", dir + "/failures", "--mutants-dir", dir + "/mutants", "--junit", junit)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(JUnitSchema.violations(xml) == [])
        let times = xml.matches(#"classname="hitchain.fuzz.mutants" time="[0-9.]+""#)
        #expect(times.count >= 16)
        #expect(times.contains { !$0.hasSuffix("time=\"0.000\"") })
        // Counterexamples go to the mutants' folder, never to the save folder a plain run replays.
        #expect(!FileManager.default.fileExists(atPath: dir + "/failures"))
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/mutants")) ?? []
        #expect(saved.contains { $0.hasSuffix(".evz") })
        #expect(
            r.stdout.split(separator: "\n").last.map { $0.hasPrefix("PASS  seed 3") || $0.hasPrefix("FAIL  seed 3") }
                == true)
    }

    @Test("fuzz --mutants without --mutants-dir catches mutants and writes no file")
    func mutantsWriteOnlyWhereAsked() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain(
            arguments: ["fuzz", "--mutants", "--seed", "3", "--iterations", "60", "--max-views", "30", "--no-shrink"],
            in: URL(fileURLWithPath: dir))
        #expect(r.stdout.contains(" caught after "), "\(r.stdout)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? ["?"]) == [])
    }

    @Test("replay --junit: one testcase per recording, the divergence as a one-line message")
    func replayJUnit() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let junit = dir + "/replay.xml"
        let r = try hitchain("replay", "Corpus/seed-004-tap-c.evz", "Corpus/seed-000-abcd.evz", "--junit", junit)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(JUnitSchema.violations(xml) == [])
        #expect(testcases(xml).map(\.name) == ["Corpus/seed-004-tap-c.evz", "Corpus/seed-000-abcd.evz"])
        #expect(r.stdout.hasSuffix("PASS  2 recordings: 2 passed, 0 failed\n"))
        let failing = try hitchain(
            "replay", "Corpus/seed-004-tap-c.evz", "--mutant", "frameInsteadOfBounds", "--junit", junit)
        #expect(failing.status != 0)
        let failingXML = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(JUnitSchema.violations(failingXML) == [])
        let message = try #require(testcases(failingXML).first?.message)
        #expect(message.hasPrefix("Corpus/seed-004-tap-c.evz: event "))
        #expect(!message.contains("\n"))
        let bad = dir + "/bad.evz"
        try Data("not a recording".utf8).write(to: URL(fileURLWithPath: bad))
        let b = try hitchain("replay", bad, "--junit", junit)
        #expect(b.status != 0)
        let badXML = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(JUnitSchema.violations(badXML) == [])
        #expect(testcases(badXML).first?.message?.contains(bad) == true)
        #expect(b.stdout.hasSuffix("FAIL  1 recording: 0 passed, 1 failed\n"))
    }

    @Test("docs/ci.md's workflow and .ci/run use only options the commands have")
    func recipeOptions() throws {
        for file in ["docs/ci.md", ".ci/run"] {
            let text = try String(contentsOfFile: packageRoot.appendingPathComponent(file).path, encoding: .utf8)
                .replacingOccurrences(of: ">\n", with: " ").replacingOccurrences(of: "\\\n", with: " ")
            var checked = 0
            // Each `hitchain COMMAND …` on a line, up to the end of its code span.
            let uses = text.split(separator: "\n").flatMap { $0.components(separatedBy: "hitchain ").dropFirst() }
            for use in uses {
                let span = use.split(separator: "`", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let words = span.split(separator: " ").map(String.init)
                guard let command = words.first, ["replay", "fuzz", "explain"].contains(command) else { continue }
                let help = try hitchain(command, "--help").stdout
                for option in words.dropFirst() where option.hasPrefix("--") {
                    #expect(help.contains(option), "\(file): hitchain \(command) has no \(option)")
                    checked += 1
                }
            }
            #expect(checked >= 6, "\(file)")
        }
    }

    @Test("the schema check itself catches what CI systems reject")
    func schemaCatches() {
        #expect(
            JUnitSchema.violations("<testsuites><testcase name=\"x\"/></testsuites>") == [
                "<testcase> inside <testsuites>"
            ])
        #expect(!JUnitSchema.violations("<testsuite name=\"s\" tests=\"1\" time=\"0.1234\"></testsuite>").isEmpty)
        #expect(!JUnitSchema.violations("<testsuite name=\"s\" tests=\"2\"><testcase name=\"a\"/></testsuite>").isEmpty)
        #expect(!JUnitSchema.violations("<testsuite tests=\"0\"/>").isEmpty)
        #expect(
            !JUnitSchema.violations("<testsuite name=\"s\" tests=\"0\" timestamp=\"2026-11-22T20:14:06Z\"/>").isEmpty)
        #expect(
            JUnitSchema.violations(
                "<testsuite name=\"s\" tests=\"1\" failures=\"1\"><testcase name=\"a\">"
                    + "<failure message=\"m\"/></testcase></testsuite>"
            ) == [])
    }

    @Test("the last line says why a run failed, and a short run is not failed for what it could not reach")
    func exitLines() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let short = try hitchain("fuzz", "--iterations", "200", "--seed", "5", "--save-dir", dir)
        #expect(short.status == 0, "\(short.stdout)")
        #expect(short.stdout.hasSuffix("PASS  seed 5: 200 cases, 0 failing\n"))
        let asked = try hitchain(
            "fuzz", "--iterations", "2", "--seed", "1", "--features", "tap,largeScene,uniformPoint", "--save-dir", dir)
        #expect(asked.status != 0)
        #expect(asked.stdout.hasSuffix("FAIL  seed 1: vacuous: never exercised largeScene\n"), "\(asked.stdout)")
        let failing = try hitchain(
            "fuzz", "--iterations", "60", "--seed", "5", "--engines", "mutant:hiddenInverted", "--no-shrink",
            "--save-dir", dir)
        #expect(failing.status != 0)
        let last = failing.stdout.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("FAIL  seed 5: "))
        #expect(last.contains("failing case"))
    }
}

extension String {
    func matches(_ pattern: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = self as NSString
        return regex.matches(in: self, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range)
        }
    }
}

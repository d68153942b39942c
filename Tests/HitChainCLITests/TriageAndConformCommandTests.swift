import Foundation
import HitChainTestSupport
import Testing

/// `hitchain fuzz --triage`, `hitchain conform` and `hitchain explain --engine`, end to end.
@Suite("triage, conform and explain --engine, end to end")
struct TriageAndConformCommandTests {
    static let engine = "mutant:maxEdgesInside+keyWindowOnly"

    @Test("a baseline written by one run makes the next pass; a new class still fails it")
    func triageWithBaseline() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let known = dir.appendingPathComponent("known.json").path
        let common = [
            "fuzz", "--triage", "--seed", "1", "--iterations", "60", "--max-views", "30", "--no-shrink",
            "--triage-dir", dir.appendingPathComponent("triage").path,
        ]
        let first = try hitchain(arguments: common + ["--engines", Self.engine, "--write-known", known])
        #expect(first.status != 0, "new classes fail the run")
        #expect(first.stdout.contains("CLASS 1: \(Self.engine): answers as"))
        let baseline = try String(contentsOfFile: known, encoding: .utf8)
        #expect(baseline.contains("\"key\": \"reading:maxEdgesInside\"") && baseline.contains("reading:keyWindowOnly"))

        let junit = dir.appendingPathComponent("triage.xml").path
        let again = try hitchain(arguments: common + ["--engines", Self.engine, "--known", known, "--junit", junit])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("KNOWN 1:") && again.stdout.contains("PASS"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<skipped message=\"known class:"))
        #expect(JUnitSchema.violations(xml) == [])

        let more = try hitchain(arguments: common + ["--engines", Self.engine + "+alphaEqualsZero", "--known", known])
        #expect(more.status != 0)
    }

    @Test("--write-known - puts the baseline alone on standard output, the report on standard error")
    func baselineToStandardOutput() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try hitchain(
            "fuzz", "--triage", "--seed", "1", "--iterations", "20", "--engines", "mutant:maxEdgesInside",
            "--no-shrink",
            "--triage-dir", dir.path, "--write-known", "-")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hitchain-known-classes")
        #expect(r.stderr.contains("CLASS 1:"))
        let both = try hitchain("fuzz", "--triage", "--junit", "-", "--write-known", "-")
        #expect(both.status != 0 && both.stderr.contains("cannot both take standard output"))
    }

    @Test("a baseline that is not one is refused naming the file and the place")
    func badBaseline() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let known = dir.appendingPathComponent("known.json")
        try Data("{\"format\": \"hitchain-known-classes\",\n \"version\": 2, \"classes\": []}".utf8).write(to: known)
        let r = try hitchain("fuzz", "--triage", "--iterations", "1", "--known", known.path)
        #expect(r.status != 0 && !r.crashed)
        #expect(r.stderr.contains(known.path + ":2:") && r.stderr.contains("unsupported version"))
        let stray = try hitchain("fuzz", "--known", known.path)
        #expect(stray.status != 0 && stray.stderr.contains("--triage"))
    }

    @Test("conform passes the reference's engines and fails a mutant's rules, in text, JSON and JUnit")
    func conform() throws {
        let ok = try hitchain("conform", "--engine", "indexed", "--semantics", "docs/semantics.md")
        #expect(ok.status == 0, "\(ok.stdout)")
        #expect(ok.stdout.contains("PASS") && ok.stdout.contains("coverage:"))
        #expect(ok.stdout.contains(" of docs/semantics.md have probes"))
        // --semantics lists the contract's rules that no probe covers, as its help says.
        let covered = try hitchain("conform", "--engine", "indexed", "--semantics", "docs/semantics.md", "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(covered.stdout.utf8)) as? [String: Any])
        let without = try #require(report["rulesWithoutProbes"] as? [String])
        for rule in without { #expect(ok.stdout.contains("\n  \(rule)\n"), "\(rule)") }
        #expect(ok.stdout.contains("; without one:") == !without.isEmpty)
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let junit = dir.appendingPathComponent("conform.xml").path
        let bad = try hitchain("conform", "--engine", "mutant:controlsSwallowSubviews", "--json", "--junit", junit)
        #expect(bad.status != 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["rule"] as? String == "The walk" && ($0["failed"] as? Int ?? 0) > 0 })
        #expect(JUnitSchema.violations(try String(contentsOfFile: junit, encoding: .utf8)) == [])
        let delivery = try hitchain("conform", "--engine", "mutant:exclusiveTouchIgnored")
        #expect(delivery.status != 0 && delivery.stdout.contains("FAIL  Multiple touch and exclusive touch"))
        let unknown = try hitchain("conform", "--engine", "nope")
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown engine"))
    }

    @Test("explain --engine puts the engine's answer beside the walk, with where they part")
    func explainEngine() throws {
        let r = try hitchain(
            "explain", "Corpus/scenes/mutants/maxEdgesInside.json", "--point", "100,50", "--engine",
            "mutant:maxEdgesInside")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout.contains("engine mutant:maxEdgesInside: window/parent/target (window \"window\"); the reference:"))
        #expect(r.stdout.contains("parts from the reference's walk at a step of kind outside"))
        #expect(r.stdout.contains("answers as: maxEdgesInside"))
        let same = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "250,250", "--engine", "flattened")
        #expect(same.stdout.contains("engine flattened: ") && same.stdout.contains("as the reference"))
    }

    @Test("an engine process that cannot start answers nothing, and the run says why")
    func missingProcess() throws {
        let r = try hitchain("conform", "--engine", "process:/nonexistent/engine")
        #expect(r.status != 0 && !r.crashed)
        #expect(r.stderr.contains("cannot start /nonexistent/engine"))
    }

    @Test("conform --semantics refuses an empty or binary file, which would cover \"0 of 0 rules\" and pass")
    func meaninglessContract() throws {
        let empty = try temporaryFile("empty.md", "")
        let binary = URL(fileURLWithPath: temporaryPath("binary.md"))
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 2, 0xFF, 0xFE]).write(to: binary)
        let prose = try temporaryFile("prose.md", "# A title\n\nSome text, no rule chapters.\n")
        for (file, problem) in [(empty, "holds no rules"), (binary.path, "not a text file"), (prose, "holds no rules")]
        {
            for extra in [[], ["--list"]] {
                let r = try hitchain(arguments: ["conform", "--engine", "indexed", "--semantics", file] + extra)
                #expect(r.status != 0, "\(file) \(extra)")
                #expect(r.stderr.contains("--semantics \(file): \(problem)"), "\(r.stderr)")
                #expect(!r.stdout.contains("0 of 0"), "\(r.stdout)")
            }
        }
    }
}

import Foundation
import HitChainTestSupport
import Testing

@Suite struct FuzzCommandTests {
    func tempDir() -> String {
        Scratch.directory().path
    }

    @Test func passingRunPrintsSeedAndStatistics() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain(
            "fuzz", "--seed", "5", "--iterations", "40", "--max-views", "30", "--features",
            "tap,drag,uniformPoint,edgePoint", "--save-dir", dir, "--coverage")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("seed 5"))
        #expect(r.stdout.contains("40 cases in"))
        #expect(r.stdout.contains("tap ") && r.stdout.contains("(off)"))
    }

    @Test("a passing 1 000-case run prints a few lines, its verdict last; the table only with --coverage")
    func passingRunIsShort() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain("fuzz", "--seed", "7", "--iterations", "1000", "--max-views", "20", "--save-dir", dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let lines = (r.stdout + r.stderr).split(separator: "\n")
        #expect(lines.count <= 8, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("PASS  seed 7: 1000 cases, 0 failing") == true)
        #expect(!r.stdout.contains("(100.0%)"))
        // A debug build says so once, on standard error; a release build says nothing.
        let notes = r.stderr.components(separatedBy: "this is a debug build").count - 1
        #expect(notes <= 1)
    }

    @Test("--iterations 0 with nothing saved checks nothing and fails saying so; --mutants refuses it")
    func zeroIterations() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain(
            arguments: ["fuzz", "--iterations", "0", "--seed", "1", "--save-dir", "saved"],
            in: URL(fileURLWithPath: dir))
        #expect(r.status != 0)
        #expect(r.stdout.hasSuffix("FAIL  seed 1: nothing checked: no case generated and no saved case to replay\n"))
        let mutants = try hitchain("fuzz", "--mutants", "--iterations", "0")
        #expect(mutants.status != 0 && mutants.stderr.contains("--iterations 0 with --mutants would check nothing"))
    }

    @Test func failureIsShrunkSavedAndReproducible() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let junit = dir + "-junit.xml"
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let r = try hitchain(
            "fuzz", "--seed", "5", "--iterations", "200", "--max-views", "30", "--engines",
            "mutant:frameInsteadOfBounds", "--stop-on-first",
            "--shrink-time", "10", "--save-dir", dir, "--junit", junit)
        #expect(r.status != 0)
        #expect(r.stdout.contains("FAIL  case"))
        #expect(r.stdout.contains("reproduce: hitchain replay"))
        #expect(r.stdout.contains("hitchain fuzz --seed 5 --case"))
        let saved = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".evz") }
        #expect(saved.count == 1)
        let path = dir + "/" + (saved.first ?? "")
        // The reproduce command replays through the mutant: without it the case passes.
        #expect(r.stdout.contains("reproduce: hitchain replay \(path) --mutant frameInsteadOfBounds\n"))
        #expect(r.stdout.contains("hitchain fuzz --seed 5 --case"))
        let replay = try hitchain("replay", path, "--mutant", "frameInsteadOfBounds")
        #expect(replay.status != 0 && replay.stdout.contains("mutant:frameInsteadOfBounds"))
        #expect(try hitchain("replay", path).status == 0)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<failure"))
        #expect(xml.contains("reproduce: hitchain replay \(path) --mutant frameInsteadOfBounds\n"))
        #expect(xml.contains("--engines mutant:frameInsteadOfBounds --max-views 30\n"))
        // The next run replays the saved case first: its JUnit body names the mutant too.
        let again = try hitchain(
            "fuzz", "--seed", "5", "--iterations", "0", "--max-views", "30", "--engines", "mutant:frameInsteadOfBounds",
            "--save-dir", dir, "--junit", junit)
        #expect(again.status != 0)
        #expect(again.stdout.contains("      reproduce: hitchain replay \(path) --mutant frameInsteadOfBounds\n"))
        let savedXML = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(savedXML.contains("classname=\"hitchain.fuzz.saved\""))
        #expect(savedXML.contains("reproduce: hitchain replay \(path) --mutant frameInsteadOfBounds\n"))
        // The picture beside it: the shrunk scene, the point, the expected and the actual view.
        let picture = String(path.dropLast(4)) + ".svg"
        #expect(r.stdout.contains("picture:  \(picture)"))
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains("class=\"touch-ring\""))
        #expect(svg.contains(" expected") && svg.contains(" actual"))
        #expect(svg.contains("frameInsteadOfBounds"))
    }

    /// A delivery mutant on the command line: every case is delivered with it, an
    /// independent expectation catches it, and replay reproduces the saved case through it.
    @Test func deliveryMutantIsCaughtAndReplayed() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain(
            "fuzz", "--seed", "1", "--iterations", "1000", "--max-views", "30", "--engines",
            "mutant:delaysEndedIgnored", "--stop-on-first", "--shrink-time", "10", "--save-dir", dir)
        #expect(r.status != 0)
        #expect(r.stdout.contains("recognizerEffects"), "\(r.stdout)")
        #expect(r.stdout.contains("delays touchesEnded"))
        let saved = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".evz") }
        let path = dir + "/" + (try #require(saved.first))
        // No engine is the mutant here: the reproduce command names the run's delivery mutant.
        #expect(r.stdout.contains("reproduce: hitchain replay \(path) --mutant delaysEndedIgnored\n"))
        let replay = try hitchain("replay", path, "--mutant", "delaysEndedIgnored")
        // Replay re-checks the fuzzer's properties on a case it saved: the same property fails.
        #expect(replay.status != 0 && replay.stdout.contains("recognizerEffects"), "\(replay.stdout)")
        #expect(try hitchain("replay", path).status == 0)
        let two = try hitchain("fuzz", "--engines", "mutant:delaysEndedIgnored,mutant:toleranceIgnored")
        #expect(two.status != 0 && two.stderr.contains("at most one delivery mutant"))
    }

    @Test func jsonAndBadOptions() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try hitchain("fuzz", "--seed", "1", "--iterations", "3", "--json", "--save-dir", dir)
        #expect(r.stdout.contains("\"seed\""))
        #expect(r.stdout.contains("\"unexercised\": []"))
        #expect(r.status == 0)  // three cases are not asked to reach every feature…
        let named = try hitchain(
            "fuzz", "--seed", "1", "--iterations", "3", "--json", "--features", "tap,largeScene", "--save-dir", dir)
        #expect(named.status != 0)  // …unless the features were named
        #expect(named.stdout.contains("\"unexercised\": [\""))
        #expect(try hitchain("fuzz", "--engines", "quantum").stderr.contains("unknown engine \"quantum\""))
        #expect(try hitchain("fuzz", "--shard", "3/2").status != 0)
        #expect(try hitchain("fuzz", "--features", "teleport").stderr.contains("'teleport' is invalid for '--features"))
    }

    @Test("--scenes starts every case from a given screen, mutated; a bad folder is refused")
    func seededFromScenes() throws {
        let dir = Scratch.directory().path
        let r = try hitchain(
            "fuzz", "--scenes", "Corpus/scenes", "--iterations", "60", "--seed", "4", "--save-dir", dir, "--coverage")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("PASS  seed 4: 60 cases, 0 failing\n"))
        // Structure comes from the screens: the generator's structure features are off.
        #expect(r.stdout.contains("multipleWindows 0 (0.0%) (off)"))
        let bad = try hitchain("fuzz", "--scenes", dir + "/nothing-here", "--iterations", "1")
        #expect(bad.status != 0 && bad.stderr.contains("not a folder that can be read"))
    }
}

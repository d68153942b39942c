import Foundation
import HitChainTestSupport
import Testing

/// The C engine of `Examples/c-engine/` over the process protocol, built with the system
/// compiler (skipped, saying so, where there is none).
@Suite("an engine in C, over the process protocol")
struct ProcessEngineTests {
    static let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Builds the example into a scratch folder.
    static func build(into dir: URL) throws -> String {
        let out = dir.appendingPathComponent("engine").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: compiler ?? "/usr/bin/cc")
        p.arguments = [
            "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-o", out,
            packageRoot.appendingPathComponent("Examples/c-engine/engine.c").path, "-lm",
        ]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "the example engine does not build")
        return out
    }

    @Test(
        "triage names the engine's one deliberate difference, and its baseline accepts it",
        .enabled(if: compiler != nil, "no C compiler (cc, gcc or clang) on this machine"))
    func triage() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let engine = try Self.build(into: dir)
        let args = [
            "fuzz", "--triage", "--engines", "process:\(engine)", "--iterations", "120", "--seed", "1", "--max-views",
            "60", "--shrink-time", "5", "--triage-dir", dir.appendingPathComponent("t").path, "--json",
        ]
        let r = try hitchain(arguments: args)
        #expect(r.status != 0, "the difference is a new class without a baseline")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let classes = try #require(object["classes"] as? [[String: Any]])
        #expect(classes.map { $0["key"] as? String } == ["reading:maxEdgesInside"], "\(classes)")
        let explained = classes.first?["explainedQueries"] as? Int
        #expect(explained != nil && explained == classes.first?["divergentQueries"] as? Int)
        let known = try hitchain(arguments: args + ["--known", "Examples/c-engine/known.json"])
        #expect(known.status == 0, "\(known.stdout.suffix(400))")
    }

    @Test(
        "conform: the C engine's table is maxEdgesInside's, probe for probe",
        .enabled(if: compiler != nil, "no C compiler (cc, gcc or clang) on this machine"))
    func conform() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let engine = try Self.build(into: dir)
        func failing(_ name: String) throws -> [String] {
            let r = try hitchain("conform", "--engine", name, "--json")
            #expect(r.status != 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let probes = try #require(object["probes"] as? [[String: Any]])
            return probes.filter { $0["passed"] as? Bool == false }.compactMap { $0["name"] as? String }
        }
        let c = try failing("process:\(engine)")
        #expect(!c.isEmpty)
        #expect(c == (try failing("mutant:maxEdgesInside")))
    }
}

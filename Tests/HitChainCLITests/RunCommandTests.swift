import Foundation
import HitChainTestSupport
import Testing

@Suite("hitchain run, end to end")
struct RunCommandTests {
    @Test("run prints the delivery trace of a scenario")
    func runText() throws {
        let r = try hitchain("run", "Corpus/scenarios/seed-004-router.json")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("#0 t=0.000000 router message \"CViewEvent\" from CView\n"))
        #expect(r.stdout.contains("  ViewController routerEvent \"CViewEvent\" -> handled\n"))
    }

    @Test("run --json prints the trace as JSON")
    func runJSON() throws {
        let r = try hitchain("run", "Corpus/scenarios/both-handle.json", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 7)
    }

    @Test("every corpus scenario runs")
    func corpus() throws {
        let folder = packageRoot.appendingPathComponent("Corpus/scenarios")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
            let r = try hitchain("run", "Corpus/scenarios/\(file)")
            #expect(r.status == 0, "\(file): \(r.stderr)")
            #expect(r.stdout.hasPrefix("#0 "), "\(file)")
        }
    }

    static let bad: [(String, String)] = [
        (#"[{ "at": 1, "tap": [1, 1] }, { "at": 0, "tap": [1, 1] }]"#, "time goes backwards"),
        (#"[{ "at": 0, "router": { "from": "ghost", "name": "X" } }]"#, "no responder is named \"ghost\""),
        (#"[{ "at": 0, "touch": { "id": 3, "phase": "moved", "point": [1, 1] } }]"#, "touch 3 moved before it began"),
        (
            #"[{ "at": 0, "touch": { "id": 3, "phase": "began", "point": [1, 1] } }, "#
                + #"{ "at": 0.1, "touch": { "id": 3, "phase": "began", "point": [1, 1] } }]"#,
            "touch 3 begins again before it ended"
        ),
    ]

    @Test("bad scenarios get one clear error and a non-zero exit", arguments: bad)
    func badScenario(inputs: String, message: String) throws {
        let scenePath = packageRoot.appendingPathComponent("Corpus/scenes/delivery.json").path
        let path = try temporaryFile(
            "bad-scenario.json",
            #"{ "format": "hitchain-scenario", "version": 1, "scene": "\#(scenePath)", "inputs": \#(inputs) }"#)
        let r = try hitchain("run", path)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(path) && r.stderr.contains(message), "\(r.stderr)")
    }
}

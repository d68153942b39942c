import Foundation
import HitChain
import Hummingbird
import Testing

@testable import HitChainExplorer

@Suite("Bad requests and bad files")
struct BadRequestTests {
    @Test(
        "a bad question gets a clear error, never a crash",
        arguments: [
            ("walk", nil, ["x": "nan", "y": "1"], 400, "x must be a finite number"),
            ("walk", nil, ["x": "1e400", "y": "1"], 400, "x must be a finite number"),
            ("walk", nil, ["x": "1"], 400, "y is missing"),
            ("hit", nil, ["x": "-1e8", "y": "0"], 400, "within ±10000000"),
            ("walk", nil, ["x": "1", "y": "1", "whyNot": "9"], 400, "a view id from 0 to 8"),
            ("view", "-1", [:], 400, "a view id from 0 to 8"),
            ("view", "99999999999999999999", [:], 400, "a view id"),
            ("view", nil, [:], 400, "a view id is missing"),
            ("tree", nil, ["parent": "x"], 400, "parent must be a view id"),
            ("search", nil, ["q": String(repeating: "a", count: 201)], 400, "longer than 200"),
            ("recording", nil, [:], 404, "is a scene, not a recording"),
            ("nothing", nil, [:], 404, "no such question"),
        ] as [(String, String?, [String: String], Int, String)])
    func badQuestion(route: String, id: String?, query: [String: String], status: Int, message: String) async throws {
        let explorer = try Explorer(files: [corpus("scenes/seed-004.json")])
        let answer = await explorer.answer(document: "0", route: route, id: id, query: query)
        #expect(answer.status == status)
        #expect(answer.body.contains(message), "\(answer.body)")
    }

    @Test("a file that was not given is refused")
    func otherDocument() async throws {
        let explorer = try Explorer(files: [corpus("scenes/seed-004.json")])
        for document in ["1", "-1", "../0", "", "0x0"] {
            let answer = await explorer.answer(document: document, route: "walk", query: ["x": "1", "y": "1"])
            #expect(answer.status == 404)
            #expect(answer.body.contains("serves only the 1 file it was given"))
        }
    }

    @Test("events past the end and pages past the end are answered within bounds")
    func eventBounds() async throws {
        let explorer = try Explorer(files: [corpus("gesture-double-tap.evz")])
        #expect(await explorer.answer(document: "0", route: "event", id: "5").status == 404)
        #expect(await explorer.answer(document: "0", route: "event", id: "-1").status == 400)
        let page = try object(await explorer.answer(document: "0", route: "events", query: ["from": "9999999"]))
        #expect((page["events"] as? [Any])?.isEmpty == true)
    }

    @Test("a file that cannot be shown is refused by name, with the reader's place and problem")
    func badFiles() throws {
        let cut = scratch.appendingPathComponent("cut.evz")
        let whole = try Data(contentsOf: URL(fileURLWithPath: corpus("seed-004-tap-c.evz")))
        try whole.prefix(20).write(to: cut)
        let garbage = scratch.appendingPathComponent("garbage.json")
        try Data("{\"views\": [".utf8).write(to: garbage)
        let empty = scratch.appendingPathComponent("e")
        try Data().write(to: empty)
        let cases: [(String, String)] = [
            (scratch.appendingPathComponent("missing.json").path, "no such file"),
            (scratch.path, "it is a directory"),
            (cut.path, "cut.evz"),
            (garbage.path, "garbage.json:1:"),
            (empty.path, "e:"),
        ]
        for (path, expected) in cases {
            #expect(throws: ExplorerError.self) { try ExplorerDocument(path: path) }
            do {
                _ = try ExplorerDocument(path: path)
            } catch {
                #expect(error.description.hasPrefix(path), "\(error)")
                #expect(error.description.contains(expected), "\(error)")
            }
        }
    }

    @Test("a pipe is refused without being opened, and a recording among composed scenes is shown as recorded")
    func pipesAndCompose() throws {
        let fifo = scratch.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        do {
            _ = try ExplorerDocument(path: fifo)
            Issue.record("a pipe was read")
        } catch {
            #expect(error.description == "\(fifo): it is not a regular file (a pipe, a device or a socket)")
        }
        let recording = try ExplorerDocument(path: corpus("seed-004-tap-c.evz"), compose: 1_000)
        #expect(recording.composed == nil)
        #expect(recording.index.count == 9)
    }

    @Test("a view a transform throws 10²⁷ points away is off the hit map, not a crash")
    func farAway() throws {
        // Three views, each scaling by 10⁹ about its centre, the last placed 10⁹ points out.
        var text = #"{"format":"hitchain-scene","version":1,"screen":{"width":390,"height":844,"scale":3},"#
        text += #""windows":[{"name":"window","frame":[0,0,390,844],"subviews":[{"name":"big","center":[5,5],"#
        text += #""size":[10,10],"transform":[1e9,0,0,1e9,0,0],"subviews":[{"name":"mid","center":[5,5],"#
        text += #""size":[10,10],"transform":[1e9,0,0,1e9,0,0],"subviews":[{"name":"far","center":[1e9,1e9],"#
        text += #""size":[10,10],"handles":{"touches":"handle"}}]}]}]}]}"#
        let path = scratch.appendingPathComponent("far.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let document = try ExplorerDocument(path: path)
        let far = try #require(document.application.hitChain.view(named: "far").flatMap(document.index.id(of:)))
        #expect(document.index.screenCorners(of: far).allSatisfy { $0.x > 1e20 && $0.x.isFinite })
        let hitMap = HitMap(application: document.application, index: document.index)
        let map = try JSONSerialization.jsonObject(with: Data(hitMap.json.utf8)) as? [String: Any]
        #expect(map?["columns"] as? Int != nil)
        let zone = hitMap.deadZoneJSON(of: far) ?? ""
        #expect(zone.contains("\"frameCells\": 0"), "\(zone)")
    }

    @Test("a why-not name that starts with - is joined to its option in the command")
    func dashName() {
        let command = ReproduceCommand.explain(
            file: "-s.json", composed: nil, point: HCPoint(x: 1, y: 2), whyNot: "-x y")
        #expect(command == "hitchain explain ./-s.json --point 1,2 '--why-not=-x y'")
    }

    @Test("search text is counted in Unicode scalars")
    func combiningMarks() async throws {
        let explorer = try Explorer(files: [corpus("scenes/seed-004.json")])
        let heavy = "a" + String(repeating: "\u{301}", count: 300)
        #expect(heavy.count == 1)
        #expect(await explorer.answer(document: "0", route: "search", query: ["q": heavy]).status == 400)
    }

    @Test("only requests addressed to this machine are answered")
    func localHosts() {
        for host in ["127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:1", "[::1]", "[::1]:80"] {
            #expect(LocalOnlyMiddleware<BasicRequestContext>.isLocal(authority: host), "\(host)")
        }
        for host in [
            nil, "", "evil.example", "127.0.0.1.evil.example", "localhost.evil", "127.0.0.1:80x", "[::2]",
            "0.0.0.0", "localhost:", "[::1", "[::1]evil.com", "[::1].evil.com", "[::1]:80x", "127.0.0.1:65536",
            "localhost:123456", "local host", "127.0.0.1@evil.com",
        ] as [String?] {
            #expect(!LocalOnlyMiddleware<BasicRequestContext>.isLocal(authority: host), "\(host ?? "nil")")
        }
    }
}

@Suite("Screens at the model's limits")
struct DeepScreenTests {
    /// A window holding a chain of `depth` views, each the size of the screen.
    static func chain(depth: Int) throws -> String {
        var text = #"{"format":"hitchain-scene","version":1,"screen":{"width":390,"height":844,"scale":3},"#
        text += #""windows":[{"name":"window","frame":[0,0,390,844],"subviews":["#
        for i in 0..<depth { text += #"{"name":"v\#(i)","frame":[0,0,390,844],"subviews":["# }
        text += String(repeating: "]}", count: depth) + "]}]}"
        let path = scratch.appendingPathComponent("chain-\(depth).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a 9 990-deep chain: every answer is bounded (path, walk, chain) and the tree opens a level at a time")
    func deepChain() async throws {
        let explorer = try Explorer(files: [try Self.chain(depth: 9_990)])
        let hit = try object(await explorer.answer(document: "0", route: "hit", query: ["x": "10", "y": "10"]))
        #expect((hit["hit"] as? [String: Any])?["name"] as? String == "v9989")
        #expect((hit["path"] as? [Any])?.count == HitAnswer.maxPath)
        #expect(hit["pathOmitted"] as? Int == 9_991 - HitAnswer.maxPath)
        let walk = try object(await explorer.answer(document: "0", route: "walk", query: ["x": "10", "y": "10"]))
        #expect((walk["walk"] as? [Any])?.count == WalkAnswer.maxLines)
        #expect(walk["walkOmitted"] as? Int == 9_991 * 3 - WalkAnswer.maxLines)  // hitTest, pointInside, return each
        #expect((walk["chain"] as? [Any])?.count == WalkAnswer.maxChain)
        let map = try object(await settled(explorer, route: "hitmap"))
        #expect((map["owners"] as? [Int])?.first == 9_990)
        let level = try object(await explorer.answer(document: "0", route: "tree", query: ["parent": "5000"]))
        #expect((level["children"] as? [[String: Any]])?.first?["name"] as? String == "v5000")
        let zone = try object(await settled(explorer, route: "deadzone", id: "9990"))
        #expect(zone["deadCells"] as? Int == 0)
    }

    @Test("a scene past the model's depth limit is refused with the reader's message")
    func tooDeep() throws {
        let path = try Self.chain(depth: 10_001)
        #expect(throws: ExplorerError.self) { try ExplorerDocument(path: path) }
        do {
            _ = try ExplorerDocument(path: path)
        } catch {
            #expect(error.description.contains("deeper than 10000 levels"), "\(error)")
        }
    }
}

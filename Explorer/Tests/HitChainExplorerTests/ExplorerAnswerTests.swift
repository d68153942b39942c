import Foundation
import HitChain
import Testing

@testable import HitChainExplorer

@Suite("The explorer's answers")
struct ExplorerAnswerTests {
    let seed004 = corpus("scenes/seed-004.json")

    @Test("a click answers with the reference walk, line for line as explain prints it, and the chain")
    func walk() async throws {
        let explorer = try Explorer(files: [seed004])
        let answer = try object(await explorer.answer(document: "0", route: "walk", query: ["x": "350", "y": "350"]))
        let hit = try #require(answer["hit"] as? [String: Any])
        #expect(hit["name"] as? String == "CView")
        let path = try #require(answer["path"] as? [[String: Any]])
        #expect(
            path.map { $0["name"] as? String } == [
                "window", "transitionView", "dropShadowView", "root", "AView",
                "BView", "CView",
            ])
        // The same walk, asked of the model directly.
        let app = try UIApplication(
            scene: try SceneDecoder().decode(try String(contentsOfFile: seed004, encoding: .utf8)))
        var steps: [HitTestStep] = []
        _ = ReferenceHitTester { steps.append($0) }.hitTest(app, screenPoint: HCPoint(x: 350, y: 350))
        let walk = try #require(answer["walk"] as? [[String: Any]])
        #expect(walk.map { $0["line"] as? String } == steps.map(\.logLine))
        #expect(walk.map { $0["depth"] as? Int } == steps.map(\.depth))
        let chain = try #require(answer["chain"] as? [[String: Any]]).map { $0["name"] as? String }
        #expect(chain.prefix(4) == ["CView", "BView", "AView", "root"])
        #expect(answer["command"] as? String == "hitchain explain \(seed004) --point 350,350")
    }

    @Test("why not: the rule, the sentence and the view responsible, and the command with --why-not")
    func whyNot() async throws {
        let explorer = try Explorer(files: [corpus("scenes/seed-000-abcd.json")])
        let tree = try object(await explorer.answer(document: "0", route: "search", query: ["q": "E"]))
        let matches = try #require(tree["matches"] as? [[String: Any]])
        let e = try #require(matches.first { $0["name"] as? String == "E" }?["id"] as? Int)
        let centre = try object(await explorer.answer(document: "0", route: "view", id: String(e)))
        let view = try #require(centre["view"] as? [String: Any])
        let corners = try #require(view["corners"] as? [[Double]])
        let x: Double = (corners[0][0] + corners[2][0]) / 2
        let y: Double = (corners[0][1] + corners[2][1]) / 2
        let answer = try object(
            await explorer.answer(
                document: "0", route: "walk", query: ["x": String(x), "y": String(y), "whyNot": String(e)]))
        let why = try #require(answer["whyNot"] as? [String: Any])
        #expect((why["view"] as? [String: Any])?["name"] as? String == "E")
        #expect(!(why["sentence"] as? String ?? "").isEmpty)
        #expect((answer["command"] as? String ?? "").hasSuffix("--why-not E"))
    }

    @Test("the tree comes a level at a time; search finds names and classes; a view gives its ancestry")
    func tree() async throws {
        let explorer = try Explorer(files: [seed004])
        let roots = try object(await explorer.answer(document: "0", route: "tree"))
        let windows = try #require(roots["children"] as? [[String: Any]])
        #expect(windows.map { $0["name"] as? String } == ["window"])
        #expect(windows[0]["children"] as? Int == 1)
        let found = try object(await explorer.answer(document: "0", route: "search", query: ["q": "uidropshadow"]))
        let match = try #require((found["matches"] as? [[String: Any]])?.first)
        #expect(match["name"] as? String == "dropShadowView")
        let id = try #require(match["id"] as? Int)
        let view = try object(await explorer.answer(document: "0", route: "view", id: String(id)))
        #expect(view["ancestry"] as? [Int] == [0, 1, id])
        #expect(view["path"] as? String == "window/transitionView/dropShadowView")
    }

    @Test("every cell of the hit map is owned by the view the reference walk hits at its centre")
    func hitMapIsExact() throws {
        for name in ["seed-000-abcd", "seed-002-overlap", "seed-003-overrides", "recipes-overrides", "scrolling"] {
            let document = try ExplorerDocument(path: corpus("scenes/\(name).json"))
            let map = HitMap(application: document.application, index: document.index)
            let reference = ReferenceHitTester()
            for cell in stride(from: 0, to: map.owners.count, by: 13) {
                let row = cell / map.columns, column = cell % map.columns
                let hit = reference.hitTest(document.application, screenPoint: map.cellCentre(column: column, row: row))
                let expected = hit.view.flatMap(document.index.id(of:)) ?? -1
                #expect(Int(map.owners[cell]) == expected, "\(name): cell \(column), \(row)")
            }
        }
    }

    @Test("a dead zone is the part of a view's bounds whose touches go outside its subtree")
    func deadZone() throws {
        // seed-002-overlap: two overlapping siblings; the one behind loses the overlap.
        let document = try ExplorerDocument(path: corpus("scenes/seed-002-overlap.json"))
        let map = HitMap(application: document.application, index: document.index)
        var sawDead = false
        for id in 0..<document.index.count {
            guard let zone = map.deadZone(of: id) else { continue }
            var counted = 0
            for run in zone.runs {
                for column in run[1]..<(run[1] + run[2]) {
                    let owner = Int(map.owners[run[0] * map.columns + column])
                    #expect(owner < 0 || !document.index.isInSubtree(owner, of: id))
                    counted += 1
                }
            }
            #expect(counted == zone.dead)
            #expect(zone.dead <= zone.frameCells)
            sawDead = sawDead || zone.dead > 0
        }
        #expect(sawDead)
    }

    @Test("a recording: its events, each event's recorded trace and touches, and a replay that passes")
    func recording() async throws {
        let explorer = try Explorer(files: [corpus("gesture-double-tap.evz")])
        let summary = try object(await explorer.answer(document: "0", route: "recording"))
        #expect(summary["events"] as? Int == 5)
        let replay = try #require(summary["replay"] as? [String: Any])
        #expect(replay["passed"] as? Bool == true)
        #expect(replay["divergence"] is NSNull)
        let event = try object(await explorer.answer(document: "0", route: "event", id: "0"))
        #expect(event["summary"] as? String == "touches 1 began (50, 450)")
        #expect((event["trace"] as? [String])?.first == "#0 t=0.000000 touches 1 began (50, 450)")
        #expect((event["bound"] as? [[String: Any]])?.first?["name"] as? String == "photoContent")
        let page = try object(
            await explorer.answer(document: "0", route: "events", query: ["from": "3", "count": "10"]))
        #expect((page["events"] as? [[String: Any]])?.map { $0["index"] as? Int } == [3, 4])
        #expect((summary["commands"] as? [String])?.first == "hitchain replay \(corpus("gesture-double-tap.evz"))")
    }

    @Test("a recording whose replay fails shows its first divergence, and that event says so")
    func divergence() async throws {
        let explorer = try Explorer(files: [try brokenRecording()])
        let summary = try object(await explorer.answer(document: "0", route: "recording"))
        let replay = try #require(summary["replay"] as? [String: Any])
        #expect(replay["passed"] as? Bool == false)
        let d = try #require(replay["divergence"] as? [String: Any])
        #expect(d["event"] as? Int == 0)
        #expect((d["expected"] as? String ?? "").hasSuffix("CView touchesBegan {1} -> handled"))
        #expect((d["actual"] as? String ?? "").hasSuffix("CView touchesBegan {1} -> forwarded"))
        let event = try object(await explorer.answer(document: "0", route: "event", id: "0"))
        #expect(event["diverges"] as? Bool == true)
    }

    @Test("a composed scene has about as many views as asked, and its command repeats --compose")
    func composed() async throws {
        let explorer = try Explorer(files: [seed004], compose: 1_000)
        let documents =
            try JSONSerialization.jsonObject(with: Data(await explorer.documentsJSON().utf8)) as? [[String: Any]]
        let views = try #require(documents?.first?["views"] as? Int)
        #expect(views >= 1_000 && views < 1_020)
        let answer = try object(await explorer.answer(document: "0", route: "walk", query: ["x": "100", "y": "100"]))
        #expect(answer["command"] as? String == "hitchain explain \(seed004) --compose 1000 --point 100,100")
    }
}

import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// `--why-not` for the vocabulary's newer overrides: the rule, the view responsible and the
/// area in words.
@Suite("MissDiagnosis for shapes, redirects, listed subviews and gate-free selves")
struct VocabularyDiagnosisTests {
    static let scene = """
        {"format": "hitchain-scene", "version": 1, "screen": {"width": 400, "height": 800, "scale": 2},
         "windows": [{"name": "window", "frame": [0, 0, 400, 800], "subviews": [
           {"name": "oval", "frame": [0, 0, 100, 50], "pointInside": "oval"},
           {"name": "pager", "frame": [100, 0, 100, 100]},
           {"name": "container", "frame": [0, 100, 400, 100], "hitTest": {"redirectTo": "pager"}},
           {"name": "overlay", "frame": [0, 200, 400, 100], "hitTest": {"onlySubviews": ["close"]}, "subviews": [
             {"name": "art", "frame": [0, 0, 200, 100]}, {"name": "close", "frame": [350, 0, 50, 50]}]},
           {"name": "catcher", "frame": [0, 300, 400, 100], "hitTest": "selfWhenInside", "hidden": true, "subviews": [
             {"name": "inside", "frame": [0, 0, 100, 100]}]},
           {"name": "row", "frame": [0, 400, 400, 60]},
           {"name": "check", "frame": [0, 500, 20, 20], "pointInside": {"boundsOf": "row"}}
         ]}]}
        """

    func diagnose(_ app: UIApplication, _ name: String, _ x: Double, _ y: Double) throws -> MissDiagnosis {
        var steps: [HitTestStep] = []
        let result = ReferenceHitTester { steps.append($0) }.hitTest(app, screenPoint: HCPoint(x: x, y: y))
        let view = try #require(app.view(named: name))
        return MissDiagnosis(
            view: view, screenPoint: HCPoint(x: x, y: y), application: app, steps: steps, result: result)
    }

    @Test("outside an oval, in words")
    func oval() throws {
        let app = try HitChainTestSupport.app(fromJSON: Self.scene)
        let d = try diagnose(app, "oval", 2, 2)
        #expect(d.reason.kind == .outside)
        #expect(d.reason.sentence(for: d.view).contains("the oval inscribed in its bounds"))
    }

    @Test("a redirect answers its target where it would answer itself")
    func redirect() throws {
        let app = try HitChainTestSupport.app(fromJSON: Self.scene)
        let d = try diagnose(app, "container", 300, 150)
        #expect(d.reason.kind == .redirected && d.reason.responsible?.name == "container")
        #expect(d.reason.sentence(for: d.view).contains("answers pager where it would answer itself"))
    }

    @Test("a subview the override does not ask")
    func notAsked() throws {
        let app = try HitChainTestSupport.app(fromJSON: Self.scene)
        let d = try diagnose(app, "art", 50, 250)
        #expect(d.reason.kind == .notAskedSubview && d.reason.responsible?.name == "overlay")
        #expect(d.reason.sentence(for: d.view).contains("asks only some of its subviews, and not art"))
    }

    @Test("a gate-free self answers for its subviews, even hidden")
    func selfWhenInside() throws {
        let app = try HitChainTestSupport.app(fromJSON: Self.scene)
        let d = try diagnose(app, "inside", 50, 350)
        #expect(d.reason.kind == .selfWhenInside && d.reason.responsible?.name == "catcher")
    }

    @Test("a borrowed area: the check is hit over the row, in front of it, and not over its own bounds")
    func boundsOf() throws {
        let app = try HitChainTestSupport.app(fromJSON: Self.scene)
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 300, y: 430)).view?.name == "check")
        let row = try diagnose(app, "row", 300, 430)
        #expect(row.reason.kind == .viewInFront && row.reason.responsible?.name == "check")
        let d = try diagnose(app, "check", 10, 510)
        #expect(d.reason.kind == .outside)
        #expect(d.reason.sentence(for: d.view).contains("the bounds of row"))
    }
}

@Suite("The vocabulary's edges: deep chains, gone targets, subviews' answers")
struct VocabularyEdgeTests {
    @Test("subviewsPointInside down a chain 100 000 deep answers without recursion")
    func deepSubviewsPointInside() throws {
        let leaf = UIView(name: "leaf", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        var top = leaf
        for k in 0..<100_000 {
            let v = UIView(name: "v\(k)", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
            v.pointInsideOverride = .subviewsPointInside
            try v.checkedAddSubview(top)
            top = v
        }
        #expect(ReferenceHitTester().pointInside(top, at: HCPoint(x: 5, y: 5)))
        #expect(!ReferenceHitTester().pointInside(top, at: HCPoint(x: 50, y: 5)))
    }

    @Test("a subview that forwards to its redirecting parent keeps its answer (semantics.md's decision)")
    func subviewAnswerKept() throws {
        let app = try HitChainTestSupport.app(
            fromJSON: """
                {"format": "hitchain-scene", "version": 1, "screen": {"width": 400, "height": 400, "scale": 2},
                 "windows": [{"name": "window", "frame": [0, 0, 400, 400], "subviews": [
                   {"name": "pager", "frame": [0, 0, 100, 100]},
                   {"name": "container", "frame": [0, 100, 400, 200], "hitTest": {"redirectTo": "pager"}, "subviews": [
                     {"name": "child", "frame": [10, 10, 50, 50], "hitTest": {"forwardTo": "container"}}]},
                   {"name": "plain", "frame": [0, 300, 400, 100], "hitTest": {"redirectTo": "pager"}}]}]}
                """)
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 20, y: 120)).view?.name == "container")
        // The forward asks the container anywhere in it, so its answer stands all over it …
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 300, y: 200)).view?.name == "container")
        // … while a redirect with no such subview hands its own answer over.
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 300, y: 350)).view?.name == "pager")
    }

    @Test("a snapshot keeps what a gone target means: a redirect to nothing passes through, gone bounds hold nothing")
    func goneTargets() throws {
        let app = try HitChainTestSupport.app(
            fromJSON: """
                {"format": "hitchain-scene", "version": 1, "screen": {"width": 400, "height": 400, "scale": 2},
                 "windows": [{"name": "window", "frame": [0, 0, 400, 400], "subviews": [
                   {"name": "a", "frame": [0, 0, 100, 100]}, {"name": "b", "frame": [100, 0, 100, 100]}]}]}
                """)
        let a = try #require(app.view(named: "a")), b = try #require(app.view(named: "b"))
        do {
            let target = UIView(name: "t", frame: HCRect(x: 0, y: 0, width: 400, height: 400))
            a.hitTestOverride = .redirect(to: WeakView(target))
            b.pointInsideOverride = .boundsOf(WeakView(target))
        }
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 50, y: 50)).view?.name == "window")
        let scene = HCScene(snapshotOf: app)
        let specs = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0) })
        #expect(specs["a"]?.hitTest == .passThrough && specs["b"]?.pointInside == .never)
    }
}

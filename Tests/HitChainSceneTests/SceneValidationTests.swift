import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

/// Scenes built in code can be wrong in ways JSON cannot express: a view in two places,
/// cycles, dangling indices.
@Suite("Scene validation of values built in code")
struct SceneValidationTests {
    func base() -> HCScene {
        var scene = HCScene()
        scene.views = [
            ViewSpec(
                name: "window", className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 100, height: 100)), subviews: [1]),
            ViewSpec(
                name: "a", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 10, height: 10)), subviews: [2]),
            ViewSpec(name: "b", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 10, height: 10))),
        ]
        scene.windows = [WindowSpec(view: 0)]
        return scene
    }

    @Test("the base scene is valid")
    func valid() throws {
        try base().validate()
    }

    @Test("a view in two places")
    func twoPlaces() {
        var scene = base()
        scene.views[0].subviews.append(2)
        #expect(throws: SceneError.self) { try scene.validate() }
        do { try scene.validate() } catch {
            #expect(error.kind == .viewInTwoPlaces)
            #expect(error.node == "view \"b\"")
        }
    }

    /// The validator names nodes only when it reports a problem; the words are the same.
    @Test("problems name their nodes and places in full")
    func labels() {
        func problem(_ change: (inout HCScene) -> Void) -> SceneError? {
            var scene = base()
            change(&scene)
            do { try scene.validate() } catch { return error }
            return nil
        }
        let twice = problem { $0.views[0].subviews.append(2) }
        #expect(twice?.problem == #"it is a subview of window "window" and also a subview of view "a""#)
        let rootAndSubview = problem { $0.detachedViews = [2] }
        #expect(rootAndSubview?.problem == #"it is a detached root and also a subview of view "a""#)
        let duplicate = problem {
            $0.viewControllers = [
                ViewControllerSpec(responder: ResponderSpec(name: "a", className: "UIViewController"), view: 2)
            ]
        }
        #expect(duplicate?.problem == #"the name "a" is already used by view "a""#)
        #expect(duplicate?.node == #"view controller "a""#)
        let application = problem { $0.views[2].responder.name = $0.application.name }
        let appName = HCScene().application.name
        #expect(application?.problem == #"the name "\#(appName)" is already used by application "\#(appName)""#)
        let slash = problem { $0.views[1].responder.name = "a/b" }
        #expect(slash?.node == #"view "a/b""# && slash?.field == "name")
        let control = problem { $0.views[1].responder.name = "a\u{7}" }
        #expect(control?.field == "name" && control?.kind == .invalidValue)
        let transform = problem {
            $0.views[2].geometry = ViewGeometry(
                center: HCPoint(x: 5, y: 5), size: HCSize(width: 10, height: 10),
                transform: ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0))
        }
        #expect(transform?.problem == "a transform entry is NaN; write a finite number")
        #expect(transform?.node == #"view "b""# && transform?.field == "transform")
        let inset = problem {
            $0.views[2].pointInside = .insetBounds(HCEdgeInsets(top: 0, left: 0, bottom: 0, right: .infinity))
        }
        #expect(inset?.field == "pointInside" && inset?.kind == .nonFiniteNumber)
    }

    @Test("a cycle")
    func cycle() {
        var scene = base()
        scene.views.append(ViewSpec(name: "c", geometry: ViewGeometry(frame: .zero), subviews: [4]))
        scene.views.append(ViewSpec(name: "d", geometry: ViewGeometry(frame: .zero), subviews: [3]))
        do {
            try scene.validate()
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.kind == .cycle)
        }
    }

    @Test("a dangling subview index")
    func dangling() {
        var scene = base()
        scene.views[2].subviews = [99]
        do {
            try scene.validate()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unknownReference)
            #expect(error.node == "view \"b\"" && error.field == "subviews")
        }
    }

    @Test("a view in no window and not detached")
    func orphan() {
        var scene = base()
        scene.views.append(ViewSpec(name: "lost", geometry: ViewGeometry(frame: .zero)))
        do {
            try scene.validate()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .inconsistent && error.node == "view \"lost\"")
        }
    }

    @Test("a controller presenting two controllers at once")
    func presentsTwo() {
        var scene = base()
        scene.viewControllers = [
            ViewControllerSpec(responder: ResponderSpec(name: "root", className: "UIViewController"), view: 1),
            ViewControllerSpec(
                responder: ResponderSpec(name: "p1", className: "UIViewController"), view: 2, presentedBy: 0),
        ]
        scene.views.append(ViewSpec(name: "c", geometry: ViewGeometry(frame: .zero)))
        scene.detachedViews = [3]
        scene.viewControllers.append(
            ViewControllerSpec(
                responder: ResponderSpec(name: "p2", className: "UIViewController"), view: 3, presentedBy: 0))
        do {
            try scene.validate()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .inconsistent && error.field == "presentedBy")
        }
    }

    @Test("limits are parameters: a 100 000-deep chain validates with raised limits")
    func deepWithRaisedLimits() throws {
        var scene = HCScene()
        let n = 100_000
        scene.views = (0..<n).map { i in
            ViewSpec(
                name: "v\(i)", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 10, height: 10)),
                subviews: i + 1 < n ? [i + 1] : [])
        }
        scene.windows = [WindowSpec(view: 0)]
        #expect(throws: SceneError.self) { try scene.validate() }
        try scene.validate(limits: SceneLimits(maxDepth: n, maxViews: n, maxMagnitude: 1e9))
    }

    /// A scene whose window holds view "v" with one tap recognizer per entry of `requires`,
    /// named r0, r1, …, recognizer i requiring those named in `requires[i]` to fail.
    func recognizerScene(_ requires: [[Int]]) -> HCScene {
        var scene = base()
        scene.views[1].gestureRecognizers = requires.indices.map { i in
            var g = GestureRecognizerSpec(name: "r\(i)", kind: .tap(taps: 1, touches: 1))
            g.requiresFailureOf = requires[i].map { "r\($0)" }
            return g
        }
        return scene
    }

    @Test("requiresFailureOf loops of any length are located cycle errors naming the recognizers")
    func failureRequirementLoop() {
        let text = sceneText(
            subviews: """

                { "name": "v", "frame": [0, 0, 50, 50], "gestureRecognizers": [
                  { "kind": "tap", "name": "a", "requiresFailureOf": ["b"] },
                  { "kind": "tap", "name": "b", "numberOfTapsRequired": 2, "requiresFailureOf": ["c"] } ] },
                { "name": "w", "frame": [0, 50, 50, 50], "gestureRecognizers": [
                  { "kind": "tap", "name": "c", "numberOfTapsRequired": 3, "requiresFailureOf": ["a"] } ] }
                """)
        do {
            _ = try SceneDecoder().decode(text, file: "loop.json")
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.kind == .cycle && error.field == "requiresFailureOf" && error.nodeName == "a", "\(error)")
            #expect(error.file == "loop.json" && error.line == 7, "\(error)")
            #expect(error.problem.contains("(a -> b -> c -> a)"), "\(error)")
        }
        for requires in [[[1], [0]], [[], [2], [3], [1]]] {
            do {
                try recognizerScene(requires).validate()
                Issue.record("expected a cycle error for \(requires)")
            } catch {
                #expect(error.kind == .cycle && error.field == "requiresFailureOf", "\(error)")
            }
        }
    }

    @Test("requirements that share recognizers without looping are valid")
    func failureRequirementDiamond() throws {
        try recognizerScene([[1, 2], [3], [3], []]).validate()
        try recognizerScene([[1], [], [1, 0]]).validate()
    }

    @Test("a 100 000-recognizer requirement chain validates without recursion; closing it is a cycle")
    func longFailureRequirementChain() throws {
        let n = 100_000
        let chain = (0..<n).map { i in i + 1 < n ? [i + 1] : [] }
        try recognizerScene(chain).validate()
        var loop = chain
        loop[n - 1] = [0]
        do {
            try recognizerScene(loop).validate()
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.kind == .cycle && error.nodeName == "r0")
        }
    }
}

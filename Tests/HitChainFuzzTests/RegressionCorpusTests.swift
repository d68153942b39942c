import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Bugs the fuzzer found, kept as tests (their recordings are in Corpus/regressions).
@Suite struct RegressionCorpusTests {
    /// vc1 presented by vc0, whose view is inside vc1's view: `next` would loop
    /// (v2 → vc1 → vc0 → v2). The scene is refused.
    @Test func presenterInsidePresentedIsRefused() {
        var b = SceneBuilder()
        let w = b.window("w0")
        let outer = b.view("v2", in: w, frame: HCRect(x: 0, y: 0, width: 100, height: 100))
        let inner = b.view("v3", in: outer, frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        b.scene.viewControllers = [
            ViewControllerSpec(responder: ResponderSpec(name: "vc0", className: "ViewController"), view: inner),
            ViewControllerSpec(
                responder: ResponderSpec(name: "vc1", className: "ViewController"), view: outer, presentedBy: 0),
        ]
        #expect(throws: SceneError.self) { try b.scene.validate() }
    }

    /// Moving the presenter's view into the presented controller's view at run time would
    /// make the same loop: addSubview refuses.
    @Test func addSubviewThatWouldLoopNextIsRefused() throws {
        var b = SceneBuilder()
        let w = b.window("w0")
        let v1 = b.view("v1", in: w, frame: HCRect(x: 0, y: 0, width: 100, height: 100))
        let v3 = b.view("v3", in: w, frame: HCRect(x: 0, y: 0, width: 200, height: 200))
        b.scene.viewControllers = [
            ViewControllerSpec(responder: ResponderSpec(name: "vc0", className: "ViewController"), view: v1),
            ViewControllerSpec(
                responder: ResponderSpec(name: "vc1", className: "ViewController"), view: v3, presentedBy: 0),
        ]
        b.scene.windows[0].rootViewController = 0
        let app = try UIApplication(scene: b.scene)
        let trace = EventDispatcher.deliver(
            [TimedEvent(time: 0, event: .addSubview(view: "v1", superview: "v3", index: nil))], to: app)
        #expect(trace.text.contains("refused"))
        #expect(
            app.responder(named: "v1")?.responderChain.map(\.name) == ["v1", "vc0", "w0", "application", "appDelegate"])
    }

    /// Every kept regression passes every property now: a pan that waited for a rotation
    /// to fail and whose touch ended meanwhile (it began and never ended), and controls
    /// under a double-tap recognizer that held touchesEnded (they never ended tracking).
    /// And three the delivery expectations got wrong at first, each a recognizer timer that
    /// fires before its event's own change: a held touchesEnded released to a control just
    /// before the control moves (`controlGeometry` judged it with the moved frame), and a
    /// recognizer's nil-targeted action sent just before `removeFromSuperview` or
    /// `addSubview` (`messageRouting` walked the chain as it was after the change). And a single
    /// tap that a window's double tap, failed during its attempt, reset and tracking presses,
    /// held again (seed 1239011910, case 2527: `promptRecognition`). And a second drag on a
    /// lock-enabled scroll view the property had stopped following after an exactly-10-pt first
    /// drag (seed 2667632710, case 827: `scrollViews`).
    @Test func keptRegressionsPass() throws {
        let files = CaseRecording.files(in: packageRoot.path + "/Corpus/regressions")
        #expect(files.count >= 6)
        let checker = CaseChecker(engines: NamedEngine.registered())
        for file in files {
            let failure = checker.checkSaved(file)
            #expect(failure == nil, "\(file): \(failure?.description ?? "")")
        }
    }

    /// A saved case is compared with the trace its file stores, as `hitchain replay` does:
    /// a file whose stored delivery differs from today's fails as `storedTrace`, although
    /// every property holds for its events.
    @Test func savedCasesAreComparedWithTheirStoredTraces() throws {
        let file = try #require(CaseRecording.files(in: packageRoot.path + "/Corpus/regressions").first)
        let c = try CaseRecording.load(file)
        var trace = EventDispatcher.deliver(c.events, to: try UIApplication(scene: c.scene)).entries
        let k = try #require(trace.firstIndex { if case .call = $0 { return true } else { return false } })
        guard case .call(let responder, let message, let outcome) = trace[k] else { return }
        // Another outcome than the stored one, whichever file sorts first.
        trace[k] = .call(responder: responder, message: message, outcome: outcome == .forwarded ? .handled : .forwarded)
        let bytes = EVZWriter.encode(
            scene: c.scene, events: c.events, trace: trace, header: Recorder.header(for: c.scene, source: "test"))
        let tampered = Scratch.directory().appendingPathComponent("tampered.evz")
        try Data(bytes).write(to: tampered)
        let checker = CaseChecker(engines: NamedEngine.registered())
        #expect(checker.check(try CaseRecording.load(tampered.path)) == nil)
        let failure = try #require(checker.checkSaved(tampered.path))
        #expect(failure.property == .storedTrace)
        #expect(failure.engine == "reference")
        #expect(checker.checkSaved(file) == nil)
    }

    /// Found by `fuzz --scenes` on imported real screens: a view whose name holds spaces
    /// (an imported label) changed its frame; its trace entry read back as another case
    /// printing the same, and the round trip failed although the recording was right.
    @Test func namesWithSpacesRoundTrip() throws {
        var scene = HCScene(screen: Screen(size: HCSize(width: 100, height: 100)))
        scene.views = [
            ViewSpec(
                name: "w", className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 100, height: 100)), subviews: [1]),
            ViewSpec(
                name: "Accessibility features help",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 50, height: 50))),
        ]
        scene.windows = [WindowSpec(view: 0)]
        scene.keyWindow = 0
        let events = [
            TimedEvent(
                time: 0,
                event: .change(view: "Accessibility features help", .frame(HCRect(x: -1, y: 2, width: 3, height: 4))))
        ]
        let c = FuzzCase(scene: scene, events: events)
        #expect(CaseChecker(engines: NamedEngine.registered()).check(c) == nil)
    }
}

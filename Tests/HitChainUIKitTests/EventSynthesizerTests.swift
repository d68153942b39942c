import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import HitChainUIKit
import Testing

/// Touches from tests: the synthesizer's gestures reach the user's classes through the
/// model's dispatcher, and what it sent records and replays with a registry of the classes.
@Suite("Touches from tests: EventSynthesizer, snapshots and the class registry")
struct EventSynthesizerTests {
    @Test("a tap at a view reaches its touchesBegan in the view's own space")
    func tapAtView() {
        let (app, window) = makeScreen()
        let logger = TouchLoggingView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        window.addSubview(logger)
        let touches = EventSynthesizer(application: app)
        let trace = touches.fingerTap(at: logger)
        #expect(logger.began == [CGPoint(x: 50, y: 25)])
        #expect(trace.contains { $0.line.contains("TouchLoggingView touchesBegan") })
        #expect(touches.events.count == 2)
        #expect(touches.time > 0)
    }

    @Test("a tap on an oval button's corner misses it; on its centre hits it")
    func ovalTap() {
        let (app, window) = makeScreen()
        let oval = OvalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(oval)
        let touches = EventSynthesizer(application: app)
        let corner = touches.fingerTap(at: CGPoint(x: 2, y: 2))
        #expect(!corner.contains { $0.line.contains("OvalButton touchesBegan") })
        let centre = touches.fingerTap(at: oval)
        #expect(centre.contains { $0.line.contains("OvalButton touchesBegan") })
    }

    @Test("moves, a double tap's count, a long press's wait, pinch and rotate send what they say")
    func gestures() {
        let (app, window) = makeScreen()
        let logger = TouchLoggingView(frame: window.bounds)
        window.addSubview(logger)
        let touches = EventSynthesizer(application: app)
        touches.fingerDown(at: CGPoint(x: 10, y: 10))
        touches.fingerMove(to: CGPoint(x: 110, y: 10), duration: 0.1)
        #expect(touches.fingers[1] == CGPoint(x: 110, y: 10))
        touches.fingerUp()
        #expect(touches.fingers.isEmpty)
        touches.fingerDoubleTap(at: CGPoint(x: 50, y: 50))
        let taps = touches.events.compactMap { e -> Int? in
            if case .touches(let s) = e.event, s.first?.phase == .began { return s.first?.tapCount }
            return nil
        }
        #expect(taps.suffix(2) == [1, 2])
        let before = touches.time
        touches.fingerLongPress(at: CGPoint(x: 50, y: 50))
        #expect(touches.time - before >= EventSynthesizer.longPressHoldDelay)
        touches.twoFingerPinch(at: CGPoint(x: 200, y: 400))
        touches.twoFingerRotate(at: CGPoint(x: 200, y: 400), angle: .pi / 2)
        #expect(touches.fingers.isEmpty)
        let times = touches.events.map(\.time)
        #expect(times == times.sorted())
    }

    @Test("what the synthesizer sent records to .evz and replays through every engine with the registry")
    func recordAndReplay() throws {
        let (app, window) = makeScreen()
        let oval = OvalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let logger = TouchLoggingView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(oval)
        window.addSubview(logger)
        let scene = HCScene(snapshotOf: app)
        #expect(scene.views.map(\.className).contains("OvalButton"))
        let touches = EventSynthesizer(application: app)
        touches.fingerTap(at: CGPoint(x: 2, y: 2))
        touches.fingerTap(at: oval)
        touches.fingerTap(at: logger)
        var registry = ViewClassRegistry()
        registry.register(OvalButton.self) { OvalButton(frame: .zero) }
        registry.register(TouchLoggingView.self) { TouchLoggingView(frame: .zero) }
        let path = Scratch.directory().appendingPathComponent("synthesized.evz").path
        try Recorder.record(scene: scene, events: touches.events, registry: registry, to: path)
        let replay = try Replayer(registry: registry).replay(EVZReader(path: path))
        #expect(replay.passed, "\(replay.divergence?.description ?? "")")
        // The recording holds the synthesizer's own trace.
        var recorded = RecordedEvents(try EVZReader(path: path))
        var lines: [String] = []
        while let (_, trace) = try recorded.next() { lines += trace.map(\.line) }
        #expect(lines == touches.trace.map(\.line))
        // Without the registry the oval is a plain view: the corner tap now hits it.
        let plain = try Replayer().replay(EVZReader(path: path))
        #expect(!plain.passed)
    }

    @Test("a dump's class names build the user's classes through the registry")
    func importedScreen() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <OvalButton: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4>>
            """
        let scene = try HierarchyImporter.scene(from: RecursiveDescription.parse(dump, file: "dump.txt")).scene
        var registry = ViewClassRegistry()
        registry.register(OvalButton.self) { OvalButton(frame: .zero) }
        let app = try UIApplication(scene: scene, registry: registry)
        let corner = ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 2, y: 2)).view
        let centre = ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 50, y: 50)).view
        #expect(centre is OvalButton)
        #expect(!(corner is OvalButton))
        #expect(centre?.isControl == true)
    }
}

/// README's "Your own UIView code, on Linux" example, as written there.
@Suite("README: a UIKit-style override tested on Linux")
struct ReadmeExampleTests {
    final class RoundButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            UIBezierPath(ovalIn: bounds).contains(point)
        }
    }

    @Test("the corner of a round button goes to the window; its centre to the button")
    func roundButton() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        let touches = EventSynthesizer(application: app)
        let corner = touches.fingerTap(at: CGPoint(x: 2, y: 2))
        let centre = touches.fingerTap(at: button)
        #expect(corner.filter { $0.line.contains("hit-test") }.allSatisfy { $0.line.hasSuffix("-> UIWindow") })
        #expect(!corner.contains { $0.line.contains("RoundButton") && $0.line.contains("touches") })
        #expect(centre.contains { $0.line.contains("RoundButton") && $0.line.contains("beginTracking") })
    }
}

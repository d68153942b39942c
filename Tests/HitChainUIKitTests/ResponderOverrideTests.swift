import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainUIKit
import Testing

/// Responder overrides run where UIKit calls them: `next`, `canPerformAction`, the touch
/// methods (with `super` passing the message on), and the walk's steps name the user's class.
@Suite("Your own UIResponder code: next, canPerformAction, touches, explain")
struct ResponderOverrideTests {
    private func tap(_ app: UIApplication, at p: HCPoint) -> [String] {
        let events = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: p)])),
            TimedEvent(time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: p)])),
        ]
        return EventDispatcher.deliver(events, to: app).entries.map(\.line)
    }

    @Test("touchesBegan that calls super: the view sees the touch in its space, the chain goes on")
    func touchesBeganCallsSuper() {
        let (app, window) = makeScreen()
        let logger = TouchLoggingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(logger)
        let lines = tap(app, at: HCPoint(x: 130, y: 150))
        #expect(logger.began == [CGPoint(x: 30, y: 50)])
        let began = lines.filter { $0.contains("touchesBegan") }
        #expect(began.first?.contains("TouchLoggingView") == true)
        #expect(began.first?.contains("forwarded") == true)
        #expect(began.count >= 2, "the window, next after the view, gets touchesBegan too: \(began)")
    }

    /// A view that handles its touches without calling super.
    final class SwallowingView: UIView {
        var ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    }

    @Test("an override that does not call super handles the touch: nothing further up gets it")
    func overrideWithoutSuper() {
        let (app, window) = makeScreen()
        let v = SwallowingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let lines = tap(app, at: HCPoint(x: 50, y: 50))
        #expect(v.ended == 1)
        let began = lines.filter { $0.contains("touchesBegan") }
        #expect(began.count == 1)
        #expect(began.first?.contains("handled") == true)
    }

    @Test("a custom next changes the chain the touch walks")
    func customNext() {
        let (app, window) = makeScreen()
        let coordinator = TouchLoggingView(frame: .zero)
        let v = CustomNextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        v.coordinator = coordinator
        #expect(v.responderChain.map { $0 } == [v, coordinator])
        v.coordinator = nil
        #expect(v.next === window)
        v.coordinator = coordinator
        _ = tap(app, at: HCPoint(x: 10, y: 10))
        #expect(coordinator.began.count == 1, "the coordinator, the view's next, got touchesBegan")
    }

    @Test("canPerformAction decides the editing-menu walk")
    func canPerformAction() {
        let (app, window) = makeScreen()
        let label = CopyableLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(label)
        #expect(label.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!label.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(label.target(forAction: Selector("copy:"), withSender: nil) as? UIView === label)
        #expect(label.target(forAction: Selector("paste:"), withSender: nil) == nil)
        let events = [
            TimedEvent(time: 0, event: .becomeFirstResponder(label.name)),
            TimedEvent(time: 0.1, event: .editingMenu(selector: "copy:", sender: nil)),
            TimedEvent(time: 0.2, event: .editingMenu(selector: "paste:", sender: nil)),
        ]
        let lines = EventDispatcher.deliver(events, to: app).entries.map(\.line)
        #expect(lines.contains { $0.contains("CopyableLabel") && $0.contains("canPerformAction copy: -> canPerform") })
        #expect(lines.contains { $0.contains("paste:") && $0.contains("no responder in the chain") })
    }

    @Test("the walk's steps name the user's class and its override's answer")
    func explainNamesTheClass() {
        let (app, window) = makeScreen()
        let button = OvalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(button)
        var lines: [String] = []
        _ = ReferenceHitTester(observe: { lines.append($0.logLine) }).hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
        #expect(lines.contains("OvalButton --- OvalButton.hitTest(_:with:)"))
        #expect(lines.contains("OvalButton --- super.hitTest(_:with:)"))
        #expect(lines.contains("OvalButton --- OvalButton.point(inside:with:) --- No"))
    }

    @Test("views made in code are named by class when they join an application, uniquely")
    func naming() {
        let (app, window) = makeScreen()
        let a = OvalButton(frame: .zero)
        let b = OvalButton(frame: .zero)
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.name == "OvalButton")
        #expect(b.name == "OvalButton 2")
        #expect(app.view(named: "OvalButton 2") === b)
        #expect(a.typeName == "OvalButton")
        #expect(window.typeName == "UIWindow")
    }

    @Test("bad input to the API: a singular transform, NaN frames, a view added to itself, a foreign answer")
    func badInput() {
        let (app, window) = makeScreen()
        let v = CircleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        v.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 50, y: 50)).view === window)
        v.transform = .identity
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 5, y: 5)).view === window)
        v.addSubview(v)
        #expect(v.subviews.isEmpty)
        window.addSubview(window)
        #expect(window.superview == nil)
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let strip = RedirectView(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        window.addSubview(strip)
        strip.redirectTarget = detached
        let result = ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 5, y: 650))
        #expect(result.view === detached)
        #expect(result.window === window)
    }
}

/// `--why-not` names a user's override as the rule responsible.
@Suite("Your own UIView code: why-not names the override")
struct OverrideDiagnosisTests {
    private func diagnose(_ app: UIApplication, _ view: UIView, at p: HCPoint) -> MissReason {
        var steps: [HitTestStep] = []
        let result = ReferenceHitTester(observe: { steps.append($0) }).hitTest(app, screenPoint: p)
        return MissDiagnosis(view: view, screenPoint: p, application: app, steps: steps, result: result).reason
    }

    @Test("a point(inside:) override that says no is named with its class")
    func pointInsideSaysNo() {
        let (app, window) = makeScreen(key: false)
        let oval = OvalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(oval)
        let reason = diagnose(app, oval, at: HCPoint(x: 2, y: 2))
        #expect(reason.kind == .userOverride)
        #expect(reason.responsible === oval)
        #expect(reason.sentence(for: oval).hasPrefix("OvalButton.point(inside:with:)"))
    }

    @Test("a hitTest override that replaces its super's answer is named, deepest first")
    func hitTestReplaces() {
        let (app, window) = makeScreen(key: false)
        let cell = ChipCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        window.addSubview(cell)
        let reason = diagnose(app, cell.chip, at: HCPoint(x: 15, y: 15))
        #expect(reason.kind == .userOverride)
        #expect(reason.responsible === cell)
        #expect(reason.sentence(for: cell.chip).contains("returned ChipCell"))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(overlay)
        let through = diagnose(app, overlay, at: HCPoint(x: 50, y: 150))
        #expect(through.kind == .userOverride)
        #expect(through.sentence(for: overlay).contains("returned nil"))
    }
}

/// A touch made in a test, as iOS tests make one: a subclass that answers a fixed location.
private final class FixedTouch: UITouch {
    let point: CGPoint

    init(at point: CGPoint) {
        self.point = point
        super.init()
    }

    override func location(in view: UIView?) -> CGPoint { point }
}

@Suite("UITouch made and subclassed in a test")
struct MadeTouchTests {
    @Test("a test calls touchesBegan with its own touch; the override reads the location it gives")
    func ownTouch() {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.touchesBegan([FixedTouch(at: CGPoint(x: 12, y: 34))], with: nil)
        #expect(view.began == [CGPoint(x: 12, y: 34)])
        let plain = UITouch()
        #expect(plain.phase == .began && plain.tapCount == 1 && plain.view == nil)
        #expect(plain.location(in: nil) == .zero)
    }
}

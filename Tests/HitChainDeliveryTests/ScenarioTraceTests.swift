import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// The event-delivery issue's scenarios, each with the trace a UIKit engineer predicts.
@Suite("Delivery traces of the corpus scenarios")
struct ScenarioTraceTests {
    @Test("seed 004: the touchesBegan lines — CView for a tap on C, BView for B outside C")
    func seed004TouchesBegan() throws {
        func seedLines(_ trace: DeliveryTrace) -> [String] {
            trace.entries.compactMap {
                guard case .call(let responder, let message, .handled) = $0 else { return nil }
                return "\(responder.name) --- \(message.method)"
            }
        }
        #expect(seedLines(try runScenario("seed-004-tap-c")) == ["CView --- touchesBegan"])
        #expect(seedLines(try runScenario("seed-004-tap-b")) == ["BView --- touchesBegan"])
    }

    @Test("seed 004: the whole trace of a tap on C, forwarding included")
    func seed004FullTrace() throws {
        let c = "window/transitionView/dropShadowView/root/AView/BView/CView"
        #expect(
            try runScenario("seed-004-tap-c").lines == [
                "#0 t=0.000000 touches 1 began (350, 350)",
                "  hit-test touch 1 at (350, 350) -> \(c)",
                "  \(c) touchesBegan {1} -> handled",
                "#1 t=0.100000 touches 1 ended (350, 350)",
                "  \(c) touchesEnded {1} -> forwarded",
                "  window/transitionView/dropShadowView/root/AView/BView touchesEnded {1} -> forwarded",
                "  window/transitionView/dropShadowView/root/AView touchesEnded {1} -> forwarded",
                "  window/transitionView/dropShadowView/root touchesEnded {1} -> forwarded",
                "  ViewController touchesEnded {1} -> forwarded",
                "  window/transitionView/dropShadowView touchesEnded {1} -> forwarded",
                "  window/transitionView touchesEnded {1} -> forwarded",
                "  window touchesEnded {1} -> forwarded",
                "  windowScene touchesEnded {1} -> forwarded",
                "  application touchesEnded {1} -> forwarded",
                "  appDelegate touchesEnded {1} -> forwarded",
                "  dropped touchesEnded {1}: nobody handled it; it fell off the end of the chain",
            ])
    }

    @Test("child and parent both handle one touch")
    func bothHandle() throws {
        #expect(
            try runScenario("both-handle").lines == [
                "#0 t=0.000000 touches 1 began (50, 50)",
                "  hit-test touch 1 at (50, 50) -> window/root/parent/child",
                "  window/root/parent/child touchesBegan {1} -> handledAndCalledSuper",
                "  window/root/parent touchesBegan {1} -> handled",
                "#1 t=0.100000 touches 1 ended (50, 50)",
                "  window/root/parent/child touchesEnded {1} -> handledAndCalledSuper",
                "  window/root/parent touchesEnded {1} -> handled",
            ])
    }

    @Test("seed 002: the shake view as first responder gets motionBegan and motionEnded")
    func shake() throws {
        #expect(
            try runScenario("seed-002-shake").lines == [
                "#0 t=0.000000 shakeView becomeFirstResponder",
                "  window/root/shakeView becomeFirstResponder -> became first responder",
                "#1 t=0.500000 shake began",
                "  window/root/shakeView motionBegan shake -> handled",
                "#2 t=0.900000 shake ended",
                "  window/root/shakeView motionEnded shake -> handled",
            ])
    }

    @Test("a remote-control command travels from the key window up to the app delegate")
    func remoteToDelegate() throws {
        #expect(
            try runScenario("remote-to-delegate").lines == [
                "#0 t=0.000000 remote control togglePlayPause",
                "  window remoteControlReceived togglePlayPause -> forwarded",
                "  application remoteControlReceived togglePlayPause -> forwarded",
                "  appDelegate remoteControlReceived togglePlayPause -> handled",
            ])
    }

    @Test("seed 001: becomeFirstResponder fails before the view is in a window; removal resigns")
    func firstResponderBeforeWindow() throws {
        #expect(
            try runScenario("first-responder-before-window").lines == [
                "#0 t=0.000000 lateView becomeFirstResponder",
                "  lateView becomeFirstResponder -> refused: not in a window",
                "#1 t=1.000000 root addSubview lateView",
                "  window/root/lateView added to window/root",
                "#2 t=1.100000 lateView becomeFirstResponder",
                "  window/root/lateView becomeFirstResponder -> became first responder",
                "#3 t=2.000000 lateView removeFromSuperview",
                "  window/root/lateView removed from its superview",
                "  lateView resignFirstResponder -> resigned: removed from its window",
            ])
    }

    @Test("a nil-targeted action is found on the view controller; an unimplemented one is dropped")
    func nilTargetedAction() throws {
        let trace = try runScenario("nil-targeted-action")
        #expect(
            Array(trace.lines.prefix(5)) == [
                "#0 t=0.000000 action save: to nil (first responder) from saveButton",
                "  window/root/saveButton canPerformAction save: -> cannotPerform",
                "  window/root canPerformAction save: -> cannotPerform",
                "  ViewController canPerformAction save: -> canPerform",
                "  ViewController save: -> handled",
            ])
        #expect(trace.lines.last == "  dropped action print:: no responder in the chain can perform it")
    }

    @Test("seed 004: CView's router message reaches the view controller, visiting a prefix of CView's chain")
    func routerMessage() throws {
        let trace = try runScenario("seed-004-router")
        #expect(
            trace.interesting == [
                "#0 t=0.000000 router message \"CViewEvent\" from CView",
                "  ViewController routerEvent \"CViewEvent\" -> handled",
            ])
        let visited = trace.entries.compactMap { entry -> String? in
            if case .call(let r, _, _) = entry { return r.name }
            return nil
        }
        #expect(visited == ["CView", "BView", "AView", "root", "ViewController"])
        #expect(
            try runScenario("seed-004-router-unheard").lines.last
                == "  dropped routerEvent \"Nobody\": nobody handled it; it fell off the end of the chain")
    }

    @Test("seed 000: a view's view controller is the first controller up its chain")
    func findViewController() throws {
        let trace = try runScenario("seed-004-router")
        let firstController = trace.entries.lazy.compactMap { entry -> String? in
            if case .call(let r, _, _) = entry, !r.description.contains("/"), r.name != "window" { return r.name }
            return nil
        }.first
        #expect(firstController == "ViewController")
    }

    @Test("a touch that moves outside its view stays with it")
    func dragOutside() throws {
        let trace = try runScenario("drag-outside")
        #expect(
            trace.interesting.filter { $0.contains("->") } == [
                "  hit-test touch 1 at (90, 300) -> window/root/left",
                "  window/root/left touchesBegan {1} -> handled",
                "  window/root/left touchesMoved {1} -> handled",
                "  window/root/left touchesMoved {1} -> handled",
                "  window/root/left touchesMoved {1} -> handled",
                "  window/root/left touchesEnded {1} -> handled",
            ])
        #expect(trace.lines.contains("#4 t=0.300000 touches 1 ended (300, 300)"))
    }

    @Test("two fingers on two views: one hit-test each, delivered per view")
    func twoFingers() throws {
        let lines = try runScenario("two-fingers-two-views").lines
        #expect(
            Array(lines.prefix(5)) == [
                "#0 t=0.000000 touches 1 began (90, 300), 2 began (285, 300)",
                "  hit-test touch 1 at (90, 300) -> window/root/left",
                "  hit-test touch 2 at (285, 300) -> window/root/right",
                "  window/root/left touchesBegan {1} -> handled",
                "  window/root/right touchesBegan {2} -> handled",
            ])
        #expect(lines.contains("  window/root/right touchesEnded {2} -> handled"))
    }

    @Test("a second finger on a view with multiple touch disabled is not delivered")
    func secondFinger() throws {
        let lines = try runScenario("second-finger-single-touch").lines
        #expect(
            lines.contains("  dropped touch 2 began: single has isMultipleTouchEnabled = false and is tracking touch 1")
        )
        #expect(
            lines.contains("  dropped touch 2 ended: single has isMultipleTouchEnabled = false and is tracking touch 1")
        )
        #expect(lines.contains("  window/root/multi touchesBegan {4} -> handled"))
        #expect(lines.contains("  window/root/multi touchesEnded {3, 4} -> handled"))
        #expect(!lines.contains { $0.contains("single touchesBegan {2}") })
    }

    @Test("an exclusive-touch view blocks its neighbour while it tracks, and only then")
    func exclusiveTouch() throws {
        let lines = try runScenario("exclusive-touch").lines
        #expect(
            lines.contains(
                "  dropped touch 2 began: exclusive is exclusive-touch and is tracking a touch in this window"))
        #expect(!lines.contains("  window/root/neighbour touchesBegan {2} -> handled"))
        #expect(lines.contains("  window/root/neighbour touchesBegan {3} -> handled"))
    }

    @Test("an event nobody handles is dropped at the end of the chain")
    func nobodyHandles() throws {
        let trace = try runScenario("nobody-handles")
        #expect(
            trace.interesting == [
                "#0 t=0.000000 touches 1 began (150, 30)",
                "  hit-test touch 1 at (150, 30) -> window/root/quiet",
                "  dropped touchesBegan {1}: nobody handled it; it fell off the end of the chain",
                "#1 t=0.100000 touches 1 ended (150, 30)",
                "  dropped touchesEnded {1}: nobody handled it; it fell off the end of the chain",
            ])
        // Each phase visits quiet, root, ViewController, window, application and appDelegate.
        #expect(trace.lines.count == (1 + 1 + 6 + 1) + (1 + 6 + 1))
    }

    @Test("a tapped text field becomes first responder; actions and the editing menu then start there")
    func textField() throws {
        let lines = try runScenario("text-field-tap").lines
        #expect(lines.contains("  window/root/field becomeFirstResponder -> became first responder"))
        #expect(lines.contains("  window/root/field canPerformAction save: -> cannotPerform"))
        #expect(lines.contains("  ViewController save: -> handled"))
        #expect(lines.last == "  dropped editing menu copy:: no responder in the chain can perform it")
    }

    @Test("cancelling a touch sends touchesCancelled to its view")
    func cancel() throws {
        #expect(
            try runScenario("cancel").lines.suffix(2) == [
                "#2 t=0.200000 touches 1 cancelled (260, 310)",
                "  window/root/right touchesCancelled {1} -> handled",
            ])
    }

    @Test("presses go to the key window when there is no first responder")
    func presses() throws {
        let lines = try runScenario("presses").lines
        #expect(lines[1] == "  window pressesBegan {1 select} -> forwarded")
        #expect(
            lines.contains("  dropped pressesEnded {1 select}: nobody handled it; it fell off the end of the chain"))
    }
}

@Suite("Trace size")
struct TraceSizeTests {
    @Test("a deep hierarchy names each view once per line: lines stay short however deep the view")
    func deepPaths() throws {
        var views = [
            ViewSpec(
                name: "window", className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 390, height: 844)))
        ]
        for i in 1...400 {
            views.append(
                ViewSpec(
                    name: "v\(i)", className: "UIView",
                    geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 390, height: 844))))
            views[i - 1].subviews = [i]
        }
        let scene = HCScene(views: views, windows: [WindowSpec(view: 0)])
        let app = try UIApplication(scene: scene)
        let tap: [TimedEvent] = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 5, y: 5))])),
            TimedEvent(time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 5, y: 5))])),
        ]
        let trace = EventDispatcher.deliver(tap, to: app)
        let lines = trace.entries.map(\.line)
        #expect(lines.count > 400)
        #expect(lines.allSatisfy { $0.count < 200 }, "\(lines.max { $0.count < $1.count } ?? "")")
        #expect(
            lines.contains(
                "  hit-test touch 1 at (5, 5) -> …/v390/v391/v392/v393/v394/v395/v396/v397/v398/v399/v400"))
    }
}

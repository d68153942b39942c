import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// UIScrollView's touch handling as Apple documents it (docs/semantics.md, "Scroll views"),
/// each rule pinned on a corpus scenario of `Corpus/scenes/scrolling.json` or
/// `delegates.json`.
@Suite("Scroll views: the pan that scrolls and the content's touches")
struct ScrollViewTests {
    /// The lines of `trace` from the event with index `k` up to the next event.
    func event(_ k: Int, _ trace: DeliveryTrace) -> [String] {
        let lines = trace.lines
        guard let start = lines.firstIndex(where: { $0.hasPrefix("#\(k) ") }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test("a tap on a button in a scrolled cell: touchesBegan held, released when the finger lifts, touch up inside")
    func tapReachesButtonAfterTheDelay() throws {
        let trace = try runScenario("scroll-button-in-scrolled-cell")
        #expect(
            event(0, trace) == [
                "#0 t=0.000000 touches 51 began (330, 130)",
                "  hit-test touch 51 at (330, 130) -> window/root/feed/cell2/buyButton",
                "  recognizer feed.panGestureRecognizer touchesBegan {51}",
                "  held touchesBegan {51} for window/root/feed/cell2/buyButton: feed.panGestureRecognizer may still "
                    + "recognize (delaysTouchesBegan)",
            ])
        #expect(event(1, trace).contains("  buyButton sendAction buy: to controller"))
    }

    @Test("a quick drag from the button scrolls: the button never sees the touch; the offset follows the finger")
    func quickDragScrolls() throws {
        let trace = try runScenario("scroll-button-in-scrolled-cell")
        let drag = (2...7).flatMap { event($0, trace) }
        #expect(drag.contains { $0.contains("discarded touchesBegan {40} for window/root/feed/cell2/buyButton") })
        #expect(!drag.contains { $0.contains("buyButton touches") })
        // The finger rests before it lifts: the content stops where it leaves it.
        #expect(
            drag.filter { $0.contains("bounds origin") } == [
                "  window/root/feed bounds origin (0, 140)", "  window/root/feed bounds origin (0, 160)",
            ])
    }

    @Test("after a hold the button tracks: touchesShouldCancel(in:) answers no for a control and nothing scrolls")
    func heldButtonKeepsTheTouch() throws {
        let trace = try runScenario("scroll-button-in-scrolled-cell")
        #expect(event(9, trace).contains("  timer t=2.150000 fires for feed.panGestureRecognizer"))
        #expect(
            event(9, trace).contains(
                "  recognizer feed.panGestureRecognizer on window/root/feed: possible -> failed "
                    + "(feed.touchesShouldCancel(in: buyButton) answered NO)"))
        #expect(event(11, trace).contains("  buyButton sendAction buy: to controller"))
        #expect(!(8...11).flatMap { event($0, trace) }.contains { $0.contains("bounds origin") })
    }

    @Test("nested: the carousel takes a sideways drag, the feed an upward one; the feed bounces past its top and back")
    func nestedScrollViews() throws {
        let trace = try runScenario("scroll-nested")
        let sideways = (0...4).flatMap { event($0, trace) }
        #expect(
            sideways.contains(
                "  recognizer feed.panGestureRecognizer on window/root/feed: possible -> failed "
                    + "(carousel.panGestureRecognizer recognized)"))
        #expect(
            sideways.filter { $0.contains("bounds origin") } == [
                "  window/root/feed/carousel bounds origin (60, 0)",
                "  window/root/feed/carousel bounds origin (120, 0)",
            ])
        let upward = (5...11).flatMap { event($0, trace) }
        #expect(upward.contains { $0.contains("carousel cannot scroll vertically (its content fits)") })
        #expect(upward.contains("  window/root/feed bounds origin (0, 200)"))
        let down = (12...18).flatMap { event($0, trace) }.filter { $0.contains("bounds origin") }
        #expect(down.contains("  window/root/feed bounds origin (0, -60)"))
        #expect(down.last == "  window/root/feed bounds origin (0, 0)")
    }

    @Test("content that tracks: cancelled when the drag scrolls; kept when canCancelContentTouches is false")
    func contentTouches() throws {
        let trace = try runScenario("scroll-content-touches")
        #expect(event(1, trace).contains("  window/root/feed/cell1 touchesCancelled {60} -> handled"))
        #expect(event(2, trace).contains("  window/root/feed bounds origin (0, 130)"))
        #expect(
            event(5, trace).contains(
                "  recognizer strict.panGestureRecognizer on window/root/strict: possible -> failed (strictRow is "
                    + "tracking touch 61 and strict has canCancelContentTouches = false)"))
        #expect(event(7, trace).contains("  window/root/strict/strictRow touchesEnded {61} -> handled"))
        // delaysContentTouches false: the button begins at once; touchesShouldCancel true: the drag takes it.
        #expect(event(8, trace).contains("  window/root/eager/likeButton touchesBegan {62} -> handled"))
        #expect(event(9, trace).contains("  window/root/eager/likeButton sendActions for touchCancel"))
    }

    @Test("touchesShouldBegin no: asked as the map hands the touch-down on; the pin never gets a touch")
    func touchesShouldBeginRefuses() throws {
        let trace = try runScenario("scroll-touches-should-begin")
        // delaysContentTouches: the map asks only once it can tell the tap is not a scroll.
        #expect(!event(0, trace).contains { $0.contains("dropped touch 1 began") })
        #expect(
            event(1, trace).contains(
                "  dropped touch 1 began: map.touchesShouldBegin(_:with:in: pin) answered NO; "
                    + "its recognizers still see it"
            ))
        #expect(!trace.lines.contains { $0.contains("pin touches") })
        #expect(event(5, trace).contains("  window/root/map bounds origin (50, 50)"))
    }

    @Test("isScrollEnabled false: the pan takes no touch, and the content gets touchesBegan at once")
    func scrollingDisabled() throws {
        var scene = try loadScene("scrolling.json")
        let feed = try #require(scene.views.firstIndex { $0.name == "feed" })
        scene.views[feed].scrollView?.isScrollEnabled = false
        let (_, events) = try decodeScenario(
            #"{"format": "hitchain-scenario", "version": 1, "scene": "scrolling.json", "inputs": ["#
                + #"{"at": 0, "drag": {"from": [100, 30], "to": [100, 0], "duration": 0.1, "samples": 2}}]}"#)
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: scene))
        #expect(!trace.lines.contains { $0.contains("feed.panGestureRecognizer") })
        #expect(event(0, trace).contains("  window/root/feed/cell1 touchesBegan {1} -> handled"))
    }

    /// Before the fix, a pan that waited for another recognizer to fail kept following its
    /// fingers only from where it had asked to begin: once it began, the content jumped by
    /// every move made while it waited.
    @Test("a pan that waited to begin drags from where the finger is when it begins: no jump")
    func waitingPanDoesNotJump() throws {
        var scene = try loadScene("scrolling.json")
        let cell = try #require(scene.views.firstIndex { $0.name == "cell1" })
        var hold = GestureRecognizerSpec(
            name: "hold", kind: .longPress(minimumPressDuration: 0.5, allowableMovement: 100, touches: 1))
        var delegate = GestureDelegateSpec()
        delegate.shouldBeRequiredToFailBy = ["feed.panGestureRecognizer"]
        hold.delegate = delegate
        scene.views[cell].gestureRecognizers = [hold]
        // Down on cell1 (y = 30 on screen: the feed is scrolled by 120), then down 20 pt every
        // 20 ms to y = 170.
        var events = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 100, y: 30))]))
        ]
        for k in 1...7 {
            let p = HCPoint(x: 100, y: 30 + 20 * Double(k))
            events.append(
                TimedEvent(time: 0.02 * Double(k), event: .touches([TouchSample(id: 1, phase: .moved, location: p)])))
        }
        let lines = EventDispatcher.deliver(events, to: try UIApplication(scene: scene)).lines
        // hold fails once the finger has moved more than 100 pt (at y = 150); the pan begins
        // there, and the one later move scrolls back by its own 20 pt — before the fix the
        // first moved the content by 100 (and, until the pan was made to begin where the finger
        // is in the event that released it, the releasing move scrolled too).
        #expect(lines.contains { $0.contains("hold") && $0.contains("possible -> failed") })
        let scrolled = lines.filter { $0.contains("window/root/feed bounds origin") }
        #expect(scrolled == ["  window/root/feed bounds origin (0, 100)"])
    }

    /// Before the fix, a pan released mid-event (the long press it waits for failed on this
    /// event's move, before the pan was handed the move) began from where it had last seen the
    /// finger, so the move that released it scrolled the content by 24 pt (seed
    /// 7937822555662348522, case 421 of `hitchain fuzz`).
    @Test("a pan released by a failure within an event drags from where the finger is in that event")
    func panReleasedMidEventDoesNotJump() throws {
        let trace = try runScenario("scroll-begins-after-required-fails")
        #expect(
            event(2, trace).contains(
                "  recognizer list.panGestureRecognizer on window/root/list: possible -> began (moved 10 pt)"))
        #expect(!event(2, trace).contains { $0.contains("bounds origin") })
        #expect(trace.lines.filter { $0.contains("bounds origin") } == ["  window/root/list bounds origin (0, 20)"])
    }

    /// Before the fix, a pan waiting for another recognizer let go of its touch as the finger
    /// lifted, before that recognizer failed in the same event; released, it found no touch the
    /// content tracked, began over the button and cancelled it (seed 1078396977905932731, case
    /// 2629 of `hitchain fuzz`).
    @Test("a waiting pan released as the finger lifts does not take a touch a control still tracks")
    func waitingPanLeavesTheButtonItsTouch() throws {
        let trace = try runScenario("scroll-waiting-pan-over-button")
        #expect(
            event(3, trace).contains(
                "  recognizer panel.panGestureRecognizer on window/root/panel: possible -> failed "
                    + "(panel.touchesShouldCancel(in: buyButton) answered NO)"))
        #expect(event(3, trace).contains("  buyButton sendAction buy: to controller"))
        #expect(!trace.lines.contains { $0.contains("touchesCancelled") })
    }

    @Test("a scroll view round-trips through the scene format; a window cannot be one")
    func sceneFormat() throws {
        let scene = try loadScene("scrolling.json")
        let again = try SceneDecoder().decode(Array(SceneEncoder().encode(scene).utf8), file: "again")
        #expect(again == scene)
        let eager = try #require(scene.views.first { $0.name == "eager" }?.scrollView)
        #expect(!eager.delaysContentTouches && eager.touchesShouldCancel == true && eager.canCancelContentTouches)
        let bad = """
            {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 10, 10],
              "scrollView": {"contentSize": [10, 20]}}]}
            """
        #expect(throws: SceneError.self) { try SceneDecoder().decode(Array(bad.utf8), file: "bad") }
    }
}

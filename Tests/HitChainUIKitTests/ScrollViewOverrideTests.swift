import HitChainDelivery
import HitChainKit
import HitChainScene
import HitChainUIKit
import Testing

/// A scroll view that lets a drag take a touch its controls track.
final class GreedyScrollView: UIScrollView {
    var asked: [String] = []

    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append(view.name)
        return true
    }
}

/// A scroll view whose buttons never get touches.
final class PickyScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        !(view is UIButton)
    }
}

/// A view that reads the force of the presses it is given.
final class ForceReader: UIView {
    var forces: [CGFloat] = []
    var cancelled = 0

    override var canBecomeFirstResponder: Bool { true }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forces += presses.map(\.force)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        cancelled += presses.count
    }
}

/// UIScrollView's overridable touch handling and UIPress's force, from Swift
/// (docs/uikit-api.md, docs/semantics.md "Scroll views").
@Suite("UIScrollView's overrides and UIPress.force run")
struct ScrollViewOverrideTests {
    /// A 300 × 400 scroll view with 1 200 pt of content and a button at its top.
    func screen<S: UIScrollView>(_ scroll: S) -> (UIApplication, S, UIButton) {
        let (app, window) = makeScreen()
        scroll.frame = CGRect(x: 0, y: 100, width: 300, height: 400)
        scroll.contentSize = CGSize(width: 300, height: 1200)
        window.addSubview(scroll)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        scroll.addSubview(button)
        return (app, scroll, button)
    }

    /// A hold on the button long enough for it to track, then a drag up.
    func holdThenDrag(_ app: UIApplication) -> [TraceEntry] {
        let touches = EventSynthesizer(application: app)
        var out = touches.fingerDown(at: CGPoint(x: 100, y: 150))
        out += touches.wait(0.2)
        out += touches.fingerMove(to: CGPoint(x: 100, y: 90), duration: 0.1)
        out += touches.fingerUp()
        return out
    }

    @Test("by default a control keeps its touch: no scroll")
    func controlKeepsTouch() {
        let (app, scroll, _) = screen(UIScrollView(frame: .zero))
        let trace = holdThenDrag(app)
        #expect(scroll.contentOffset == .zero)
        #expect(trace.contains { $0.line.contains("touchesShouldCancel(in: UIButton) answered NO") })
        #expect(trace.contains { $0.line.contains("touchUpInside") })
    }

    @Test("an override of touchesShouldCancel(in:) answering true lets the drag scroll and cancels the button")
    func overrideLetsDragScroll() {
        let (app, scroll, button) = screen(GreedyScrollView(frame: .zero))
        let trace = holdThenDrag(app)
        #expect(scroll.asked == [button.name])
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.x == 0)
        #expect(trace.contains { $0.line.contains("cancelTracking") })
        #expect(!trace.contains { $0.line.contains("touchUpInside") })
    }

    @Test("an override of touchesShouldBegin(_:with:in:) keeps touches from the buttons only")
    func overrideRefusesButtons() {
        let (app, scroll, _) = screen(PickyScrollView(frame: .zero))
        let plain = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 60))
        scroll.addSubview(plain)
        let touches = EventSynthesizer(application: app)
        let onButton = touches.fingerTap(at: CGPoint(x: 100, y: 150))
        #expect(!onButton.contains { $0.line.contains("beginTracking") })
        #expect(onButton.contains { $0.line.contains("touchesShouldBegin(_:with:in: UIButton) answered NO") })
        let onPlain = touches.fingerTap(at: CGPoint(x: 100, y: 330))
        #expect(onPlain.contains { $0.line.contains("\(plain.name) touchesBegan") })
    }

    @Test("UIScrollView's properties: its pan first among its recognizers, scrolling and delay flags, offsets")
    func properties() {
        let (_, scroll, _) = screen(UIScrollView(frame: .zero))
        #expect(scroll.gestureRecognizers.first === scroll.panGestureRecognizer)
        #expect(scroll.panGestureRecognizer.name == "\(scroll.name).panGestureRecognizer")
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches && scroll.isScrollEnabled)
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
        scroll.delaysContentTouches = false
        #expect(!scroll.panGestureRecognizer.delaysTouchesBegan)
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
        #expect(scroll.typeName == "UIScrollView" && scroll.clipsToBounds)
    }

    @Test("a scene's scroll view must be a UIScrollView subclass when the registry makes its class")
    func registryClassMustScroll() throws {
        let text = """
            {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 100, 100],
              "subviews": [{"name": "list", "className": "ListView", "frame": [0, 0, 100, 100],
                "scrollView": {"contentSize": [100, 400]}}]}]}
            """
        let scene = try SceneDecoder().decode(Array(text.utf8), file: "list.json")
        var plain = ViewClassRegistry()
        plain.register("ListView") { UIView(frame: .zero) }
        do {
            _ = try UIApplication(scene: scene, registry: plain)
            Issue.record("a plain view class was accepted as a scroll view")
        } catch {
            #expect("\(error)".contains("ListView is not a UIScrollView subclass"), "\(error)")
        }
        var scrolling = ViewClassRegistry()
        scrolling.register("ListView") { GreedyScrollView(frame: .zero) }
        let app = try UIApplication(scene: scene, registry: scrolling)
        let list = try #require(app.view(named: "list") as? GreedyScrollView)
        #expect(list.contentSize == CGSize(width: 100, height: 400))
        #expect(list.panGestureRecognizer.name == "list.panGestureRecognizer")
    }

    @Test("UIPress.force reaches pressesChanged; a cancelled press reaches pressesCancelled")
    func pressForce() {
        let (app, window) = makeScreen()
        let reader = ForceReader(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(reader)
        #expect(reader.becomeFirstResponder())
        let synthesizer = EventSynthesizer(application: app)
        synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .began, force: 0)]))
        synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .changed, force: 0.25)]))
        synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .changed, force: 0.75)]))
        synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .cancelled)]))
        #expect(reader.forces == [0.25, 0.75])
        #expect(reader.cancelled == 1)
    }
}

import HitChainDelivery
import HitChainScene
import HitChainUIKit
import Testing

/// `isDirectionalLockEnabled` (Apple: UIScrollView.isDirectionalLockEnabled, "If this property is true
/// and the user begins dragging in one general direction (horizontally or vertically), the scroll view
/// disables scrolling in the other direction. If the drag direction is diagonal, then scrolling doesn't
/// lock"; docs/semantics.md, "Decision: directional lock").
@Suite("UIScrollView.isDirectionalLockEnabled keeps a drag to the axis it began along")
struct ScrollViewLockTests {
    /// A 300 × 400 scroll view at (0, 100) whose content is larger both ways, starting at (100, 100).
    func screen(locked: Bool) -> (EventSynthesizer, UIScrollView) {
        let (app, window) = makeScreen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 900, height: 1200)
        scroll.contentOffset = CGPoint(x: 100, y: 100)
        scroll.isDirectionalLockEnabled = locked
        window.addSubview(scroll)
        return (EventSynthesizer(application: app), scroll)
    }

    /// Down at (150, 300), 20 pt up and 2 sideways (the pan begins), then 30 left and 40 up.
    func wanderingDrag(_ fingers: EventSynthesizer) -> [TraceEntry] {
        var trace = fingers.fingerDown(at: CGPoint(x: 150, y: 300))
        trace += fingers.fingerMove(to: CGPoint(x: 152, y: 280))
        trace += fingers.fingerMove(to: CGPoint(x: 122, y: 240))
        trace += fingers.fingerUp()
        return trace
    }

    @Test("a drag that begins upwards moves the content vertically only, and the trace says it is locked")
    func lockedVertically() {
        let (fingers, scroll) = screen(locked: true)
        let trace = wanderingDrag(fingers)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 140))
        #expect(trace.contains { $0.line.contains("began (moved 10 pt, locked vertically)") })
        #expect(scroll.panGestureRecognizer.translation(in: nil) == .zero)  // reset after the lift
    }

    @Test("without the lock the same drag moves the content both ways")
    func unlocked() {
        let (fingers, scroll) = screen(locked: false)
        let trace = wanderingDrag(fingers)
        #expect(scroll.contentOffset == CGPoint(x: 130, y: 140))
        #expect(!trace.contains { $0.line.contains("locked") })
    }

    @Test("a diagonal start is not locked: the content follows the finger both ways")
    func diagonal() {
        let (fingers, scroll) = screen(locked: true)
        fingers.fingerDown(at: CGPoint(x: 150, y: 300))
        fingers.fingerMove(to: CGPoint(x: 140, y: 290))
        fingers.fingerMove(to: CGPoint(x: 110, y: 250))
        fingers.fingerUp()
        #expect(scroll.contentOffset == CGPoint(x: 130, y: 140))
    }

    @Test("a scene states it as directionalLockEnabled, and writes it back")
    func sceneField() throws {
        let json = """
            {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 390, 844],
             "subviews": [{"name": "map", "frame": [0, 0, 390, 600],
               "scrollView": {"contentSize": [1170, 1800], "directionalLockEnabled": true}}]}]}
            """
        let scene = try SceneDecoder().decode(json)
        #expect(scene.views.first { $0.name == "map" }?.scrollView?.isDirectionalLockEnabled == true)
        let again = try SceneDecoder().decode(SceneEncoder().encode(scene))
        #expect(again == scene)
        #expect(ScrollViewSpec().isDirectionalLockEnabled == false)
    }
}

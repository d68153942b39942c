import HitChainDelivery
import HitChainUIKit
import Testing

/// A scroll view that counts the times it is asked `touchesShouldBegin(_:with:in:)`.
final class AskedScrollView: UIScrollView {
    var asked = 0

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked += 1
        return true
    }
}

/// When a scroll view asks `touchesShouldBegin(_:with:in:)` (Apple: UIScrollView.delaysContentTouches,
/// "If the value of this property is true, the scroll view delays handling the touch-down gesture
/// until it can determine if scrolling is the intent. If the value is false, the scroll view
/// immediately calls touchesShouldBegin(_:with:in:)"; docs/semantics.md, "Decision: when the scroll
/// view's questions are asked").
@Suite("UIScrollView asks touchesShouldBegin when it hands the touch-down on")
struct ScrollViewQuestionMomentTests {
    /// A 300 × 400 scroll view with 1 200 pt of content and a view at its top.
    func screen(delays: Bool) -> (EventSynthesizer, AskedScrollView) {
        let (app, window) = makeScreen()
        let scroll = AskedScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        scroll.delaysContentTouches = delays
        window.addSubview(scroll)
        scroll.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 60)))
        return (EventSynthesizer(application: app), scroll)
    }

    @Test("delaysContentTouches: not at touch-down; once the delay ends and the content gets touchesBegan")
    func delayed() {
        let (fingers, scroll) = screen(delays: true)
        fingers.tracesQuestions = true
        fingers.fingerDown(at: CGPoint(x: 100, y: 150))
        #expect(scroll.asked == 0)
        let later = fingers.wait(0.2)
        #expect(scroll.asked == 1)
        let lines = later.map { $0.line.trimmingCharacters(in: .whitespaces) }
        let released = lines.firstIndex { $0.hasPrefix("released touchesBegan {1}") }
        let asked = lines.firstIndex { $0.hasPrefix("asked") && $0.contains("touchesShouldBegin(touch 1") }
        #expect(released.flatMap { r in asked.map { r < $0 } } == true)
        fingers.fingerUp()
        #expect(scroll.asked == 1)
    }

    @Test("delaysContentTouches false: at once, as the finger comes down")
    func immediate() {
        let (fingers, scroll) = screen(delays: false)
        fingers.fingerDown(at: CGPoint(x: 100, y: 150))
        #expect(scroll.asked == 1)
        fingers.fingerUp()
        #expect(scroll.asked == 1)
    }

    @Test("a quick drag that scrolls: never asked — the content never gets the touch")
    func quickDrag() {
        let (fingers, scroll) = screen(delays: true)
        fingers.fingerDown(at: CGPoint(x: 100, y: 150))
        fingers.fingerMove(to: CGPoint(x: 100, y: 100), duration: 0.05)
        fingers.fingerUp()
        #expect(scroll.contentOffset.y > 0)
        #expect(scroll.asked == 0)
    }
}

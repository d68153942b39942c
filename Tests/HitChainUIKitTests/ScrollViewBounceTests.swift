import HitChainDelivery
import HitChainUIKit
import Testing

/// A delegate that moves the drag's target offset to `snap` (as paging code does).
final class SnappingDelegate: UIScrollViewDelegate {
    let snap: CGPoint
    var targets: [CGPoint] = []

    init(snap: CGPoint) { self.snap = snap }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targets.append(targetContentOffset.pointee)
        targetContentOffset.pointee = snap
    }
}

/// `bounces`, `alwaysBounceVertical` (Apple: UIScrollView.bounces, "the scroll view bounces when it
/// encounters a boundary of the content"; alwaysBounceVertical, "the scroll view allows vertical
/// dragging even if the content is smaller than the bounds"; docs/semantics.md, "Decision: bounce").
@Suite("UIScrollView bounces past its edge at half the drag and returns after the lift")
struct ScrollViewBounceTests {
    /// A 300 × 400 scroll view at (0, 100), at the top of `content` points of content.
    func screen(content: CGFloat = 1200) -> (EventSynthesizer, UIWindow, UIScrollView) {
        let (app, window) = makeScreen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: content)
        window.addSubview(scroll)
        return (EventSynthesizer(application: app), window, scroll)
    }

    /// Down at (150, 200), 20 pt down (the pan begins), 60 more: the drag asks for offset −60.
    func pullDown(_ fingers: EventSynthesizer) {
        fingers.fingerDown(at: CGPoint(x: 150, y: 200))
        fingers.fingerMove(to: CGPoint(x: 150, y: 220))
        fingers.fingerMove(to: CGPoint(x: 150, y: 280))
    }

    @Test("past the top by half the drag, and back at the top once it comes to rest")
    func bounces() {
        let (fingers, _, scroll) = screen()
        pullDown(fingers)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30))
        fingers.fingerUp()
        #expect(scroll.isDecelerating)
        fingers.wait(10)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("bounces false: the content stops at its edge")
    func stiff() {
        let (fingers, _, scroll) = screen()
        scroll.bounces = false
        pullDown(fingers)
        #expect(scroll.contentOffset == .zero)
        fingers.fingerUp()
        #expect(scroll.contentOffset == .zero)
    }

    @Test("content that fits takes a vertical drag only with alwaysBounceVertical")
    func alwaysBounce() {
        let (fingers, _, scroll) = screen(content: 400)
        pullDown(fingers)
        #expect(scroll.panGestureRecognizer.state == .failed)
        #expect(scroll.contentOffset == .zero)
        fingers.fingerUp()

        scroll.alwaysBounceVertical = true
        pullDown(fingers)
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30))
        fingers.fingerUp()
        fingers.wait(10)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("the delegate is given the edge as the target, and the content goes where it moves it")
    func delegateTarget() {
        let (fingers, _, scroll) = screen()
        let delegate = SnappingDelegate(snap: CGPoint(x: 0, y: 200))
        scroll.delegate = delegate
        pullDown(fingers)
        fingers.fingerUp()
        fingers.wait(10)
        #expect(delegate.targets == [.zero])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    }
}

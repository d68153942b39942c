import HitChainDelivery
import HitChainUIKit
import Testing

/// A scroll view delegate that notes the drag callbacks, in order.
final class DragLog: UIScrollViewDelegate {
    var calls: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging target=\(targetContentOffset.pointee == scrollView.contentOffset)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate) decelerating=\(scrollView.isDecelerating)")
    }
}

/// UIScrollViewDelegate's drag callbacks around a drag (Apple: scrollViewWillBeginDragging(_:),
/// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), scrollViewDidEndDragging(_:willDecelerate:);
/// docs/semantics.md, "Decision: deceleration").
@Suite("UIScrollViewDelegate's drag callbacks")
struct ScrollViewDragDelegateTests {
    @Test("a drag whose finger stops before it lifts: will begin, the scrolls, will end, did end without deceleration")
    func dragCallbacks() {
        let (app, window) = makeScreen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        window.addSubview(scroll)
        let log = DragLog()
        scroll.delegate = log
        let fingers = EventSynthesizer(application: app)
        fingers.fingerDown(at: CGPoint(x: 100, y: 400))
        for step in 1...4 { fingers.fingerMove(to: CGPoint(x: 100, y: 400 - 20 * Double(step))) }
        fingers.fingerUp()
        #expect(scroll.contentOffset.y > 0)
        #expect(
            log.calls == [
                "willBeginDragging dragging=true", "didScroll", "willEndDragging target=true",
                "didEndDragging decelerate=false decelerating=false",
            ])
        // A tap does not drag: no callback.
        log.calls = []
        fingers.fingerTap(at: CGPoint(x: 100, y: 300))
        #expect(log.calls.isEmpty)
    }
}

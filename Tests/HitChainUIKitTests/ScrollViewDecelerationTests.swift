import Foundation
import HitChainDelivery
import HitChainUIKit
import Testing

/// A delegate that notes the deceleration callbacks and what it was told.
final class DecelerationLog: UIScrollViewDelegate {
    var calls: [String] = []
    var velocity = CGPoint.zero
    var target = CGPoint.zero

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        self.velocity = velocity
        target = targetContentOffset.pointee
        calls.append("willEndDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

/// A row that counts the touches that reach it.
final class CountingRow: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Deceleration (Apple: UIScrollView.isDecelerating, "whether the content is moving in the scroll view
/// after the user lifted their finger"; scrollViewWillBeginDecelerating(_:), "the scroll view continues to
/// move a short distance afterwards"; docs/semantics.md, "Decision: deceleration").
@Suite("UIScrollView moves on after a flick, and a touch stops it")
struct ScrollViewDecelerationTests {
    /// A 300 × 400 scroll view at (0, 100) with 1 200 pt of content and a row at its top.
    func screen() -> (EventSynthesizer, UIScrollView, CountingRow) {
        let (app, window) = makeScreen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        let row = CountingRow(frame: CGRect(x: 0, y: 0, width: 300, height: 1200))
        scroll.addSubview(row)
        window.addSubview(scroll)
        return (EventSynthesizer(application: app), scroll, row)
    }

    /// An upward flick: 40 pt every 0.05 s (800 pt/s) as the finger lifts.
    func flick(_ fingers: EventSynthesizer) {
        fingers.fingerDown(at: CGPoint(x: 150, y: 400))
        for y in [380.0, 340, 300] {
            fingers.advance(0.05)
            fingers.fingerMove(to: CGPoint(x: 150, y: y))
        }
        fingers.fingerUp()
    }

    @Test("a flick carries the content on to where its speed takes it, and it comes to rest there")
    func flickDecelerates() {
        let (fingers, scroll, _) = screen()
        let calls = DecelerationLog()
        scroll.delegate = calls
        flick(fingers)
        let lifted = scroll.contentOffset
        #expect(scroll.isDecelerating)
        // Points per millisecond, the content's way.
        #expect(calls.velocity.x == 0 && abs(calls.velocity.y - 0.8) < 1e-12)
        // 800 pt/s carried on: 800 / (1000 · −ln 0.998) ≈ 399.6 pt further.
        #expect(abs(calls.target.y - lifted.y - 800 / (1000 * -log(0.998))) < 1e-9)
        #expect(
            calls.calls == [
                "willEndDragging", "didEndDragging decelerate=true", "willBeginDecelerating decelerating=true",
            ])
        fingers.wait(0.1)
        #expect(scroll.contentOffset.y > lifted.y && scroll.contentOffset.y < calls.target.y)
        fingers.wait(10)
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset == calls.target)
        #expect(calls.calls.last == "didEndDecelerating")
    }

    @Test("with questions traced, the trace says what the delegate is told, in Apple's order")
    func toldInTheTrace() {
        let (fingers, _, _) = screen()
        fingers.tracesQuestions = true
        flick(fingers)
        fingers.wait(10)
        let told = fingers.trace.compactMap { entry -> String? in
            guard case .told(_, let message) = entry else { return nil }
            return String(message.prefix { $0 != "(" })
        }
        #expect(
            told == [
                "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
            ])
        #expect(fingers.trace.contains { $0.line.contains("scrollViewDidEndDragging(willDecelerate: YES)") })
    }

    @Test("a touch on the moving content stops it, and the row under it never gets the touch")
    func touchStops() {
        let (fingers, scroll, row) = screen()
        flick(fingers)
        let before = row.began
        fingers.advance(0.2)
        let trace = fingers.fingerTap(at: CGPoint(x: 150, y: 300))
        #expect(!scroll.isDecelerating)
        #expect(row.began == before)
        #expect(trace.contains { $0.line.contains("was decelerating and the touch stopped it") })
        let stopped = scroll.contentOffset
        fingers.wait(10)
        #expect(scroll.contentOffset == stopped)
        // The next touch finds the content at rest and reaches the row.
        fingers.fingerTap(at: CGPoint(x: 150, y: 300))
        fingers.wait(1)
        #expect(row.began == before + 1)
    }

    @Test("setting the offset stops it; a fast rate carries the content less far")
    func setOffsetAndRate() {
        let (fingers, scroll, _) = screen()
        flick(fingers)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(!scroll.isDecelerating)
        fingers.wait(10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))

        scroll.decelerationRate = .fast
        let calls = DecelerationLog()
        scroll.delegate = calls
        flick(fingers)
        #expect(abs(calls.target.y - scroll.contentOffset.y - 800 / (1000 * -log(0.99))) < 1e-9)
    }
}

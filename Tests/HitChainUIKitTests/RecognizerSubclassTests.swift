import HitChainDelivery
import HitChainUIKit
import Testing

@Suite("Recognizer subclasses: UIGestureRecognizerSubclass's overrides run where UIKit calls them")
struct RecognizerSubclassTests {
    /// A window with one 300 × 300 view at (20, 100) carrying `recognizers`.
    private func screen(_ recognizers: [UIGestureRecognizer]) throws -> (EventGenerator, UIView) {
        let (_, window) = makeScreen()
        let pad = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        window.addSubview(pad)
        for r in recognizers { pad.addGestureRecognizer(r) }
        return (try EventGenerator(window: window), pad)
    }

    @Test("a tap subclass fails itself away from the edge and is a tap at the edge; traces name its class")
    func edgeTap() throws {
        let log = GestureLog()
        let edge = EdgeTapGestureRecognizer(target: log, action: Selector("edgeTapped:"))
        let (generator, _) = try screen([edge])
        try generator.fingerTap(at: CGPoint(x: 40, y: 200))  // 20 pt into the view
        #expect(generator.trace.recognized(edge), "\(generator.trace)")
        #expect(generator.trace.actions(sent: "edgeTapped:").map(\.target) == ["<GestureLog>"])
        #expect(edge.name == "EdgeTapGestureRecognizer")
        generator.clearTrace()
        try generator.fingerTap(at: CGPoint(x: 200, y: 200))
        #expect(!generator.trace.recognized(edge))
        #expect(generator.trace.states(of: edge) == [.failed, .possible])
        #expect(generator.trace.text.contains("EdgeTapGestureRecognizer set its state to failed"))
        #expect(edge.touchesBeganCalls == 2)
    }

    @Test("a tap subclass that calls super keeps the tap's rules: a finger that moves 30 pt is no tap")
    func superKeepsTheRules() throws {
        let edge = EdgeTapGestureRecognizer(target: nil, action: Selector("edgeTapped:"))
        let (generator, _) = try screen([edge])
        try generator.fingerDown(at: CGPoint(x: 30, y: 200))
        try generator.fingerMove(to: CGPoint(x: 30, y: 230))
        try generator.fingerUp()
        #expect(!generator.trace.recognized(edge))
        #expect(generator.trace.states(of: edge).first == .failed)
    }

    @Test("a long press subclass gets UITouch objects and reports its own location(in:)")
    func anchoredLongPress() throws {
        let press = AnchoredLongPressGestureRecognizer(target: nil, action: Selector("pressed:"))
        let (generator, pad) = try screen([press])
        try generator.fingerDown(at: CGPoint(x: 120, y: 150))
        try generator.wait(0.6)
        #expect(press.state == .began)
        try generator.fingerMove(to: CGPoint(x: 125, y: 152))
        #expect(press.state == .changed)
        #expect(press.location(in: pad) == CGPoint(x: 100, y: 50))  // where it came down
        try generator.fingerUp()
        #expect(press.touchLocations == [CGPoint(x: 100, y: 50)])
        #expect(generator.trace.states(of: press) == [.began, .changed, .ended, .possible])
        #expect(press.location(in: pad) == .zero)  // reset: no anchor, no touches
    }

    @Test("a direct UIGestureRecognizer subclass recognizes only by the states it sets, and is reset")
    func diagonalDrag() throws {
        let diagonal = DiagonalDragGestureRecognizer(target: nil, action: Selector("dragged:"))
        let (generator, _) = try screen([diagonal])
        try generator.fingerDrag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 250), duration: 0.2)
        let states = generator.trace.states(of: diagonal)
        #expect(states.first == .began && states.contains(.changed) && states.suffix(2) == [.ended, .possible])
        #expect(generator.trace.actions(sent: "dragged:").count == states.count - 1)
        #expect(diagonal.resets == 1)
        generator.clearTrace()
        try generator.fingerDrag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 50, y: 150), duration: 0.2)
        #expect(generator.trace.states(of: diagonal) == [.failed, .possible])
        #expect(diagonal.resets == 2)
        generator.clearTrace()
        try generator.fingerTap(at: CGPoint(x: 100, y: 200))  // never moves: fails when it lifts
        #expect(generator.trace.states(of: diagonal) == [.failed, .possible])
    }

    @Test("a plain UIGestureRecognizer never recognizes, and holds touchesEnded only while it is possible")
    func plainRecognizer() throws {
        let plain = UIGestureRecognizer(target: nil, action: Selector("never:"))
        let (generator, pad) = try screen([plain])
        try generator.fingerTap(at: pad)
        #expect(generator.trace.states(of: plain).isEmpty)
        #expect(generator.trace.received("touchesEnded", by: pad), "\(generator.trace)")
        #expect(plain.state == .possible)
    }

    @Test("shouldRequireFailure(of:) makes a single tap wait for the double tap to fail")
    func shouldRequireFailure() throws {
        let single = PatientTapGestureRecognizer(target: nil, action: Selector("single:"))
        let double = UITapGestureRecognizer(target: nil, action: Selector("double:"))
        double.numberOfTapsRequired = 2
        let (generator, pad) = try screen([single, double])
        try generator.fingerTap(at: pad)
        try generator.wait(0.5)
        #expect(generator.trace.recognized(single))
        let text = generator.trace.text
        let failed = try #require(text.range(of: "possible -> failed"))
        let recognized = try #require(text.range(of: "-> ended"))
        #expect(failed.lowerBound < recognized.lowerBound, "\(text)")
        generator.clearTrace()
        try generator.fingerDoubleTap(at: pad)
        try generator.wait(0.5)
        #expect(generator.trace.recognized(double) && !generator.trace.recognized(single))
    }

    @Test("canBePrevented(by:) false: a pan recognizes beside another pan that began first")
    func cannotBePrevented() throws {
        let first = UIPanGestureRecognizer(target: nil, action: Selector("first:"))
        let stubborn = StubbornPanGestureRecognizer(target: nil, action: Selector("stubborn:"))
        let (generator, _) = try screen([first, stubborn])
        try generator.fingerDrag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(generator.trace.recognized(first) && generator.trace.recognized(stubborn), "\(generator.trace)")
        let plain = UIPanGestureRecognizer(target: nil, action: Selector("plain:"))
        let other = UIPanGestureRecognizer(target: nil, action: Selector("other:"))
        let (second, _) = try screen([plain, other])
        try second.fingerDrag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(second.trace.recognized(plain) != second.trace.recognized(other))
    }

    @Test("ignore(_:for:) drops a touch: its later phases do not reach the recognizer")
    func ignore() throws {
        final class OneFingerOnly: UIPanGestureRecognizer {
            var kept: UITouch?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for t in touches.sorted(by: { $0.identifier < $1.identifier }) {
                    if kept == nil { kept = t } else if t !== kept { ignore(t, for: event) }
                }
                super.touchesBegan(touches, with: event)
            }
            override func reset() {
                super.reset()
                kept = nil
            }
        }
        let pan = OneFingerOnly(target: nil, action: Selector("panned:"))
        let (generator, _) = try screen([pan])
        try generator.twoFingerDown(at: CGPoint(x: 100, y: 200))
        #expect(pan.numberOfTouches == 1)
        try generator.twoFingerUp()
        #expect(pan.state == .possible)
    }

    @Test("recognizers are NSObjects: isKind(of:), ==, hashing by identity")
    func objects() {
        let tap = EdgeTapGestureRecognizer(target: nil, action: nil)
        #expect(tap.isKind(of: UITapGestureRecognizer.self) && tap.isKind(of: UIGestureRecognizer.self))
        #expect(!tap.isMember(of: UITapGestureRecognizer.self))
        let other = EdgeTapGestureRecognizer(target: nil, action: nil)
        #expect(tap == tap && tap != other && Set<UIGestureRecognizer>([tap, other, tap]).count == 2)
    }
}

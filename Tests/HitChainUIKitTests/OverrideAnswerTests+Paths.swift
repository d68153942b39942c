import HitChainUIKit
import Testing

/// Override files whose hit areas are built paths (`RingButton`, `BubbleView`).
extension OverrideAnswerTests {
    @Test("a ring button lets the hole through, unless VoiceOver is running", .serialized, arguments: [false, true])
    func ringButton(voiceOver: Bool) {
        let s = Screen()
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        _ = s.add(behind)
        let ring = RingButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        _ = s.add(ring)
        UIAccessibility.isVoiceOverRunning = voiceOver
        defer { UIAccessibility.isVoiceOverRunning = false }
        #expect(s.hit(55, 100) === ring)
        #expect(s.hit(100, 100) === (voiceOver ? ring : behind))
        #expect(s.hit(52, 52) === behind)
    }

    @Test("a speech bubble's tail and rounded body take touches; its square corner too")
    func bubble() {
        let s = Screen()
        let bubble = BubbleView(frame: CGRect(x: 0, y: 0, width: 210, height: 100))
        _ = s.add(bubble)
        #expect(s.hit(100, 50) === bubble)
        #expect(s.hit(12, 2) === s.window)  // the rounded top-left corner
        #expect(s.hit(11, 98) === bubble)  // the square bottom-left corner of the body
        #expect(s.hit(2, 99) === bubble)  // the tail's tip
        #expect(s.hit(2, 82) === s.window)  // outside the tail's curve
    }
}

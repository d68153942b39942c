import HitChainDelivery
import HitChainScene
import HitChainUIKit
import Testing

/// A field that can become first responder and notes, for each press phase it is sent, the
/// press's `responder`.
private final class PressField: UIView {
    var seen: [(phase: String, responder: UIResponder?)] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        seen.append(("began", presses.first?.responder))
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        seen.append(("ended", presses.first?.responder))
    }
}

/// A press stays with the responder it was dispatched to (Apple: UIPress.responder, "the
/// isFirstResponder object in the window when UIApplication originally dispatched the press
/// event"), whoever becomes first responder while it is down (docs/semantics.md, "Motion,
/// remote control and presses").
@Suite("Presses: a press keeps the responder it was dispatched to")
struct PressResponderTests {
    @Test("the end of a press goes to the field it began on, though another field became first responder")
    func endGoesToTheOriginalResponder() {
        let (app, window) = makeScreen()
        let first = PressField(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let second = PressField(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        let synthesizer = EventSynthesizer(application: app)
        _ = synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .began)]))
        #expect(second.becomeFirstResponder())
        _ = synthesizer.send(.presses([PressSample(id: 1, type: .select, phase: .ended)]))
        #expect(first.seen.map(\.phase) == ["began", "ended"])
        #expect(first.seen.allSatisfy { $0.responder === first })
        #expect(second.seen.isEmpty)
        // A new press goes to the new first responder.
        _ = synthesizer.send(.presses([PressSample(id: 2, type: .select, phase: .began)]))
        #expect(second.seen.map(\.phase) == ["began"])
        #expect(second.seen.first?.responder === second)
    }
}

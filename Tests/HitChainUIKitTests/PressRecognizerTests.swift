import Foundation
import HitChainDelivery
import HitChainScene
import HitChainUIKit
import Testing

/// A view that can become first responder and notes the press phases it is sent.
private final class PressTarget: UIView {
    var phases: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { phases.append("began") }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { phases.append("ended") }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        phases.append("cancelled")
    }
}

/// A recognizer subclass that notes its press calls and recognizes on a press's release.
private final class PressCounter: UIGestureRecognizer {
    var calls: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        calls.append("began \(presses.map(\.type.rawValue).sorted())")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        calls.append("ended \(event.presses(for: self).count)")
        state = .ended
    }
}

/// A delegate that refuses presses and notes what it is asked.
private final class PressVeto: NSObject, UIGestureRecognizerDelegate {
    var asked: [String] = []

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("event")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        asked.append("press \(press.type.rawValue)")
        return false
    }
}

/// Recognizers on the chain of the responder a press is dispatched to see the press first,
/// when `allowedPressTypes` lists its type (docs/semantics.md, "Recognizers and presses").
@Suite("Recognizers that receive presses")
struct PressRecognizerTests {
    fileprivate func screen() -> (UIApplication, UIView, PressTarget, EventSynthesizer) {
        let (app, window) = makeScreen()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let field = PressTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(row)
        row.addSubview(field)
        _ = field.becomeFirstResponder()
        let synthesizer = EventSynthesizer(application: app)
        synthesizer.tracesQuestions = true
        return (app, row, field, synthesizer)
    }

    func press(_ s: EventSynthesizer, _ id: Int, _ type: PressType = .select) {
        _ = s.send(.presses([PressSample(id: id, type: type, phase: .began)]))
        _ = s.send(.presses([PressSample(id: id, type: type, phase: .ended)]))
    }

    @Test("a tap on the responder's superview recognizes on a select press; the responder's press is cancelled")
    func selectTap() {
        let (_, row, field, s) = screen()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "rowTap"
        #expect(tap.allowedPressTypes == [NSNumber(value: 4)])
        row.addGestureRecognizer(tap)
        press(s, 1)
        #expect(field.phases == ["began", "cancelled"])
        let lines = s.trace.map { $0.line.trimmingCharacters(in: .whitespaces) }
        #expect(
            Array(lines.drop { !$0.hasPrefix("#1") }) == [
                "#1 t=0.000000 presses 1 select ended",
                "recognizer rowTap pressesEnded {1}",
                "recognizer rowTap on UIWindow/UIView: possible -> ended (tapped)",
                "dropped presses {1} for UIWindow/UIView/PressTarget: rowTap recognized (cancelsTouchesInView)",
                "UIWindow/UIView/PressTarget pressesCancelled {1 select} -> handled",
                "dropped press 1 ended: a recognizer took it from its responder",
                "recognizer rowTap on UIWindow/UIView: ended -> possible (reset)",
            ])
        #expect(lines.contains("recognizer rowTap pressesBegan {1}"))
    }

    @Test("a press of a type the recognizer does not allow never reaches it; an empty list allows none")
    func allowedTypes() {
        let (_, row, field, s) = screen()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "rowTap"
        tap.allowedPressTypes = [NSNumber(value: PressType.playPause.uikitRawValue)]
        row.addGestureRecognizer(tap)
        press(s, 1, .select)
        #expect(field.phases == ["began", "ended"])
        tap.allowedPressTypes = []
        press(s, 2, .playPause)
        #expect(field.phases == ["began", "ended", "began", "ended"])
        #expect(!s.trace.contains { if case .recognizerPresses = $0 { true } else { false } })
    }

    @Test("cancelsTouchesInView false: the responder keeps the press")
    func keepsThePress() {
        let (_, row, field, s) = screen()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.cancelsTouchesInView = false
        row.addGestureRecognizer(tap)
        press(s, 1)
        #expect(tap.state == .possible)
        #expect(field.phases == ["began", "ended"])
    }

    @Test("a subclass's pressesBegan and pressesEnded are called, before the responder's")
    func subclassCalls() {
        let (_, row, field, s) = screen()
        let counter = PressCounter(target: nil, action: nil)
        row.addGestureRecognizer(counter)
        press(s, 1)
        #expect(counter.calls == ["began [\"select\"]", "ended 1"])
        #expect(field.phases == ["began", "cancelled"])
    }

    @Test("the delegate is asked about the event, then the press, as it begins: no keeps it from the recognizer")
    func delegateRefuses() {
        let (_, row, field, s) = screen()
        let veto = PressVeto()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "rowTap"
        tap.delegate = veto
        row.addGestureRecognizer(tap)
        press(s, 1)
        #expect(veto.asked == ["event", "press select"])
        #expect(field.phases == ["began", "ended"])
        let asked = s.trace.compactMap { e -> String? in
            guard case .asked = e else { return nil }
            return e.line.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            asked == [
                "asked rowTap.delegate gestureRecognizer(rowTap, shouldReceive: event) -> YES",
                "asked rowTap.delegate gestureRecognizer(rowTap, shouldReceive: press 1) -> NO",
            ])
    }

    @Test("a recognizer off the responder's chain never sees the press")
    func offTheChain() {
        let (_, row, field, s) = screen()
        let sibling = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        row.addSubview(sibling)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        sibling.addGestureRecognizer(tap)
        press(s, 1)
        #expect(field.phases == ["began", "ended"])
        #expect(tap.state == .possible)
    }
}

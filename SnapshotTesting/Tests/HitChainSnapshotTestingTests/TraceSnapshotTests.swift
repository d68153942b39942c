import HitChainDelivery
import HitChainSnapshotTesting
import HitChainUIKit
import SnapshotTesting
import Testing

/// A screen with a button, a long-pressable card and a logging view, as a test would build it.
@MainActor
private func makeScreen() throws -> (EventGenerator, UIButton, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let buy = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    buy.accessibilityIdentifier = "buy"
    buy.addAction(UIAction(title: "Buy") { _ in }, for: .touchUpInside)
    window.addSubview(buy)
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    card.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: Selector("openCard:")))
    window.addSubview(card)
    return (try EventGenerator(window: window), buy, card)
}

@Suite("Trace snapshots")
@MainActor
struct TraceSnapshotTests {
    @Test("a tap on the buy button and a long press on the card, as recorded text")
    func tapAndLongPress() throws {
        let (eventGenerator, buy, card) = try makeScreen()
        try eventGenerator.fingerTap(at: buy)
        try eventGenerator.fingerLongPress(at: card, duration: 0.6)
        assertSnapshot(of: eventGenerator.trace, as: .trace)
    }

    @Test("the same touches give the same text, run after run")
    func stable() throws {
        var texts: [String] = []
        for _ in 0..<3 {
            let (eventGenerator, buy, _) = try makeScreen()
            try eventGenerator.fingerTap(at: buy)
            texts.append(eventGenerator.trace.text)
        }
        #expect(Set(texts).count == 1)
        #expect(texts[0].contains("sendAction UIAction \"Buy\" to <handler>"))
    }

    @Test("a trace that differs from its snapshot fails, naming the line")
    func differenceFails() throws {
        let (eventGenerator, buy, _) = try makeScreen()
        try eventGenerator.fingerTap(at: buy)
        let diffing = Snapshotting<DeliveryTrace, String>.trace.diffing
        var changed = eventGenerator.trace
        changed.entries.removeLast()
        #expect(diffing.diffV2(eventGenerator.trace.text, changed.text) != nil)
        #expect(diffing.diffV2(eventGenerator.trace.text, eventGenerator.trace.text) == nil)
    }
}

import HitChainDelivery
import HitChainKit
import HitChainUIKit
import Testing

/// A coordinator: the kind of plain object (not a responder) apps make the target of a button.
private final class CheckoutCoordinator {
    var purchases = 0
}

@Suite("Any object as a target, and UIAction handlers")
struct TargetActionTests {
    private func lines(_ trace: [TraceEntry]) -> [String] { trace.map(\.line) }

    @Test("a plain object target gets the action straight, named by its class; not the chain, not dropped")
    func plainObjectTarget() {
        let (app, window) = makeScreen()
        let buy = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(buy)
        let coordinator = CheckoutCoordinator()
        buy.addTarget(coordinator, action: Selector("buyTapped"), for: .touchUpInside)
        let trace = lines(EventSynthesizer(application: app).fingerTap(at: buy))
        #expect(trace.contains { $0.hasSuffix("sendAction buyTapped to <CheckoutCoordinator>") }, "\(trace)")
        #expect(trace.contains("  <CheckoutCoordinator> buyTapped -> handled"), "\(trace)")
        #expect(!trace.contains { $0.contains("dropped") }, "\(trace)")
        #expect(buy.actions(forTarget: coordinator, forControlEvent: .touchUpInside) == ["buyTapped"])
        #expect(buy.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(buy.allTargets.contains(AnyHashable(ObjectIdentifier(coordinator))))
        buy.removeTarget(coordinator, action: nil, for: .allEvents)
        #expect(buy.actions(forTarget: coordinator, forControlEvent: .touchUpInside) == nil)
    }

    @Test("a target that is gone, or a value that is not an object, sends the action up the chain")
    func goneTargetWalksTheChain() {
        let (app, window) = makeScreen()
        let buy = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(buy)
        do {
            let coordinator = CheckoutCoordinator()
            buy.addTarget(coordinator, action: Selector("first"), for: .touchUpInside)
        }
        buy.addTarget(42, action: Selector("second"), for: .touchUpInside)
        let trace = lines(EventSynthesizer(application: app).fingerTap(at: buy))
        #expect(trace.contains { $0.hasSuffix("sendAction first to nil") }, "\(trace)")
        #expect(trace.contains { $0.hasSuffix("sendAction second to nil") }, "\(trace)")
        #expect(!trace.contains { $0.contains("<CheckoutCoordinator>") })
    }

    @Test("addAction runs the handler on the event, with the control as sender; removeAction stops it")
    func uiActionHandler() {
        let (app, window) = makeScreen()
        let buy = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(buy)
        let coordinator = CheckoutCoordinator()
        var senders: [ObjectIdentifier] = []
        let action = UIAction(title: "Buy") { action in
            coordinator.purchases += 1
            if let s = action.sender as? UIButton { senders.append(ObjectIdentifier(s)) }
        }
        buy.addAction(action, for: .touchUpInside)
        let touches = EventSynthesizer(application: app)
        let trace = lines(touches.fingerTap(at: buy))
        #expect(coordinator.purchases == 1)
        #expect(senders == [ObjectIdentifier(buy)])
        #expect(action.sender == nil)
        #expect(trace.contains { $0.hasSuffix("sendAction UIAction \"Buy\" to <handler>") }, "\(trace)")
        touches.fingerTap(at: CGPoint(x: 300, y: 300))  // not on the button
        #expect(coordinator.purchases == 1)
        buy.removeAction(action, for: .touchUpInside)
        touches.fingerTap(at: buy)
        #expect(coordinator.purchases == 1)
        let named = UIAction(identifier: UIAction.Identifier("buy")) { _ in coordinator.purchases += 10 }
        buy.addAction(named, for: .touchUpInside)
        touches.fingerTap(at: buy)
        #expect(coordinator.purchases == 11)
        buy.removeAction(identifiedBy: UIAction.Identifier("buy"), for: .touchUpInside)
        touches.fingerTap(at: buy)
        #expect(coordinator.purchases == 11)
    }

    @Test("a control's primary action runs on a tap (primaryActionTriggered)")
    func primaryAction() {
        let (app, window) = makeScreen()
        var ran = 0
        let button = UIButton(
            frame: CGRect(x: 0, y: 0, width: 100, height: 44), primaryAction: UIAction { _ in ran += 1 })
        window.addSubview(button)
        let trace = lines(EventSynthesizer(application: app).fingerTap(at: button))
        #expect(ran == 1)
        #expect(trace.contains { $0.hasSuffix("sendAction UIAction to <handler>") }, "\(trace)")
    }

    @Test("sendActions(for:) from code and UIApplication.sendAction reach objects and handlers")
    func fromCode() {
        let (app, window) = makeScreen()
        let buy = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(buy)
        let coordinator = CheckoutCoordinator()
        var ran = 0
        buy.addTarget(coordinator, action: Selector("buyTapped"), for: .valueChanged)
        buy.addAction(UIAction(title: "Changed") { _ in ran += 1 }, for: .valueChanged)
        let dispatcher = EventDispatcher(application: app, hitTester: ReferenceHitTester())
        buy.sendActions(for: .valueChanged)
        #expect(ran == 1)
        #expect(app.sendAction(Selector("refresh"), to: coordinator, from: buy, for: nil))
        let trace = lines(dispatcher.trace.entries)
        #expect(trace.contains { $0.hasSuffix("sendAction buyTapped to <CheckoutCoordinator>") }, "\(trace)")
        #expect(trace.contains { $0.hasSuffix("sendAction UIAction \"Changed\" to <handler>") }, "\(trace)")
        #expect(trace.contains("  <CheckoutCoordinator> refresh -> handled"), "\(trace)")
    }

    @Test("a recognizer's plain object target gets its action")
    func recognizerTarget() {
        let (app, window) = makeScreen()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(card)
        let coordinator = CheckoutCoordinator()
        card.addGestureRecognizer(UITapGestureRecognizer(target: coordinator, action: Selector("cardTapped")))
        let trace = lines(EventSynthesizer(application: app).fingerTap(at: card))
        #expect(trace.contains { $0.hasSuffix("sendAction cardTapped to <CheckoutCoordinator>") }, "\(trace)")
        #expect(trace.contains("  <CheckoutCoordinator> cardTapped -> handled"), "\(trace)")
    }
}

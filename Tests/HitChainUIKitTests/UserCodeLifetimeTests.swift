import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainUIKit
import Testing

/// Shakes and presses reach a user's first responder; a deep tree built in code still
/// answers without recursion; everything made in code is freed with its application.
@Suite("Your own UIResponder code: motion and presses, depth, and freeing")
struct UserCodeLifetimeTests {
    /// A first responder that handles the shake and the select button itself.
    final class ShakeAndSelectView: UIView {
        var shakes = 0
        var presses: [UIPress.PressType] = []
        var lastPress: UIPress?
        override var canBecomeFirstResponder: Bool { true }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shakes += 1 }
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses where p.type == .select {
                self.presses.append(p.type)
                lastPress = p
            }
            if !presses.contains(where: { $0.type == .select }) { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            #expect(presses.first === lastPress, "the same UIPress from beginning to end")
        }
    }

    @Test("a shake and a press reach the user's first responder; what it passes on goes up")
    func motionAndPresses() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        window.makeKeyAndVisible()
        let v = ShakeAndSelectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        #expect(v.becomeFirstResponder(rules: UIKitDeliveryRules()) == .became(previous: nil))
        let touches = EventSynthesizer(application: app)
        touches.send(.motion(.began))
        let shake = touches.send(.motion(.ended))
        #expect(v.shakes == 1)
        #expect(shake.contains { $0.line.contains("ShakeAndSelectView motionEnded") && $0.line.contains("handled") })
        touches.send(.presses([PressSample(id: 1, type: .select, phase: .began)]))
        touches.send(.presses([PressSample(id: 1, type: .select, phase: .ended)]))
        let menu = touches.send(.presses([PressSample(id: 2, type: .menu, phase: .began)]))
        #expect(v.presses == [.select])
        #expect(menu.contains { $0.line.contains("UIWindow pressesBegan") })
    }

    @Test("a 100 000-deep chain built with UIView(frame:) and addSubview answers, and is freed")
    func deepChainInCode() {
        weak var weakDeepest: UIView?
        weak var weakApp: UIApplication?
        do {
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            app.addWindow(window)
            // Built from the leaf up, as a deep tree must be: adding a view checks the new
            // superview's ancestry for a cycle (UIKit does too), which is O(1) for a root.
            let deepest = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var root = deepest
            for _ in 1..<100_000 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                v.addSubview(root)
                root = v
            }
            window.addSubview(root)
            let parent = deepest
            let hit = ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 50, y: 50)).view
            #expect(hit === parent)
            #expect(FlattenedEngine(application: app).hitTest(app, screenPoint: HCPoint(x: 50, y: 50)).view === parent)
            #expect(Set([parent.name, root.name]).count == 2)
            weakDeepest = parent
            weakApp = app
        }
        #expect(weakApp == nil)
        #expect(weakDeepest == nil)
    }

    @Test("user classes, recognizers and controllers made in code are freed with the application")
    func freed() {
        weak var weakCell: ChipCell?
        weak var weakPan: UIPanGestureRecognizer?
        weak var weakController: ListViewController?
        do {
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            app.addWindow(window)
            let controller = ListViewController()
            window.rootViewController = controller
            let cell = ChipCell(frame: CGRect(x: 0, y: 200, width: 390, height: 60))
            controller.view.addSubview(cell)
            let pan = UIPanGestureRecognizer(target: controller, action: Selector("panned:"))
            cell.addGestureRecognizer(pan)
            let touches = EventSynthesizer(application: app)
            touches.fingerTap(at: cell)
            touches.fingerTap(at: controller.refresh)
            weakCell = cell
            weakPan = pan
            weakController = controller
        }
        #expect(weakCell == nil)
        #expect(weakPan == nil)
        #expect(weakController == nil)
    }
}

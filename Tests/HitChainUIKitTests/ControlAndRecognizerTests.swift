import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainUIKit
import Testing

/// The rest of UIKit's surface over the model: controls' tracking overrides and target-action,
/// gesture recognizers made in code with a delegate, view controllers that load their view,
/// windows' root controllers and levels.
@Suite("UIKit's API over the model: controls, recognizers, controllers, windows")
struct ControlAndRecognizerTests {
    @Test("a control's beginTracking override decides what it tracks; endTracking is called")
    func trackingOverrides() {
        let (app, window) = makeScreen()
        let ring = RingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(ring)
        let touches = EventSynthesizer(application: app)
        let onRing = touches.fingerTap(at: CGPoint(x: 5, y: 100))
        #expect(ring.tracked == 1 && ring.ended == 1)
        #expect(onRing.contains { $0.line.contains("endTracking") })
        let hole = touches.fingerTap(at: CGPoint(x: 100, y: 100))
        #expect(ring.tracked == 1 && ring.ended == 1)
        #expect(hole.contains { $0.line.contains("beginTracking") })
        #expect(!hole.contains { $0.line.contains("touchUpInside") })
    }

    @Test("addTarget(nil, …) sends the action up the chain from the first responder when tapped")
    func targetAction() {
        let (app, window) = makeScreen()
        let controller = ListViewController()
        window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.refresh.superview === controller.view)
        #expect(controller.refresh.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["refresh:"])
        let trace = EventSynthesizer(application: app).fingerTap(at: controller.refresh)
        #expect(trace.contains { $0.line.contains("refresh:") })
        #expect(controller.next === window)
        app.sendAction(Selector("save:"), to: nil, from: controller.refresh, for: nil)
    }

    @Test("a pan whose delegate refuses touches on a slider and vetoes the header strip")
    func delegateVeto() {
        let (app, window) = makeScreen()
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        window.addSubview(slider)
        let pan = UIPanGestureRecognizer(target: nil, action: Selector("panned:"))
        let delegate = PanVetoDelegate()
        pan.delegate = delegate
        window.addGestureRecognizer(pan)
        #expect(pan.name == "UIPanGestureRecognizer")
        let touches = EventSynthesizer(application: app)
        touches.fingerDown(at: CGPoint(x: 200, y: 600))
        let drag = touches.fingerMove(to: CGPoint(x: 300, y: 600), duration: 0.2)
        touches.fingerUp()
        #expect(drag.contains { $0.line.contains("UIPanGestureRecognizer") && $0.line.contains("began") })
        touches.fingerDown(at: CGPoint(x: 200, y: 50))
        let header = touches.fingerMove(to: CGPoint(x: 300, y: 50), duration: 0.2)
        touches.fingerUp()
        #expect(header.contains { $0.line.contains("gestureRecognizerShouldBegin answered NO") })
        touches.fingerDown(at: CGPoint(x: 30, y: 320))
        let onSlider = touches.fingerMove(to: CGPoint(x: 200, y: 320), duration: 0.2)
        touches.fingerUp()
        #expect(!onSlider.contains { $0.line.contains("UIPanGestureRecognizer") })
        #expect(onSlider.contains { $0.line.contains("continueTracking") })
    }

    @Test("require(toFail:) made in code orders a single and a double tap")
    func requireToFail() {
        let (app, window) = makeScreen()
        let single = UITapGestureRecognizer(target: nil, action: Selector("single:"))
        let double = UITapGestureRecognizer(target: nil, action: Selector("double:"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        let touches = EventSynthesizer(application: app)
        let trace = touches.fingerDoubleTap(at: CGPoint(x: 100, y: 100)) + touches.wait(1)
        let lines = trace.map(\.line)
        #expect(lines.contains { $0.contains("double:") })
        #expect(!lines.contains { $0.contains("single:") })
        #expect(lines.contains { $0.contains("requires it to fail") })
    }

    @Test("window levels and a presented controller")
    func windowsAndPresentation() {
        let (app, window) = makeScreen()
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        alert.windowLevel = .alert
        app.addWindow(alert)
        #expect(alert.windowLevel > window.windowLevel)
        #expect(app.windowsFrontToBack.first === alert)
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.next === root)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.superview == nil)
    }
}

import HitChainDelivery
import HitChainKit
import HitChainUIKit
import Testing

@Suite("EventGenerator: Hammer's API, no simulator, a virtual clock")
struct EventGeneratorTests {
    @Test("a controller is wrapped in a window; a tap on its button runs the button's UIAction once")
    func tappingBuyPurchasesOnce() throws {
        let controller = CheckoutViewController()
        let eventGenerator = try EventGenerator(viewController: controller)
        try eventGenerator.fingerTap(at: controller.buyButton)
        #expect(controller.purchases == 1)
        let trace = eventGenerator.trace
        #expect(trace.controlEvents(of: controller.buyButton) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(trace.hitView(for: 1)?.name == controller.buyButton.name)
        #expect(trace.actions(sent: "UIAction \"Buy\"").count == 1)
        try eventGenerator.fingerTap(at: "buy")  // by accessibility identifier
        #expect(controller.purchases == 2)
    }

    @Test("a long press on the card sends its action up to the controller")
    func longPress() throws {
        let controller = CheckoutViewController()
        let eventGenerator = try EventGenerator(viewController: controller)
        let press = try #require(controller.card.gestureRecognizers.first)
        try eventGenerator.fingerLongPress(at: controller.card, duration: 0.6)
        let trace = eventGenerator.trace
        #expect(trace.recognized(press))
        #expect(trace.states(of: press).first == .began)
        #expect(trace.received("openCard:", by: controller), "\(trace)")
        eventGenerator.clearTrace()
        try eventGenerator.fingerTap(at: controller.card)
        #expect(!eventGenerator.trace.recognized(press))
        #expect(eventGenerator.trace.hitView()?.name == controller.card.name)
    }

    @Test("a view without a window is centred in one; fill makes it the window's size")
    func wrapping() throws {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let eventGenerator = try EventGenerator(view: view)
        #expect(view.window === eventGenerator.window)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 145, y: 392, width: 100, height: 60))
        try eventGenerator.fingerTap()
        #expect(view.began == [CGPoint(x: 50, y: 30)])
        let trace = eventGenerator.trace
        #expect(trace.received("touchesBegan", by: view))
        #expect(!trace.handled("touchesBegan", by: view))  // it calls super: passed on
        let chain = trace.chain(walkedBy: "touchesBegan").map(\.name)
        #expect(chain.first == view.name && chain.last == "application", "\(trace)")
        let filled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try EventGenerator(view: filled, alignment: .fill)
        #expect(filled.frame == EventGenerator.wrappingWindowFrame)
    }

    @Test("a window in no application gets one; a hidden window is not ready")
    func windows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let eventGenerator = try EventGenerator(window: window)
        #expect(window.application != nil && eventGenerator.isWindowReady)
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (app, _) = makeScreen()
        app.addWindow(hidden)
        hidden.isHidden = true
        #expect(throws: HammerError.self) { try EventGenerator(window: hidden) }
    }

    @Test("a pan follows a drag: began, changed, ended")
    func drag() throws {
        let (_, window) = makeScreen()
        let pan = UIPanGestureRecognizer(target: nil, action: Selector("panned:"))
        window.addGestureRecognizer(pan)
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerDrag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.25)
        let states = eventGenerator.trace.states(of: pan)
        #expect(states.first == .began && states.contains(.changed) && states.contains(.ended))
        #expect(eventGenerator.activeFingers.isEmpty)
    }

    @Test("two-finger gestures: a double tap, a pinch and a rotation are recognized")
    func multiFinger() throws {
        let (_, window) = makeScreen()
        let doubleTap = UITapGestureRecognizer(target: nil, action: Selector("zoom:"))
        doubleTap.numberOfTapsRequired = 2
        let pinch = UIPinchGestureRecognizer(target: nil, action: Selector("pinched:"))
        let rotation = UIRotationGestureRecognizer(target: nil, action: Selector("rotated:"))
        for g in [doubleTap, pinch, rotation] as [UIGestureRecognizer] { window.addGestureRecognizer(g) }
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerDoubleTap(at: CGPoint(x: 200, y: 400))
        #expect(eventGenerator.trace.recognized(doubleTap))
        try eventGenerator.fingerPinchOpen(at: CGPoint(x: 200, y: 400))
        #expect(eventGenerator.trace.recognized(pinch))
        try eventGenerator.fingerRotate(at: CGPoint(x: 200, y: 400), angle: .pi / 2, duration: 0.3)
        #expect(eventGenerator.trace.recognized(rotation))
        try eventGenerator.twoFingerTap(at: CGPoint(x: 200, y: 400))
        #expect(eventGenerator.activeFingers.isEmpty)
    }

    @Test("what cannot be touched throws the error that says why")
    func errors() throws {
        let controller = CheckoutViewController()
        let eventGenerator = try EventGenerator(viewController: controller)
        controller.card.isHidden = true
        #expect { try eventGenerator.fingerTap(at: controller.card) } throws: { error in
            if case .viewIsNotVisible = error as? HammerError { return true } else { return false }
        }
        controller.card.isHidden = false
        let cover = UIView(frame: controller.buyButton.frame)
        controller.view.addSubview(cover)
        #expect { try eventGenerator.fingerTap(at: controller.buyButton) } throws: { error in
            if case .viewIsNotHittable = error as? HammerError { return true } else { return false }
        }
        let elsewhere = UIView(frame: .zero)
        #expect { try eventGenerator.fingerTap(at: elsewhere) } throws: { error in
            if case .viewIsNotInHierarchy = error as? HammerError { return true } else { return false }
        }
        #expect { _ = try eventGenerator.viewWithIdentifier("nope") } throws: { error in
            if case .unableToFindView("nope") = error as? HammerError { return true } else { return false }
        }
        #expect { _ = try eventGenerator.viewWithIdentifier("buy", ofType: UISlider.self) } throws: { error in
            if case .invalidViewType = error as? HammerError { return true } else { return false }
        }
        #expect(try eventGenerator.viewWithIdentifier("buy", ofType: UIButton.self) === controller.buyButton)
        try eventGenerator.fingerDown(.rightIndex, at: CGPoint(x: 10, y: 10))
        #expect { try eventGenerator.fingerDown(.rightIndex, at: CGPoint(x: 20, y: 20)) } throws: { error in
            if case .touchForFingerAlreadyExists(.rightIndex) = error as? HammerError {
                return true
            } else {
                return false
            }
        }
        #expect { try eventGenerator.fingerUp(.leftThumb) } throws: { error in
            if case .touchForFingerDoesNotExist(.leftThumb) = error as? HammerError {
                return true
            } else {
                return false
            }
        }
        for x in 1...9 { try eventGenerator.fingerDown(at: CGPoint(x: 30 * x, y: 50)) }
        #expect { try eventGenerator.fingerDown(at: CGPoint(x: 5, y: 5)) } throws: { error in
            if case .fingerLimitReached(10) = error as? HammerError { return true } else { return false }
        }
        #expect { try eventGenerator.waitUntil(false, timeout: 0.5) } throws: { error in
            if case .waitConditionTimeout = error as? HammerError { return true } else { return false }
        }
        #expect(throws: HammerError.self) {  // an endless timeout still ends
            try eventGenerator.waitUntil(false, timeout: .infinity)
        }
    }

    @Test("waiting lets virtual time pass: a view that appears after a while is found and hittable")
    func waiting() throws {
        let (_, window) = makeScreen()
        let eventGenerator = try EventGenerator(window: window)
        let late = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        late.accessibilityIdentifier = "late"
        late.isHidden = true
        window.addSubview(late)
        #expect(throws: HammerError.self) { try eventGenerator.waitUntilVisible("late", timeout: 0.3) }
        late.isHidden = false
        try eventGenerator.waitUntilHittable("late", timeout: 1)
        try eventGenerator.fingerTap(at: "late")
        #expect(eventGenerator.trace.controlEvents(of: late).contains(.touchUpInside))
    }
}

import Testing

// A UIKit test file as an iOS engineer writes it, compiled unchanged outside the HitChain package:
// on iOS it builds against UIKit and lyft/Hammer, here against HitChainUIKit (whose EventGenerator
// is Hammer-shaped). Outside the `#if canImport(UIKit)` branches nothing names a HitChain type.
// One difference stays: without the Objective-C runtime there is no `@objc` or `#selector`, so
// actions are named `Selector(("buy:"))`, and a target that is not a responder receives them in
// the trace (`<CardCoordinator>`) rather than as a call (docs/uikit-api.md).
#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
    import Hammer
#else
    import HitChainUIKit
#endif

/// A card whose hit area grows by 20 pt on each side, computed in layoutSubviews from the current
/// bounds (and rebuilt when they change), with an even-odd cut-out that does not take touches.
final class SlopCardView: UIView {
    // Names the model itself uses: a subclass may declare them as apps do.
    var path: UIBezierPath?
    var name = "card"
    var geometry: [CGFloat] = []
    var label: String?
    var className = "SlopCardView"
    private(set) var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        let outer = UIBezierPath(rect: bounds.insetBy(dx: -20, dy: -20))
        outer.append(UIBezierPath(ovalIn: CGRect(x: bounds.midX - 10, y: bounds.midY - 10, width: 20, height: 20)))
        outer.usesEvenOddFillRule = true
        path = outer
        geometry = [bounds.width, bounds.height]
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        path?.contains(point) ?? super.point(inside: point, with: event)
    }
}

/// A double-tap that counts only within the card's top half and reports where the first tap landed.
final class TopHalfDoubleTapRecognizer: UITapGestureRecognizer {
    private(set) var firstTap: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let view, let touch = touches.first, touch.location(in: view).y > view.bounds.midY {
            state = .failed
            return
        }
        if firstTap == nil { firstTap = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    override func location(in view: UIView?) -> CGPoint {
        guard let firstTap else { return super.location(in: view) }
        return view.map { $0.convert(firstTap, from: nil) } ?? firstTap
    }

    /// Where the last recognized double tap began, kept past its reset.
    private(set) var lastFirstTap: CGPoint?

    override func reset() {
        if firstTap != nil { lastFirstTap = location(in: nil) }
        super.reset()
        firstTap = nil
    }
}

/// A long press that needs VoiceOver off (VoiceOver users get a custom action instead).
final class SightedLongPressRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if UIAccessibility.isVoiceOverRunning {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}

/// A coordinator that is not a responder, as the target of a button and of the recognizers.
final class CardCoordinator: NSObject {
    private(set) var actions: [String] = []

    #if canImport(ObjectiveC)
        @objc func buy(_ sender: UIButton) { actions.append("buy:") }
        @objc func zoom(_ recognizer: UITapGestureRecognizer) { actions.append("zoom:") }
        @objc func menu(_ recognizer: UILongPressGestureRecognizer) { actions.append("menu:") }
    #endif
}

/// The actions `coordinator` received: its own record on iOS, the trace's here.
@MainActor
func actions(of coordinator: CardCoordinator, _ eventGenerator: EventGenerator) -> [String] {
    #if canImport(UIKit)
        return coordinator.actions
    #else
        return eventGenerator.trace.actions().filter { $0.target == "<CardCoordinator>" }.map(\.selector)
    #endif
}

@MainActor
struct CardScreenTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = SlopCardView(frame: CGRect(x: 45, y: 200, width: 300, height: 200))
    let buyButton = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let coordinator = CardCoordinator()
    let zoom: TopHalfDoubleTapRecognizer
    let menu: SightedLongPressRecognizer

    init() {
        zoom = TopHalfDoubleTapRecognizer(target: coordinator, action: Selector(("zoom:")))
        zoom.numberOfTapsRequired = 2
        menu = SightedLongPressRecognizer(target: coordinator, action: Selector(("menu:")))
        window.addSubview(card)
        card.addSubview(buyButton)
        card.addGestureRecognizer(zoom)
        card.addGestureRecognizer(menu)
        buyButton.addTarget(coordinator, action: Selector(("buy:")), for: .touchUpInside)
        window.makeKeyAndVisible()
    }

    @Test func layoutRunsBeforeTouchesAndTheSlopTakesThem() throws {
        card.layoutIfNeeded()
        #expect(card.layouts == 1 && card.geometry == [300, 200])
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerTap(at: CGPoint(x: 35, y: 300))  // 10 pt left of the card: its slop
        #expect(card.hitTest(card.convert(CGPoint(x: 35, y: 300), from: nil), with: nil) === card)
        #expect(card.point(inside: CGPoint(x: 150, y: 100), with: nil) == false)  // the even-odd hole
        card.frame = CGRect(x: 45, y: 200, width: 300, height: 300)
        try eventGenerator.fingerTap(at: CGPoint(x: 195, y: 480))  // below the old bounds
        #expect(card.layouts == 2 && card.geometry == [300, 300])
    }

    @Test func aButtonSendsItsActionToAPlainObject() throws {
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerTap(at: buyButton)
        // The card's double tap may still recognize: it holds the button's touchesEnded (UIKit's
        // delaysTouchesEnded) until it fails, so the action comes once no second tap does.
        #expect(actions(of: coordinator, eventGenerator).isEmpty)
        try eventGenerator.wait(0.5)
        #expect(actions(of: coordinator, eventGenerator) == ["buy:"])
    }

    @Test func theDoubleTapCountsInTheTopHalfAndReportsTheFirstTap() throws {
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerDoubleTap(at: CGPoint(x: 200, y: 250))
        #expect(actions(of: coordinator, eventGenerator) == ["zoom:"])
        #expect(zoom.lastFirstTap == CGPoint(x: 200, y: 250))
        try eventGenerator.wait(0.5)
        try eventGenerator.fingerDoubleTap(at: CGPoint(x: 200, y: 350))
        #expect(actions(of: coordinator, eventGenerator) == ["zoom:"])
    }

    @Test func theLongPressNeedsVoiceOverOff() throws {
        let eventGenerator = try EventGenerator(window: window)
        try eventGenerator.fingerLongPress(at: CGPoint(x: 200, y: 350), duration: 0.6)
        #expect(actions(of: coordinator, eventGenerator) == ["menu:", "menu:"])  // began, ended
        #if !canImport(UIKit)
            UIAccessibility.isVoiceOverRunning = true
            defer { UIAccessibility.isVoiceOverRunning = false }
            try eventGenerator.fingerLongPress(at: CGPoint(x: 200, y: 350), duration: 0.6)
            #expect(actions(of: coordinator, eventGenerator) == ["menu:", "menu:"])
        #endif
    }

    @Test func aFingerHeldDownThenMovedIsNoTap() throws {
        let eventGenerator = try EventGenerator(view: card)
        try eventGenerator.fingerDown(at: buyButton)
        try eventGenerator.fingerMove(to: CGPoint(x: 300, y: 600))
        try eventGenerator.fingerUp()
        #expect(actions(of: coordinator, eventGenerator).isEmpty)
    }
}

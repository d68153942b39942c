import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainUIKit
import Testing

/// The override files in `Overrides/`, written as one would for iOS, run on the model: each
/// probe is a screen point and the view UIKit would answer, edges included; every engine
/// must give the same answer as the reference walk.
@Suite("Your own UIView code: override files answer point by point")
struct OverrideAnswerTests {
    /// A screen with one window (the window fills the screen at the origin).
    final class Screen {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        init() {
            app.addWindow(window)
        }

        func add(_ view: UIView, to parent: UIView? = nil) -> UIView {
            (parent ?? window).addSubview(view)
            return view
        }

        /// The view every engine hits at `(x, y)`, after checking they agree.
        func hit(_ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation) -> UIView? {
            let p = HCPoint(x: x, y: y)
            let reference = ReferenceHitTester().hitTest(app, screenPoint: p).view
            for engine in NamedEngine.registered() {
                let answer = engine.make(app).hitTest(app, screenPoint: p).view
                #expect(answer === reference, "\(engine.name) at \(p)", sourceLocation: sourceLocation)
            }
            return reference
        }
    }

    @Test("inset slop grows and shrinks the button; zero insets are UIKit's bounds")
    func insetSlop() {
        let s = Screen()
        let button = InsetSlopButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        _ = s.add(button)
        #expect(s.hit(100, 100) === button)
        #expect(s.hit(140, 120) === s.window)  // the max edge is outside
        #expect(s.hit(99.999, 120) === s.window)
        button.hitTestEdgeInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        #expect(s.hit(90, 90) === button)
        #expect(s.hit(149.999, 149.999) === button)
        #expect(s.hit(150, 120) === s.window)
        button.hitTestEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(s.hit(104.999, 120) === s.window)
        #expect(s.hit(105, 105) === button)
        button.isEnabled = false
        #expect(s.hit(120, 120) === s.window)  // a disabled control is skipped before point(inside:)
    }

    @Test("a small button is tappable over 44×44 around its center, no more")
    func minimumTapArea() {
        let s = Screen()
        let button = MinimumTapAreaButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        _ = s.add(button)
        #expect(s.hit(88, 88) === button)  // center 110 − 22
        #expect(s.hit(87.999, 110) === s.window)
        #expect(s.hit(131.999, 131.999) === button)
        #expect(s.hit(132, 110) === s.window)
        let big = MinimumTapAreaButton(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        _ = s.add(big)
        #expect(s.hit(199.999, 230) === s.window)  // larger than 44: its bounds only
        #expect(s.hit(200, 230) === big)
    }

    @Test("a thumb radius sets the square around the control's center")
    func thumbRadius() {
        let s = Screen()
        let slider = ThumbRadiusView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        _ = s.add(slider)
        #expect(s.hit(81, 81) === slider)  // center 105, side 48
        #expect(s.hit(80.999, 105) === s.window)
        #expect(s.hit(128.999, 105) === slider)
        #expect(s.hit(129, 105) === s.window)
        slider.thumbRadius = 5
        #expect(s.hit(99.999, 105) === s.window)
        #expect(s.hit(100, 105) === slider)
    }

    @Test("an oval takes touches inside the ellipse, on its edge, not in the corners")
    func oval() {
        let s = Screen()
        let button = OvalButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        _ = s.add(button)
        #expect(s.hit(150, 125) === button)
        #expect(s.hit(100, 125) === button)  // the ellipse's leftmost point
        #expect(s.hit(150, 100) === button)
        #expect(s.hit(101, 101) === s.window)  // the bounds' corner, outside the ellipse
        #expect(s.hit(185, 107.1) === s.window)  // the edge at x = 185 is y ≈ 107.146
        #expect(s.hit(185, 107.2) === button)
    }

    @Test("a rounded card does not take touches in its cut-off corners")
    func roundedRect() {
        let s = Screen()
        let card = RoundedCardView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
        _ = s.add(card)
        #expect(s.hit(1, 201) === s.window)
        #expect(s.hit(16, 200) === card)
        #expect(s.hit(0, 216) === card)
        #expect(s.hit(4.7, 204.7) === card)  // on the arc: 16 − 16/√2 ≈ 4.686
        #expect(s.hit(4.6, 204.6) === s.window)
        card.cornerRadius = 500  // clamped to half the shorter side: a stadium
        #expect(s.hit(50, 200) === card)
        #expect(s.hit(5, 210) === s.window)
    }

    @Test("a circle around the center, edge included")
    func circle() {
        let s = Screen()
        let avatar = CircleView(frame: CGRect(x: 100, y: 400, width: 80, height: 80))
        _ = s.add(avatar)
        #expect(s.hit(140, 440) === avatar)
        #expect(s.hit(100, 440) === avatar)
        #expect(s.hit(140, 479.999) === avatar)  // the bottom of the circle
        #expect(s.hit(179.9, 440) === avatar)
        #expect(s.hit(103, 403) === s.window)
    }

    @Test("a pass-through overlay: its subviews take touches, its empty area passes them behind")
    func passThrough() {
        let s = Screen()
        let behind = s.add(UIButton(frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        _ = s.add(overlay)
        let control = s.add(UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 50)), to: overlay)
        #expect(s.hit(30, 30) === control)
        #expect(s.hit(200, 200) === behind)
        #expect(s.hit(200, 500) === s.window)
    }

    @Test("an overlay that passes through except over the controls it lists")
    func passThroughExcept() {
        let s = Screen()
        let behind = s.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        let overlay = PassThroughExceptView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        _ = s.add(overlay)
        let listed = s.add(UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 50)), to: overlay)
        let unlisted = s.add(UIButton(frame: CGRect(x: 100, y: 10, width: 50, height: 50)), to: overlay)
        overlay.interactiveViews = [listed]
        #expect(s.hit(10, 10) === listed)
        #expect(s.hit(60, 30) === behind)  // listed's max edge
        #expect(s.hit(120, 30) === behind)  // an unlisted control passes through too
        _ = unlisted
        listed.isHidden = true
        #expect(s.hit(30, 30) === behind)
    }

    @Test("forwarding by asking: the target answers with its own rules, and may say no")
    func forwardByAsking() {
        let s = Screen()
        let container = ForwardingView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        _ = s.add(container)
        let field = s.add(UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30)), to: container)
        let other = s.add(UIButton(frame: CGRect(x: 300, y: 20, width: 40, height: 40)), to: container)
        container.target = field
        #expect(s.hit(30, 530) === field)
        #expect(s.hit(310, 530) === other)
        // Its empty area asks the field at the converted point: outside the field, the field
        // says no, and so does the container.
        #expect(s.hit(250, 590) === s.window)
    }

    @Test("redirecting: the strip returns its target outright")
    func redirect() {
        let s = Screen()
        let small = s.add(UIButton(frame: CGRect(x: 180, y: 700, width: 30, height: 30)))
        let strip = RedirectView(frame: CGRect(x: 0, y: 680, width: 390, height: 70))
        _ = s.add(strip)
        strip.redirectTarget = small
        #expect(s.hit(5, 690) === small)
        #expect(s.hit(195, 715) === small)
        #expect(s.hit(5, 750) === s.window)  // the strip's max edge
        strip.redirectTarget = nil
        #expect(s.hit(5, 690) === strip)
    }

    @Test("a cell answers for its chip")
    func chipCell() {
        let s = Screen()
        let cell = ChipCell(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        _ = s.add(cell)
        #expect(s.hit(10, 110) === cell)
        #expect(s.hit(39.999, 129.999) === cell)
        #expect(s.hit(200, 130) === cell)
        #expect(s.hit(200, 160) === s.window)
        #expect(cell.chip.superview === cell)
    }

    @Test("subviews outside the bounds stay tappable; the hand-written alpha test is <= 0.01")
    func outOfBounds() {
        let s = Screen()
        let bar = OutOfBoundsView(frame: CGRect(x: 0, y: 300, width: 390, height: 50))
        _ = s.add(bar)
        let bubble = s.add(UIButton(frame: CGRect(x: 170, y: -30, width: 50, height: 50)), to: bar)
        #expect(s.hit(180, 275) === bubble)  // above the bar, inside the bubble
        #expect(s.hit(10, 320) === bar)
        #expect(s.hit(10, 290) === s.window)
        bar.alpha = 0.01  // UIKit would still hit it (0.01 is not < 0.01); this walk does not
        #expect(s.hit(10, 320) === s.window)
        #expect(s.hit(180, 275) === s.window)
    }

    @Test("a stack is inside only where an arranged subview's own point(inside:) says so")
    func arrangedStack() {
        let s = Screen()
        let stack = ArrangedStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        _ = s.add(stack)
        let a = OvalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(s.hit(50, 50) === a)
        #expect(s.hit(2, 2) === s.window)  // a's oval says no, so the stack does too
        #expect(s.hit(150, 50) === s.window)  // the gap
        #expect(s.hit(250, 50) === b)
    }

    @Test("an override that runs before UIKit's gates answers even when hidden or transparent")
    func beforeTheGates() {
        let s = Screen()
        let v = AlwaysHittableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = s.add(v)
        v.isHidden = true
        #expect(s.hit(50, 50) === v)
        v.isHidden = false
        v.alpha = 0
        v.isUserInteractionEnabled = false
        #expect(s.hit(50, 50) === v)
        #expect(s.hit(100, 50) === s.window)
    }

    @Test("a user's class inside a hidden ancestor is never asked")
    func hiddenAncestor() {
        let s = Screen()
        let parent = s.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let v = AlwaysHittableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = s.add(v, to: parent)
        parent.isHidden = true
        #expect(s.hit(50, 50) === s.window)
    }
}

import HitChainDelivery
import HitChainKit
import HitChainScene
import HitChainUIKit
import Testing

@Suite("Layout as UIKit does it: setNeedsLayout, layoutIfNeeded, layoutSubviews before delivery")
struct LayoutTests {
    @Test("layoutIfNeeded lays out a new view once; again only after it is marked")
    func layoutIfNeededOnce() {
        let (_, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        card.layoutIfNeeded()
        #expect(card.layoutCount == 1)
        #expect(card.closeButton.frame == CGRect(x: 256, y: 0, width: 44, height: 44))
        card.layoutIfNeeded()
        #expect(card.layoutCount == 1)
        card.setNeedsLayout()
        #expect(card.layoutCount == 1)  // setNeedsLayout only makes a note
        card.layoutIfNeeded()
        #expect(card.layoutCount == 2)
    }

    @Test("a size change needs layout; a move does not")
    func sizeChangesMark() {
        let (_, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        card.layoutIfNeeded()
        card.frame.origin = CGPoint(x: 10, y: 10)
        card.center = CGPoint(x: 200, y: 300)
        card.layoutIfNeeded()
        #expect(card.layoutCount == 1)
        card.bounds.size.width = 200
        card.layoutIfNeeded()
        #expect(card.layoutCount == 2)
        #expect(card.closeButton.frame.minX == 156)
        card.frame = card.frame.insetBy(dx: 10, dy: 10)
        card.layoutIfNeeded()
        #expect(card.layoutCount == 3)
    }

    @Test("adding or removing a subview needs layout of a user's class")
    func subviewChangesMark() {
        let (_, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        card.layoutIfNeeded()
        let extra = UIView(frame: .zero)
        card.addSubview(extra)
        card.layoutIfNeeded()
        #expect(card.layoutCount == 2)
        extra.removeFromSuperview()
        card.layoutIfNeeded()
        #expect(card.layoutCount == 3)
    }

    @Test("parents are laid out before their subviews, back to front")
    func order() {
        var log: [String] = []
        let (_, window) = makeScreen()
        func make(_ label: String, in parent: UIView) -> LoggingLayoutView {
            let v = LoggingLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.mark = label
            v.log = { log.append($0) }
            parent.addSubview(v)
            return v
        }
        let a = make("a", in: window)
        let a1 = make("a1", in: a)
        _ = make("a2", in: a)
        _ = make("a1x", in: a1)
        _ = make("b", in: window)
        window.layoutIfNeeded()
        #expect(log == ["a", "a1", "a1x", "a2", "b"])
    }

    @Test("a touch is delivered after layout: the hit area layout computes is the one tested")
    func layoutBeforeTheTouch() {
        let (app, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        window.addSubview(card)
        #expect(card.layoutCount == 0)
        let touches = EventSynthesizer(application: app)
        let trace = touches.fingerTap(at: CGPoint(x: 310, y: 110))  // over the close button
        #expect(card.layoutCount == 1)
        let lines = trace.map(\.line)
        let layout = lines.firstIndex { $0.contains("layoutSubviews") }
        let hit = lines.firstIndex { $0.contains("hit-test") }
        #expect(layout != nil && hit != nil && layout! < hit!, "\(lines)")
        let button = ResponderID(card.closeButton)
        #expect(trace.contains { if case .hitTest(_, _, button?, _) = $0 { return true } else { return false } })
        #expect(window.hitTest(CGPoint(x: 310, y: 110), with: nil) === card.closeButton)
        card.bounds.size = CGSize(width: 100, height: 100)  // about its center: frame (120, 150, 100, 100)
        let p = CGPoint(x: 215, y: 200)  // in the card's old tappable area, not its new one
        #expect(window.hitTest(p, with: nil) === card)  // not laid out yet
        let second = touches.fingerTap(at: p)
        #expect(card.layoutCount == 2)
        #expect(window.hitTest(p, with: nil) === window)
        let windowID = ResponderID(window)
        #expect(second.contains { if case .hitTest(_, _, windowID?, _) = $0 { return true } else { return false } })
        #expect(card.closeButton.frame.minX == 56)
    }

    @Test("only a user's class is traced; the package's views lay out nothing")
    func onlyUserClassesTraced() {
        let (app, window) = makeScreen()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(plain)
        plain.setNeedsLayout()
        let trace = EventSynthesizer(application: app).fingerTap(at: CGPoint(x: 50, y: 50))
        #expect(!trace.contains { $0.line.contains("layoutSubviews") })
        #expect(!app.hasPendingLayout)
    }

    @Test("a view laid out outside a window waits until it is in one")
    func outsideAWindow() {
        let (app, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let touches = EventSynthesizer(application: app)
        touches.wait(0.1)
        #expect(card.layoutCount == 0)
        window.addSubview(card)
        #expect(app.hasPendingLayout)
        touches.wait(0.1)
        #expect(card.layoutCount == 1)
    }

    @Test("layout that never settles is bounded per event; the event is still delivered")
    func restless() {
        let (app, window) = makeScreen()
        let v = RestlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let trace = EventSynthesizer(application: app).fingerDown(at: CGPoint(x: 50, y: 50))
        #expect(v.passes == UIApplication.layoutRounds)
        #expect(trace.contains { $0.line.contains("hit-test") })
    }

    @Test("layoutIfNeeded on a 100 000-deep chain of user classes needs no deep stack")
    func deepChain() {
        var leaf: UIView = LoggingLayoutView(frame: .zero)
        let bottom = leaf
        for _ in 1..<100_000 {
            let parent = LoggingLayoutView(frame: .zero)
            parent.addSubview(leaf)
            leaf = parent
        }
        var count = 0
        var cursor: UIView? = bottom
        while let v = cursor {
            (v as? LoggingLayoutView)?.log = { _ in count += 1 }
            cursor = v.superview
        }
        leaf.layoutIfNeeded()
        #expect(count == 100_000)
    }

    @Test("a snapshot says which user's views are due layout, and its scene lays them out as the app would")
    func snapshotKeepsNeedsLayout() throws {
        let (app, window) = makeScreen()
        let card = CardWithCloseButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        let before = HCScene(snapshotOf: app)
        #expect(before.views.filter(\.needsLayout).map(\.className) == ["CardWithCloseButton"])
        let text = SceneEncoder().encode(before)
        #expect(text.contains("needsLayout"))
        #expect(try SceneDecoder().decode(text) == before)
        card.layoutIfNeeded()
        #expect(HCScene(snapshotOf: app).views.allSatisfy { !$0.needsLayout })
    }
}

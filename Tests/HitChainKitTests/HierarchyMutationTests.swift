import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Mutations keep `next` right.
@Suite("Responder graph mutations")
struct HierarchyMutationTests {
    let app: UIApplication

    init() throws {
        app = try loadApp("seed-004.json")
    }

    func chain(_ r: UIResponder) -> String { r.responderChain.map(\.name).joined(separator: " > ") }

    @Test("the scene's relationships")
    func built() {
        let root = app.named("root")
        #expect(root.next === root.viewController)
        #expect(root.viewController?.next === app.named("dropShadowView"))
        #expect(app.named("window").next === app.windowScenes.first)
        #expect(app.windowScenes.first?.next === app)
        #expect(app.next === app.delegate)
        #expect(app.delegate?.next == nil)
        #expect((app.named("window") as? UIWindow)?.rootViewController?.name == "ViewController")
    }

    @Test("add, insert at index, bring to front, send to back")
    func addAndOrder() throws {
        let b = app.named("BView")
        let d = UIView(name: "D", frame: HCRect(x: 0, y: 0, width: 50, height: 50))
        try b.checkedAddSubview(d)
        #expect(d.next === b && d.window === app.named("window"))
        let e = UIView(name: "E", frame: HCRect(x: 0, y: 0, width: 50, height: 50))
        try b.checkedInsertSubview(e, at: 0)
        #expect(b.subviews.map(\.name) == ["E", "CView", "D"])
        b.bringSubviewToFront(e)
        #expect(b.subviews.map(\.name) == ["CView", "D", "E"])
        b.sendSubviewToBack(d)
        #expect(b.subviews.map(\.name) == ["D", "CView", "E"])
        // The new front subview wins the hit-test where they overlap (B's origin is 200,200 on screen).
        #expect(app.hitName(210, 210) == "E")
    }

    @Test("moving a view between superviews and removing it")
    func move() throws {
        let c = app.named("CView")
        let a = app.named("AView")
        try a.checkedAddSubview(c)
        #expect(c.superview === a && c.next === a)
        #expect(app.named("BView").subviews.isEmpty)
        #expect(chain(c).hasPrefix("CView > AView > root > ViewController"))
        c.removeFromSuperview()
        #expect(c.next == nil && c.window == nil)
        #expect(!a.subviews.contains { $0 === c })
    }

    /// Found by the fuzzer's first-responder model: `removeFromSuperview()` on a window (which
    /// has no superview) resigned the first responder inside it.
    @Test("removeFromSuperview on a view without a superview changes nothing: a window keeps its first responder")
    func removingAWindowKeepsItsFirstResponder() throws {
        let window = try #require(app.named("window") as? UIWindow)
        let c = app.named("CView")
        c.canBecomeFirstResponderOverride = true
        #expect(c.becomeFirstResponder(rules: UIKitDeliveryRules()) == .became(previous: nil))
        window.removeFromSuperview()
        #expect(window.firstResponder === c && c.isFirstResponder)
        #expect(c.window === window)
        c.removeFromSuperview()
        #expect(window.firstResponder == nil)
    }

    @Test("cycles and windows as subviews are refused and change nothing")
    func refused() {
        let c = app.named("CView")
        let a = app.named("AView")
        #expect(throws: HierarchyError.self) { try c.checkedAddSubview(a) }
        #expect(throws: HierarchyError.self) { try a.checkedAddSubview(a) }
        #expect(throws: HierarchyError.self) { try a.checkedAddSubview(app.named("window")) }
        #expect(a.superview?.name == "root" && c.superview?.name == "BView")
    }

    @Test("present and dismiss")
    func presentAndDismiss() throws {
        let presenter = try #require(app.responder(named: "ViewController") as? UIViewController)
        let sheetView = UIView(name: "sheetRoot", frame: HCRect(x: 0, y: 0, width: 414, height: 736))
        let sheet = UIViewController(ResponderSpec(name: "sheet", className: "SheetViewController"), view: sheetView)
        let label = UIView(name: "sheetLabel", className: "UILabel", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        try sheetView.checkedAddSubview(label)
        try presenter.present(sheet, in: app.named("transitionView"))
        #expect(sheet.next === presenter)
        #expect(
            label.responderChain.classNames
                == "UILabel -> UIView -> SheetViewController -> ViewController -> UIDropShadowView -> "
                + "UITransitionView -> UIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *"
        )
        #expect(app.hitName(350, 350) == "sheetRoot")
        #expect(throws: HierarchyError.self) { try presenter.present(sheet, in: app.named("transitionView")) }
        try presenter.dismissPresented()
        #expect(sheet.next == nil && sheetView.superview == nil)
        #expect(app.hitName(350, 350) == "CView")
        #expect(throws: HierarchyError.self) { try presenter.dismissPresented() }
    }

    @Test("a child controller's next is its container view")
    func childController() throws {
        let container = app.named("AView")
        let childView = UIView(name: "childRoot", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIViewController(ResponderSpec(name: "child", className: "ChildViewController"), view: childView)
        try container.checkedAddSubview(childView)
        #expect(child.next === container)
        #expect(child.parent?.name == "ViewController")
    }
}

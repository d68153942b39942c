import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// The seeds' examples, verbatim: their logs, their chains, their walks.
@Suite("Seed examples")
struct SeedExampleTests {
    static let abc: Set<String> = ["AView", "BView", "CView"]

    @Test("seed 004: tapping CView")
    func seed004TapOnC() throws {
        let app = try loadApp("seed-004.json")
        #expect(
            app.log(350, 350, only: Self.abc) == [
                "AView --- hitTest",
                "AView --- pointInside --- Yes",
                "BView --- hitTest",
                "BView --- pointInside --- Yes",
                "CView --- hitTest",
                "CView --- pointInside --- Yes",
                "CView --- hitTest --- return CView",
                "BView --- hitTest --- return CView",
                "AView --- hitTest --- return CView",
            ])
    }

    @Test("seed 004: tapping BView outside CView")
    func seed004TapOnB() throws {
        let app = try loadApp("seed-004.json")
        #expect(
            app.log(250, 250, only: Self.abc) == [
                "AView --- hitTest",
                "AView --- pointInside --- Yes",
                "BView --- hitTest",
                "BView --- pointInside --- Yes",
                "CView --- hitTest",
                "CView --- pointInside --- No",
                "CView --- hitTest --- return (null)",
                "BView --- hitTest --- return BView",
                "AView --- hitTest --- return BView",
            ])
    }

    enum Disable: String, CaseIterable { case interaction, hidden, alphaZero }

    @Test(
        "seed 004: CView with interaction disabled, hidden or alpha 0 is skipped without pointInside",
        arguments: Disable.allCases)
    func seed004Disabled(_ how: Disable) throws {
        let app = try loadApp("seed-004.json")
        let c = app.named("CView")
        switch how {
        case .interaction: c.isUserInteractionEnabled = false
        case .hidden: c.isHidden = true
        case .alphaZero: c.alpha = 0
        }
        #expect(
            app.log(350, 350, only: Self.abc) == [
                "AView --- hitTest",
                "AView --- pointInside --- Yes",
                "BView --- hitTest",
                "BView --- pointInside --- Yes",
                "CView --- hitTest",
                "CView --- hitTest --- return (null)",
                "BView --- hitTest --- return BView",
                "AView --- hitTest --- return BView",
            ])
    }

    @Test("seed 004: the responder chain print")
    func seed004Chain() throws {
        let app = try loadApp("seed-004.json")
        #expect(
            app.named("label").responderChain.classNames
                == "UILabel -> UIView -> UIView -> ViewController -> UIDropShadowView -> UITransitionView -> "
                + "UIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *"
        )
    }

    @Test("seed 001: A ✓ → B ✗ → C ✓ → D ✗ → E ✓, so E")
    func seed001() throws {
        let app = try loadApp("seed-001-a-to-e.json")
        let names: Set = ["A", "B", "C", "D", "E"]
        let walk = app.log(200, 330, only: names).filter { $0.contains("pointInside") }
        #expect(
            walk == [
                "A (UIView) --- pointInside --- Yes",
                "B (UIView) --- pointInside --- No",
                "C (UIView) --- pointInside --- Yes",
                "D (UIView) --- pointInside --- No",
                "E (UIView) --- pointInside --- Yes",
            ])
        #expect(app.hitName(200, 330) == "E")
    }

    @Test("seed 000: A ✓ → D ✗ → B ✓ → C ✗, so B; and the out-of-bounds E is never asked")
    func seed000() throws {
        let app = try loadApp("seed-000-abcd.json")
        let names: Set = ["A", "B", "C", "D", "E"]
        let expected = [
            "A (UIView) --- pointInside --- Yes",
            "D (UIView) --- pointInside --- No",
            "B (UIView) --- pointInside --- Yes",
            "C (UIView) --- pointInside --- No",
        ]
        // Inside B, away from E.
        #expect(app.log(100, 150, only: names).filter { $0.contains("pointInside") } == expected)
        #expect(app.hitName(100, 150) == "B")
        // On E's visible part, which lies outside D: the same walk, the same answer (小心越界).
        let e = app.named("E")
        #expect(e.convertFromScreen(HCPoint(x: 200, y: 250)).map { e.geometry.bounds.contains($0) } == true)
        #expect(app.log(200, 250, only: names).filter { $0.contains("pointInside") } == expected)
        #expect(app.hitName(200, 250) == "B")
    }

    @Test("seed 002: viewC ✗ → viewB ✓ → viewB.2 ✗ → viewB.1 ✓ where viewB.1 overlaps viewA.2")
    func seed002() throws {
        let app = try loadApp("seed-002-overlap.json")
        let names: Set = ["viewA", "viewB", "viewC", "viewA.1", "viewA.2", "viewB.1", "viewB.2"]
        #expect(
            app.log(170, 250, only: names).filter { $0.contains("pointInside") } == [
                "viewC (UIView) --- pointInside --- No",
                "viewB (UIView) --- pointInside --- Yes",
                "viewB.2 (UIView) --- pointInside --- No",
                "viewB.1 (UIView) --- pointInside --- Yes",
            ])
        #expect(app.hitName(170, 250) == "viewB.1")
        // viewA.2 lies under the same point but is never asked.
        let a2 = app.named("viewA.2")
        #expect(a2.convertFromScreen(HCPoint(x: 170, y: 250)).map { a2.geometry.bounds.contains($0) } == true)
    }

    @Test("seed 000: finding a view's view controller by walking next")
    func findViewController() throws {
        let app = try loadApp("seed-004.json")
        let vc = app.named("CView").responderChain.first { $0 is UIViewController }
        #expect(vc?.name == "ViewController")
    }
}

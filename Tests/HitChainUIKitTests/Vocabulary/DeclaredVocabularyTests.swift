import Foundation
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainUIKit
import Testing

/// Each declarative override of the scene format against the UIKit code it stands for
/// (`VocabularyViews.swift`): the same screen built both ways answers the same view at every
/// point of a fine grid over it, at every edge and a hair either side; and every engine gives
/// the reference's answer on the declared screen.
@Suite("The declarative vocabulary is the UIKit code it stands for")
struct DeclaredVocabularyTests {
    /// A view's place in its window: the subview indices from the window down.
    static func place(_ view: UIView?) -> [Int]? {
        guard var v = view else { return nil }
        var path: [Int] = []
        while let s = v.superview {
            path.append(s.subviews.firstIndex { $0 === v } ?? -1)
            v = s
        }
        return path.reversed()
    }

    /// The declared screen: one 390 × 844 window holding `views` (JSON).
    static func declared(_ views: String) throws -> UIApplication {
        let json = """
            {"format": "hitchain-scene", "version": 1, "screen": {"width": 390, "height": 844, "scale": 3},
             "windows": [{"name": "window", "frame": [0, 0, 390, 844], "subviews": [\(views)]}]}
            """
        return try UIApplication(scene: try SceneDecoder().decode(Array(json.utf8), file: "declared.json"))
    }

    /// The coded screen: the same window, its subviews added by `build`.
    static func coded(_ build: (UIWindow) -> Void) -> UIApplication {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        build(window)
        return app
    }

    /// The points to try: a grid every 2.5 points over x 20…380, y 80…440, and each view's
    /// screen edges, a ten-thousandth either side.
    static func points(_ app: UIApplication) -> [HCPoint] {
        var out: [HCPoint] = []
        for x in stride(from: 20.0, through: 380, by: 2.5) {
            for y in stride(from: 80.0, through: 440, by: 2.5) { out.append(HCPoint(x: x, y: y)) }
        }
        var pending: [UIView] = app.windows
        while let v = pending.popLast() {
            pending += v.subviews
            let b = v.geometry.bounds
            let corners = [HCPoint(x: b.minX, y: b.minY), HCPoint(x: b.maxX, y: b.maxY)].map { v.convertToScreen($0) }
            let mid = v.convertToScreen(HCPoint(x: b.midX, y: b.midY))
            for c in corners {
                for d in [-1e-4, 0, 1e-4] {
                    out.append(HCPoint(x: c.x + d, y: mid.y))
                    out.append(HCPoint(x: mid.x, y: c.y + d))
                }
            }
        }
        return out
    }

    /// Both screens answer the same view at every point; every engine agrees with the
    /// reference on the declared one. Returns how many points hit something other than the
    /// window (so a case that never reaches its views fails).
    @discardableResult
    static func check(
        _ declared: UIApplication, _ coded: UIApplication, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> Int
    {
        let engines = NamedEngine.registered().map { ($0.name, $0.make(declared)) }
        var reached = 0
        for p in points(declared) {
            let want = ReferenceHitTester().hitTest(coded, screenPoint: p).view
            let got = ReferenceHitTester().hitTest(declared, screenPoint: p).view
            #expect(place(got) == place(want), "at \(p)", sourceLocation: sourceLocation)
            if let g = got, !(g is UIWindow) { reached += 1 }
            for (name, engine) in engines {
                #expect(
                    engine.hitTest(declared, screenPoint: p).view === got, "\(name) at \(p)",
                    sourceLocation: sourceLocation)
            }
        }
        #expect(reached > 20, "the views are reached", sourceLocation: sourceLocation)
        return reached
    }

    @Test("oval, circle, circle of a radius, rounded rectangle")
    func shapes() throws {
        let declared = try Self.declared(
            """
            {"name": "oval", "frame": [40, 100, 120, 60], "pointInside": "oval"},
            {"name": "circle", "frame": [200, 100, 90, 60], "pointInside": "circle"},
            {"name": "ring", "frame": [60, 220, 40, 40], "pointInside": {"circle": 36}},
            {"name": "card", "frame": [200, 220, 150, 100], "pointInside": {"roundedRect": 24}},
            {"name": "pill", "frame": [40, 340, 200, 40], "pointInside": {"roundedRect": 1000}}
            """)
        let coded = Self.coded { w in
            w.addSubview(DeclaredOvalView(frame: CGRect(x: 40, y: 100, width: 120, height: 60)))
            w.addSubview(DeclaredCircleView(frame: CGRect(x: 200, y: 100, width: 90, height: 60)))
            let ring = DeclaredCircleView(frame: CGRect(x: 60, y: 220, width: 40, height: 40))
            ring.radius = 36
            w.addSubview(ring)
            let card = DeclaredRoundedView(frame: CGRect(x: 200, y: 220, width: 150, height: 100))
            card.cornerRadius = 24
            w.addSubview(card)
            let pill = DeclaredRoundedView(frame: CGRect(x: 40, y: 340, width: 200, height: 40))
            pill.cornerRadius = 1000
            w.addSubview(pill)
        }
        Self.check(declared, coded)
    }

    @Test("a minimum size around the centre, for a small view and a large one")
    func minimumSize() throws {
        let declared = try Self.declared(
            """
            {"name": "small", "frame": [100, 150, 20, 10], "pointInside": {"minimumSize": [44, 44]}},
            {"name": "large", "frame": [200, 150, 80, 60], "pointInside": {"minimumSize": [44, 44]}},
            {"name": "wide", "frame": [100, 300, 10, 10], "pointInside": {"minimumSize": [120, 0]}}
            """)
        let coded = Self.coded { w in
            w.addSubview(DeclaredMinimumSizeView(frame: CGRect(x: 100, y: 150, width: 20, height: 10)))
            w.addSubview(DeclaredMinimumSizeView(frame: CGRect(x: 200, y: 150, width: 80, height: 60)))
            let wide = DeclaredMinimumSizeView(frame: CGRect(x: 100, y: 300, width: 10, height: 10))
            wide.minimumSize = CGSize(width: 120, height: 0)
            w.addSubview(wide)
        }
        Self.check(declared, coded)
    }

    @Test("another view's bounds as the touch area: a checkbox tappable over its whole row")
    func boundsOf() throws {
        let declared = try Self.declared(
            """
            {"name": "row", "frame": [20, 150, 350, 60], "subviews": [
              {"name": "check", "frame": [10, 20, 20, 20], "pointInside": {"boundsOf": "row"}}]},
            {"name": "scrolled", "frame": [20, 300, 300, 100], "boundsOrigin": [0, 30], "subviews": [
              {"name": "small", "center": [105, 45], "size": [10, 10], "transform": [2, 0, 0, 2, 0, 0],
               "pointInside": {"boundsOf": "scrolled"}}]}
            """)
        let coded = Self.coded { w in
            let row = UIView(frame: CGRect(x: 20, y: 150, width: 350, height: 60))
            w.addSubview(row)
            let check = DeclaredBoundsOfView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
            check.touchArea = row
            row.addSubview(check)
            let scrolled = UIView(frame: CGRect(x: 20, y: 300, width: 300, height: 100))
            scrolled.bounds.origin = CGPoint(x: 0, y: 30)
            w.addSubview(scrolled)
            let small = DeclaredBoundsOfView(frame: CGRect(x: 100, y: 40, width: 10, height: 10))
            small.transform = CGAffineTransform(scaleX: 2, y: 2)
            small.touchArea = scrolled
            scrolled.addSubview(small)
        }
        Self.check(declared, coded)
    }

    @Test("inside where a subview's own point(inside:) says so, through shaped and nested subviews")
    func subviewsPointInside() throws {
        let declared = try Self.declared(
            """
            {"name": "group", "frame": [40, 120, 300, 300], "pointInside": "subviewsPointInside", "subviews": [
              {"name": "dot", "frame": [-20, -20, 60, 60], "pointInside": "oval"},
              {"name": "inner", "frame": [150, 150, 100, 100], "pointInside": "subviewsPointInside", "subviews": [
                {"name": "far", "frame": [80, 80, 60, 40]}]}]}
            """)
        let coded = Self.coded { w in
            let group = DeclaredSubviewsInsideView(frame: CGRect(x: 40, y: 120, width: 300, height: 300))
            w.addSubview(group)
            group.addSubview(DeclaredOvalView(frame: CGRect(x: -20, y: -20, width: 60, height: 60)))
            let inner = DeclaredSubviewsInsideView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
            group.addSubview(inner)
            inner.addSubview(UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 40)))
        }
        Self.check(declared, coded)
    }

    @Test("redirect: a paging container hands its own touches to the scroll view inside it")
    func redirect() throws {
        let declared = try Self.declared(
            """
            {"name": "container", "frame": [0, 100, 390, 200], "hitTest": {"redirectTo": "pager"}, "subviews": [
              {"name": "pager", "frame": [95, 0, 200, 200], "subviews": [
                {"name": "page", "frame": [10, 10, 180, 180]}]},
              {"name": "badge", "frame": [10, 10, 40, 40]}]},
            {"name": "hiddenHost", "frame": [0, 320, 390, 100], "hidden": true, "hitTest": {"redirectTo": "pager"}}
            """)
        let coded = Self.coded { w in
            let container = DeclaredRedirectView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            w.addSubview(container)
            let pager = UIView(frame: CGRect(x: 95, y: 0, width: 200, height: 200))
            container.addSubview(pager)
            pager.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180)))
            container.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)))
            container.target = pager
            let hiddenHost = DeclaredRedirectView(frame: CGRect(x: 0, y: 320, width: 390, height: 100))
            hiddenHost.isHidden = true
            hiddenHost.target = pager
            w.addSubview(hiddenHost)
        }
        Self.check(declared, coded)
    }

    @Test("only some subviews are asked; the others, and all under them, never answer")
    func onlySubviews() throws {
        let declared = try Self.declared(
            """
            {"name": "overlay", "frame": [20, 100, 350, 320], "hitTest": {"onlySubviews": ["close", "panel"]},
             "subviews": [
              {"name": "panel", "frame": [20, 20, 200, 200], "subviews": [
                {"name": "inner", "frame": [10, 10, 50, 50]}]},
              {"name": "decoration", "frame": [0, 0, 350, 320]},
              {"name": "close", "frame": [300, 0, 50, 50]}]}
            """)
        let coded = Self.coded { w in
            let overlay = DeclaredOnlySubviewsView(frame: CGRect(x: 20, y: 100, width: 350, height: 320))
            w.addSubview(overlay)
            let panel = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
            overlay.addSubview(panel)
            panel.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
            overlay.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 320)))
            let close = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
            overlay.addSubview(close)
            overlay.listed = [close, panel]
        }
        Self.check(declared, coded)
    }

    @Test("self when inside: before the hidden, alpha and interaction gates, and without subviews")
    func selfWhenInside() throws {
        let declared = try Self.declared(
            """
            {"name": "catcher", "frame": [20, 100, 200, 150], "hidden": true, "hitTest": "selfWhenInside",
             "subviews": [{"name": "child", "frame": [10, 10, 50, 50]}]},
            {"name": "ghost", "frame": [150, 200, 200, 200], "alpha": 0, "userInteractionEnabled": false,
             "hitTest": "selfWhenInside", "pointInside": "oval"}
            """)
        let coded = Self.coded { w in
            let catcher = DeclaredSelfWhenInsideView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
            catcher.isHidden = true
            w.addSubview(catcher)
            catcher.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
            let ghost = DeclaredGhostView(frame: CGRect(x: 150, y: 200, width: 200, height: 200))
            ghost.alpha = 0
            ghost.isUserInteractionEnabled = false
            w.addSubview(ghost)
        }
        Self.check(declared, coded)
    }

    @Test("the vocabulary reads and writes back; bad values are refused with the field")
    func roundTrip() throws {
        let declared = try Self.declared(
            """
            {"name": "a", "frame": [0, 0, 10, 10], "pointInside": {"circle": 3}, "hitTest": {"redirectTo": "b"}},
            {"name": "b", "frame": [0, 0, 10, 10], "pointInside": {"boundsOf": "a"},
             "hitTest": {"onlySubviews": ["c"]}, "subviews": [{"name": "c", "frame": [0, 0, 1, 1],
             "pointInside": {"minimumSize": [44, 40]}, "hitTest": "selfWhenInside"}]},
            {"name": "d", "frame": [0, 0, 10, 10], "pointInside": "subviewsPointInside"}
            """)
        var scene = HCScene(snapshotOf: declared)
        let again = try SceneDecoder().decode(Array(SceneEncoder().encode(scene).utf8), file: nil)
        #expect(again == scene)
        // A listed view that is not a subview is never asked: written without it, it reads back.
        let b = try #require(scene.views.firstIndex { $0.name == "b" }),
            a = try #require(scene.views.firstIndex { $0.name == "a" })
        guard case .onlySubviews(let listed) = scene.views[b].hitTest else {
            Issue.record("b lists subviews")
            return
        }
        scene.views[b].hitTest = .onlySubviews(listed + [a])
        let written = try SceneDecoder().decode(Array(SceneEncoder().encode(scene).utf8), file: nil)
        #expect(written.views.first { $0.name == "b" }?.hitTest == .onlySubviews(listed))
        for (bad, problem) in [
            (#"{"name": "x", "frame": [0, 0, 1, 1], "pointInside": {"circle": -1}}"#, "not negative"),
            (#"{"name": "x", "frame": [0, 0, 1, 1], "pointInside": {"boundsOf": "nobody"}}"#, "no view is named"),
            (#"{"name": "x", "frame": [0, 0, 1, 1], "pointInside": {"oval": 1}}"#, "pointInside"),
            (#"{"name": "x", "frame": [0, 0, 1, 1], "hitTest": {"onlySubviews": ["window"]}}"#, "not a subview"),
            (#"{"name": "x", "frame": [0, 0, 1, 1], "hitTest": {"redirectTo": 3}}"#, "hitTest"),
        ] {
            do {
                _ = try Self.declared(bad)
                Issue.record("accepted \(bad)")
            } catch {
                #expect("\(error)".contains(problem), "\(error)")
            }
        }
    }
}

/// `"hitTest": "selfWhenInside", "pointInside": "oval"` together.
final class DeclaredGhostView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }
}

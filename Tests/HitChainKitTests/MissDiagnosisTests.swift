import HitChainGeometry
import HitChainKit
import HitChainTestSupport
import Testing

/// `MissDiagnosis`: every reason docs/semantics.md gives for a touch not reaching a view,
/// each produced by a scene, with the view responsible named.
@Suite("MissDiagnosis: why a view did not get the touch")
struct MissDiagnosisTests {
    /// One scene with a case of every rule. Screen 400 × 800; `alert` is a second window in front
    /// over the bottom strip (y ≥ 700).
    static let scene = """
        {"format": "hitchain-scene", "version": 1, "screen": {"width": 400, "height": 800, "scale": 2},
         "windows": [
          {"name": "window", "frame": [0, 0, 400, 800], "subviews": [
            {"name": "root", "frame": [0, 0, 400, 800], "subviews": [
              {"name": "hiddenParent", "frame": [0, 0, 100, 100], "hidden": true, "subviews": [
                {"name": "inHidden", "frame": [10, 10, 50, 50]}]},
              {"name": "fadedParent", "frame": [100, 0, 100, 100], "alpha": 0.01, "subviews": [
                {"name": "inFaded", "frame": [10, 10, 50, 50]}]},
              {"name": "frozen", "frame": [200, 0, 100, 100], "userInteractionEnabled": false},
              {"name": "offButton", "className": "UIButton", "frame": [300, 0, 100, 100], "enabled": false,
               "subviews": [{"name": "offIcon", "frame": [10, 10, 20, 20]}]},
              {"name": "card", "frame": [0, 100, 100, 100], "subviews": [
                {"name": "badge", "frame": [80, -10, 40, 40]}]},
              {"name": "under", "frame": [100, 100, 100, 100]},
              {"name": "cover", "frame": [100, 100, 100, 100], "pointInside": "never"},
              {"name": "overlay", "frame": [100, 100, 100, 100]},
              {"name": "glass", "frame": [200, 100, 100, 100], "hitTest": "passThrough"},
              {"name": "slop", "frame": [300, 100, 40, 40], "pointInside": {"insetBy": [10, 10, 10, 10]}},
              {"name": "box", "frame": [0, 200, 100, 100], "hitTest": "selfOnly", "subviews": [
                {"name": "boxChild", "frame": [10, 10, 50, 50]}]},
              {"name": "strip", "frame": [100, 200, 100, 100], "pointInside": "overSubviews", "subviews": [
                {"name": "stripItem", "frame": [0, 0, 20, 20]}]},
              {"name": "target", "frame": [200, 200, 50, 50]},
              {"name": "forwarder", "frame": [200, 200, 100, 100], "hitTest": {"forwardTo": "target"}, "subviews": [
                {"name": "forwarderChild", "frame": [60, 60, 30, 30]}]},
              {"name": "flat", "center": [50, 350], "size": [100, 100], "transform": [0, 0, 0, 0, 0, 0], "subviews": [
                {"name": "inFlat", "frame": [0, 0, 10, 10]}]},
              {"name": "bottom", "frame": [0, 700, 400, 100]}
            ]}]},
          {"name": "alert", "frame": [0, 700, 400, 100], "level": 2000, "subviews": [
            {"name": "alertBody", "frame": [0, 0, 400, 100]}]},
          {"name": "ghostWindow", "frame": [0, 0, 400, 800], "level": 3000, "hidden": true, "subviews": [
            {"name": "inGhost", "frame": [0, 0, 400, 800]}]}
         ]}
        """

    let app: UIApplication
    init() throws { app = try HitChainTestSupport.app(fromJSON: Self.scene) }

    func diagnose(_ name: String, _ x: Double, _ y: Double) -> MissDiagnosis {
        var steps: [HitTestStep] = []
        let result = ReferenceHitTester { steps.append($0) }.hitTest(app, screenPoint: HCPoint(x: x, y: y))
        return MissDiagnosis(
            view: app.named(name), screenPoint: HCPoint(x: x, y: y), application: app, steps: steps, result: result)
    }

    @Test("an ancestor hidden")
    func hiddenAncestor() {
        let d = diagnose("inHidden", 20, 20)
        #expect(d.reason.kind == .hidden)
        #expect(d.reason.responsible?.name == "hiddenParent")
        #expect(d.reason.sentence(for: d.view).contains("its ancestor hiddenParent is hidden"))
    }

    @Test("an ancestor transparent: alpha 0.01 is stored as a Float below 0.01")
    func transparentAncestor() {
        let d = diagnose("inFaded", 120, 20)
        #expect(d.reason.kind == .transparent)
        #expect(d.reason.responsible?.name == "fadedParent")
        #expect(d.reason.sentence(for: d.view).contains("Float"))
    }

    @Test("the view's own userInteractionEnabled = NO")
    func interactionOff() {
        let d = diagnose("frozen", 250, 50)
        #expect(d.reason.kind == .userInteractionDisabled)
        #expect(d.reason.responsible === d.view)
    }

    @Test("a disabled control keeps the touch from its subviews")
    func disabledControl() {
        let d = diagnose("offIcon", 315, 15)
        #expect(d.reason.kind == .disabledControl)
        #expect(d.reason.responsible?.name == "offButton")
    }

    @Test("a child sticking out of its parent is not hit outside the parent's bounds")
    func sticksOut() {
        let d = diagnose("badge", 90, 95)  // inside badge (80…120, 90…130), above card (y ≥ 100)
        #expect(d.reason.kind == .outsideAncestor)
        #expect(d.reason.responsible?.name == "card")
        #expect(d.reason.sentence(for: d.view).contains("badge sticks out of card"))
    }

    @Test("the point outside the view itself")
    func outsideItself() {
        let d = diagnose("target", 5, 5)
        #expect(d.reason.kind == .outside)
        #expect(d.reason.responsible === d.view)
        #expect(d.reason.sentence(for: d.view) == "the point is outside target's bounds")
        let f = diagnose("slop", 335, 105)  // inside its frame, outside its inset hit area
        #expect(f.reason.kind == .outside)
        #expect(f.reason.sentence(for: f.view).contains("inset"))
    }

    @Test("a view in front took the touch, named, with its override")
    func viewInFront() {
        let d = diagnose("under", 150, 150)
        #expect(d.reason.kind == .viewInFront)
        #expect(d.reason.responsible?.name == "overlay")
        let e = diagnose("overlay", 150, 150)
        #expect(e.reason.kind == .hit)
    }

    @Test("an override that never answers inside: the view's own")
    func never() {
        app.named("overlay").isHidden = true
        let d = diagnose("cover", 150, 150)
        #expect(d.reason.kind == .outside)
        #expect(d.reason.sentence(for: d.view).contains("always answers NO"))
        #expect(diagnose("under", 150, 150).reason.kind == .hit)
    }

    @Test("a pass-through override answers nil for the view itself")
    func passThrough() {
        let d = diagnose("glass", 250, 150)
        #expect(d.reason.kind == .passThrough)
        #expect(d.reason.responsible?.name == "glass")
    }

    @Test("an ancestor that keeps touches from its subviews (selfOnly)")
    func selfOnly() {
        let d = diagnose("boxChild", 20, 220)
        #expect(d.reason.kind == .selfOnly)
        #expect(d.reason.responsible?.name == "box")
    }

    @Test("pointInside only over the subviews: the parent's own area does not count")
    func overSubviews() {
        let d = diagnose("strip", 180, 280)
        #expect(d.reason.kind == .outside)
        #expect(d.reason.sentence(for: d.view).contains("subviews' frames"))
        #expect(diagnose("strip", 105, 205).reason.kind == .descendantHit)
    }

    @Test("a forwarding override sends the touch elsewhere")
    func forwarded() {
        let d = diagnose("forwarderChild", 270, 270)  // outside the forward's target: the usual walk
        #expect(d.reason.kind == .hit)
        let e = diagnose("forwarderChild", 210, 210)
        #expect(e.reason.kind == .forwarded)
        #expect(e.reason.responsible?.name == "forwarder")
        #expect(e.reason.sentence(for: e.view).contains("forwards the touch to target"))
    }

    @Test("a window in front answered first")
    func windowInFront() {
        let d = diagnose("bottom", 50, 750)
        #expect(d.reason.kind == .windowInFront)
        #expect(d.reason.responsible?.name == "alert")
    }

    @Test("a hidden window is skipped; a view in it is kept away by its window")
    func hiddenWindow() {
        let d = diagnose("inGhost", 50, 50)
        #expect(d.reason.kind == .hidden)
        #expect(d.reason.responsible?.name == "ghostWindow")
        #expect(d.reason.sentence(for: d.view).contains("its window ghostWindow"))
    }

    @Test("a singular transform on the way")
    func singular() {
        let d = diagnose("inFlat", 50, 350)
        #expect(d.reason.kind == .singularTransform)
        #expect(d.reason.responsible?.name == "flat")
    }

    @Test("a view not in a window")
    func detached() {
        let v = app.named("frozen")
        v.removeFromSuperview()
        #expect(diagnose("frozen", 250, 50).reason.kind == .notInWindow)
    }

    @Test("also lists what would still block further down: fix them all at once")
    func alsoBlocking() {
        app.named("card").isHidden = true
        let d = diagnose("badge", 90, 95)
        #expect(d.reason.kind == .hidden)
        #expect(d.alsoBlocking.isEmpty)
        let e = diagnose("inHidden", 90, 90)  // hidden parent, and outside inHidden (10…60)
        #expect(e.reason.kind == .hidden)
        #expect(e.alsoBlocking.map(\.kind) == [.outside])
    }
}

import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// The override recipes of seeds 000, 002, 003 and 004, on Corpus/scenes/recipes-overrides.json.
@Suite("Override recipes")
struct OverrideRecipeTests {
    let app: UIApplication

    init() throws {
        app = try loadApp("recipes-overrides.json")
    }

    @Test("expanded button: insets of -15 (seed 004) grow the area, with CGRect's edges")
    func hitSlop() {
        #expect(app.hitName(25, 50) == "smallButton")
        #expect(app.hitName(25.0.nextDown, 50) == "root")
        #expect(app.hitName(85.0.nextDown, 84.9) == "smallButton")
        #expect(app.hitName(85, 50) == "root")
        // seed 002's MyButton: inset 45 − 78 = −33.
        #expect(app.hitName(267, 100) == "myButton")
        #expect(app.hitName(266.9, 100) == "root")
    }

    @Test("children outside the parent: pointInside over subviews' frames")
    func childrenOutside() {
        #expect(app.hitName(180, 580) == "bulgeButton")
        // The tab bar's own bounds do not count.
        #expect(app.hitName(10, 620) == "root")
    }

    @Test("skip a level (seed 004): B only answers over its subviews")
    func skipALevel() {
        #expect(app.hitName(150, 300) == "levelC")
        #expect(app.hitName(80, 210) == "levelA")
    }

    @Test("never inside: the view and its subtree stop receiving touches")
    func neverInside() {
        #expect(app.hitName(35, 485) == "root")
        #expect(app.hitName(100, 550) == "root")
    }

    @Test("self only: the view is hit, its subviews are not")
    func selfOnly() {
        #expect(app.hitName(215, 485) == "boxOnly")
        #expect(app.hitName(300, 550) == "boxOnly")
    }

    @Test("forward to a button under a scroll view (seed 003)")
    func forward() {
        #expect(app.hitName(160, 120) == "underButton")
        // Outside the button the scroll view answers as usual, scrolled by its bounds origin.
        #expect(app.hitName(135, 120) == "scrollContent")
    }

    @Test("forwarding runs before the view's own checks and ignores the target's flags")
    func forwardIgnoresFlags() {
        app.named("underButton").isHidden = true
        #expect(app.hitName(160, 120) == "underButton")
        app.named("scrollView").isHidden = true
        #expect(app.hitName(160, 120) == "underButton")
        #expect(app.hitName(135, 120) == "root")
    }

    @Test("pass-through mask (seed 003): touches reach what lies below, the mask's subviews still get theirs")
    func passThrough() {
        #expect(app.hitName(300, 60) == "myButton")
        #expect(app.hitName(100, 10) == "maskBanner")
        #expect(app.hitName(300, 300) == "levelA")
    }
}

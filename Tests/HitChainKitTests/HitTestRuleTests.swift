import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Edge cases of docs/semantics.md's rules.
@Suite("Reference hit-test rules")
struct HitTestRuleTests {
    func single(_ fields: String) throws -> UIApplication {
        try app(
            fromJSON: """
                { "format": "hitchain-scene", "version": 1,
                  "windows": [ { "name": "window", "frame": [0, 0, 375, 667], "subviews": [
                    { "name": "v", "frame": [100, 100, 50, 50], \(fields),
                      "subviews": [ { "name": "child", "frame": [10, 10, 10, 10] } ] }
                  ] } ] }
                """)
    }

    @Test(
        "alpha is a Float compared as Double(alpha) < 0.01",
        arguments: [
            (0.01, "window"), (0.0099999, "window"), (0.0100001, "child"), (0.0, "window"), (1.0, "child"),
        ])
    func alphaThreshold(alpha: Double, expected: String) throws {
        let app = try single("\"alpha\": \(alpha)")
        #expect(app.hitName(115, 115) == expected)
    }

    @Test("a disabled control and its subviews are not returned; touches pass below")
    func disabledControl() throws {
        let app = try single("\"className\": \"UIButton\", \"enabled\": false")
        #expect(app.hitName(115, 115) == "window")
        app.named("v").isControlEnabled = true
        #expect(app.hitName(115, 115) == "child")
    }

    @Test("UILabel starts with interaction disabled")
    func labelDefaults() throws {
        let app = try single("\"className\": \"UILabel\"")
        #expect(app.hitName(115, 115) == "window")
    }

    @Test("a singular transform contains no point, nor do its subviews")
    func singular() throws {
        let app = try app(
            fromJSON: """
                { "format": "hitchain-scene", "version": 1,
                  "windows": [ { "name": "window", "frame": [0, 0, 375, 667], "subviews": [
                    { "name": "flat", "center": [100, 100], "size": [50, 50], "transform": [0, 0, 0, 1, 0, 0],
                      "subviews": [ { "name": "child", "frame": [0, 0, 50, 50] } ] }
                  ] } ] }
                """)
        #expect(app.hitName(100, 100) == "window")
        #expect(app.hitName(75, 75) == "window")
    }

    @Test("rotation and scroll offsets move subviews exactly")
    func transformAndScroll() throws {
        let app = try app(
            fromJSON: """
                { "format": "hitchain-scene", "version": 1,
                  "windows": [ { "name": "window", "frame": [0, 0, 375, 667], "subviews": [
                    { "name": "rotated", "center": [150, 150], "size": [100, 20], "transform": [0, 1, -1, 0, 0, 0] },
                    { "name": "scroll", "frame": [0, 300, 375, 200], "boundsOrigin": [0, 1000],
                      "subviews": [ { "name": "row", "frame": [0, 1000, 375, 44] } ] }
                  ] } ] }
                """)
        #expect(app.hitName(150, 100) == "rotated")
        #expect(app.hitName(150, 200) == "window")
        // A quarter turn maps local y to screen −x: the local max-y edge (out) lands at
        // screen x 140 and the local min-y edge (in) at 160.
        #expect(app.hitName(140, 150) == "window")
        #expect(app.hitName(140.0.nextUp, 150) == "rotated")
        #expect(app.hitName(160, 150) == "rotated")
        #expect(app.hitName(160.0.nextUp, 150) == "window")
        #expect(app.hitName(10, 300) == "row")
        #expect(app.hitName(10, 344) == "scroll")
    }

    @Test("windows: higher level first, later-ordered first among equals, hidden ones skipped")
    func windowOrder() throws {
        let app = try app(
            fromJSON: """
                { "format": "hitchain-scene", "version": 1,
                  "windows": [
                    { "name": "alert", "frame": [0, 0, 100, 100], "level": 2000 },
                    { "name": "back", "frame": [0, 0, 375, 667] },
                    { "name": "front", "frame": [0, 0, 200, 200] }
                  ], "keyWindow": "back" }
                """)
        #expect(app.hitName(50, 50) == "alert")
        #expect(app.hitName(150, 150) == "front")
        #expect(app.hitName(300, 300) == "back")
        app.named("alert").isHidden = true
        #expect(app.hitName(50, 50) == "front")
        #expect(app.hitName(-1, 50) == "(null)")
        #expect(app.keyWindow?.name == "back")
    }

    @Test("a window with an origin converts screen points by p − frame.origin")
    func windowOrigin() throws {
        let app = try app(
            fromJSON: """
                { "format": "hitchain-scene", "version": 1,
                  "windows": [ { "name": "w", "frame": [100, 100, 50, 50],
                                 "subviews": [ { "name": "v", "frame": [0, 0, 10, 10] } ] } ] }
                """)
        #expect(app.hitName(100, 100) == "v")
        #expect(app.hitName(99.99, 100) == "(null)")
    }

    @Test("hit-testing is pure: asking again changes nothing")
    func pure() throws {
        let app = try loadApp("recipes-overrides.json")
        let points = [(160.0, 120.0), (180, 580), (100, 10), (25, 50)]
        let first = points.map { app.hitName($0.0, $0.1) }
        let second = points.map { app.hitName($0.0, $0.1) }
        #expect(first == second)
    }

    @Test("a chain 100 000 views deep gets an answer and is freed without a stack overflow")
    func deepChain() throws {
        let n = 100_000
        var scene = HCScene()
        scene.views = (0..<n).map { i in
            ViewSpec(
                name: "v\(i)", className: i == 0 ? "UIWindow" : "UIView",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 10, height: 10)),
                subviews: i + 1 < n ? [i + 1] : [])
        }
        scene.windows = [WindowSpec(view: 0)]
        var app: UIApplication? = try UIApplication(
            scene: scene, limits: SceneLimits(maxDepth: n, maxViews: n, maxMagnitude: 1e9))
        #expect(app?.hitName(5, 5) == "v\(n - 1)")
        #expect(app?.named("v\(n - 1)").responderChain.reduce(0) { c, _ in c + 1 } == n + 2)
        app = nil
        #expect(app == nil)
    }
}

import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Cases found in review, pinned.
@Suite("Application from a scene: hidden windows that forward, scene checks")
struct ApplicationSceneTests {
    @Test("a hidden window is skipped even when it forwards; a forward's answer reports the target's window")
    func hiddenForwardingWindow() throws {
        let text = """
            {"format":"hitchain-scene","version":1,"windows":[
             {"name":"w","frame":[0,0,390,844],"subviews":[{"name":"t","frame":[0,0,100,100]}]},
             {"name":"top","frame":[0,0,390,844],"level":100,"hidden":true,"hitTest":{"forwardTo":"t"}}],\
            "keyWindow":"w"}
            """
        let app = try app(fromJSON: text)
        #expect(app.hitName(10, 10) == "t")
        #expect(ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 10, y: 10)).window?.name == "w")
        app.named("top").isHidden = false
        let result = ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: 10, y: 10))
        #expect(result.view?.name == "t" && result.window?.name == "w")
        #expect(app.hitName(200, 200) == "top")
    }

    @Test(
        "scene checks added in review",
        arguments: [
            (
                #"{"format":"hitchain-scene","version":1,"windows":"#
                    + #"[{"name":"w","frame":[0,0,10,10],"boundsOrigin":[0,5]}]}"#,
                "boundsOrigin"
            ),
            (
                #"{"format":"hitchain-scene","version":1,"windows":"#
                    + #"[{"name":"w","frame":[0,0,10,10],"subviews":[{"name":"a/b","frame":[0,0,1,1]}]}]}"#,
                "name"
            ),
            (
                #"{"format":"hitchain-scene","version":1,"windows":"#
                    + #"[{"name":"w","frame":[0,0,10,10],"subviews":"#
                    + #"[{"name":"a","frame":[0,0,1,1],"viewController":{"name":"A","presentedBy":"B"}}]}],"#
                    + #""detachedViews":[{"name":"b","frame":[0,0,1,1],"viewController":{"name":"B"}}]}"#,
                "presentedBy"
            ),
            (#"{"format":"hitchain-scenario","version":1,"scene":"x.json","inputs":[]}"#, "format"),
        ])
    func sceneChecks(text: String, field: String) {
        do {
            _ = try SceneDecoder().decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.field == field, "\(error)")
        }
    }
}

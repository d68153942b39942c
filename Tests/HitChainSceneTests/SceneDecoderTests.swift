import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Scene JSON: decoding and errors")
struct SceneDecoderTests {
    @Test("every bundled scene decodes, validates and round-trips through the encoder", arguments: corpusScenePaths())
    func corpusRoundTrip(path: String) throws {
        let scene = try decodeFile(path)
        let text = SceneEncoder().encode(scene)
        let again = try SceneDecoder().decode(text)
        #expect(again == scene)
        #expect(SceneEncoder().encode(again) == text)
    }

    @Test("fields decode with UIKit's class defaults")
    func defaults() throws {
        let scene = try SceneDecoder().decode(
            sceneText(
                subviews: """
                    { "name": "label", "className": "UILabel", "frame": [0, 0, 10, 10] },
                    { "name": "button", "className": "UIButton", "frame": [0, 0, 10, 10], "enabled": false },
                    { "name": "field", "className": "UITextField", "frame": [0, 0, 10, 10] },
                    { "name": "faded", "frame": [0, 0, 10, 10], "alpha": 0.01, "hidden": true }
                    """))
        let label = try #require(scene.viewIndex(named: "label").map { scene.views[$0] })
        #expect(!label.isUserInteractionEnabled)
        let button = try #require(scene.viewIndex(named: "button").map { scene.views[$0] })
        #expect(button.isControl && !button.isEnabled)
        let field = try #require(scene.viewIndex(named: "field").map { scene.views[$0] })
        #expect(field.textInput == .field && field.canBecomeFirstResponder)
        let faded = try #require(scene.viewIndex(named: "faded").map { scene.views[$0] })
        #expect(faded.alpha == Float(0.01) && Double(faded.alpha) < 0.01 && faded.isHidden)
        #expect(scene.appDelegate?.className == "AppDelegate")
    }

    /// One bad file per problem: each gets one error naming the node and the field.
    @Test(
        "bad scenes get one precise error",
        arguments: [
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 0, NaN, 10] }"#), SceneError.Kind.nonFiniteNumber,
                "view \"A\"" as String?, "frame" as String?
            ),
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 1e999, 10, 10] }"#), .nonFiniteNumber, "view \"A\"",
                "frame"
            ),
            (
                sceneText(subviews: #"{ "name": "A", "center": [5, 5], "size": [-1, 10] }"#), .negativeSize,
                "view \"A\"", "size"
            ),
            (sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 1e12, 10] }"#), .outOfRange, "view \"A\"", "frame"),
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "alpha": 1.5 }"#), .outOfRange,
                "view \"A\"", "alpha"
            ),
            (
                sceneText(
                    subviews: #"{ "name": "A", "frame": [0, 0, 10, 10] }, { "name": "A", "frame": [0, 0, 10, 10] }"#),
                .duplicateName, "view \"A\"", "name"
            ),
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "hitTest": { "forwardTo": "nobody" } }"#),
                .unknownReference, "view \"A\"",
                "hitTest"
            ),
            (sceneText(subviews: #"{ "name": "A", "frme": [0, 0, 10, 10] }"#), .unknownField, "view \"A\"", "frme"),
            (sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 10] }"#), .wrongType, "view \"A\"", "frame"),
            (sceneText(subviews: #"{ "name": "A" }"#), .missingField, "view \"A\"", nil),
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "enabled": false }"#), .inconsistent,
                "view \"A\"", "enabled"
            ),
            (
                sceneText(subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "pointInside": "sometimes" }"#),
                .invalidValue, "view \"A\"", "pointInside"
            ),
            (
                sceneText(
                    subviews:
                        #"{ "name": "A", "frame": [0, 0, 10, 10], "handles": { "touches": { "begin": "handle" } } }"#),
                .unknownField, "view \"A\"",
                "begin"
            ),
            (
                sceneText(subviews: "", extraWindowFields: #", "rootViewController": "vc""#), .unknownReference,
                "window \"window\"", "rootViewController"
            ),
            (sceneText(subviews: "", top: #" "keyWindow": "other","#), .unknownReference, nil, "keyWindow"),
            (
                sceneText(
                    subviews:
                        #"{ "name": "A", "frame": [0, 0, 10, 10], "#
                        + #""viewController": { "name": "vc", "presentedBy": "vc" } }"#
                ), .cycle,
                "view controller \"vc\"", "presentedBy"
            ),
            (#"{ "format": "hitchain-scene", "version": 2, "windows": [] }"#, .unsupportedFormat, nil, "version"),
            (#"{ "format": "something-else", "version": 1 }"#, .unsupportedFormat, nil, "format"),
            (
                #"{ "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w" "frame": [] } ] }"#, .syntax,
                nil, nil
            ),
        ])
    func badScenes(text: String, kind: SceneError.Kind, node: String?, field: String?) {
        do {
            _ = try SceneDecoder().decode(text, file: "bad.json")
            Issue.record("expected a \(kind) error")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.node == node, "\(error)")
            #expect(error.field == field, "\(error)")
            #expect(error.file == "bad.json")
            #expect(error.line != nil, "\(error)")
            #expect(error.description.hasPrefix("bad.json:"))
        }
    }

    @Test("an absurdly long class name or name is refused, and never echoed whole")
    func longNames() throws {
        let long = String(repeating: "A", count: 2_000_000)
        for field in ["className", "name"] {
            do {
                _ = try SceneDecoder().decode(
                    sceneText(subviews: "{ \"\(field)\": \"\(long)\", \"frame\": [0, 0, 10, 10] }"), file: "long.json")
                Issue.record("a \(field) of 2 000 000 bytes was accepted")
            } catch {
                let text = error.description
                #expect(text.hasPrefix("long.json:"), "\(text.prefix(200))")
                #expect(
                    text.contains("is longer than 1000 bytes") && text.contains("(2000000 bytes in all)"),
                    "\(text.prefix(300))")
                #expect(text.count < 600)
            }
        }
    }

    @Test("the error text names the file, line, node, path and field")
    func errorText() {
        let text = sceneText(
            subviews:
                #"{ "name": "A", "frame": [0, 0, 10, 10], "subviews": [ { "name": "B", "frame": [0, 0, NaN, 1] } ] }"#)
        #expect(throws: SceneError.self) { try SceneDecoder().decode(text, file: "s.json") }
        do {
            _ = try SceneDecoder().decode(text, file: "s.json")
        } catch {
            #expect(
                error.description
                    == #"s.json:5:98: view "B" (windows[0].subviews[0].subviews[0]), field "frame": "#
                    + #"the size is NaN; write a finite number"#
            )
        }
    }

    @Test("a view's gestureRecognizerShouldBegin answer: false reads and round-trips; a string is refused")
    func viewGestureAnswer() throws {
        let good = sceneText(
            subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "gestureRecognizerShouldBegin": false }"#)
        let scene = try SceneDecoder().decode(good)
        #expect(scene.views.first { $0.name == "A" }?.gestureRecognizerShouldBegin == false)
        let again = try SceneDecoder().decode(SceneEncoder().encode(scene))
        #expect(again.views.first { $0.name == "A" }?.gestureRecognizerShouldBegin == false)
        let bad = sceneText(
            subviews: #"{ "name": "A", "frame": [0, 0, 10, 10], "gestureRecognizerShouldBegin": "no" }"#)
        do {
            _ = try SceneDecoder().decode(bad, file: "s.json")
            Issue.record("a string answer was accepted")
        } catch {
            #expect(error.description.hasPrefix("s.json:"))
            #expect(error.description.contains(#"view "A""#))
            #expect(error.description.contains(#"field "gestureRecognizerShouldBegin": expected true or false"#))
        }
    }

    @Test("nesting 100 000 levels deep is refused at the documented limit, naming the view")
    func tooDeep() {
        let depth = 100_000
        var text = sceneText(subviews: "#")
        var nested = ""
        for i in 0..<depth { nested += #"{"name":"v\#(i)","frame":[0,0,1,1],"subviews":["# }
        nested += #"{"name":"leaf","frame":[0,0,1,1]}"#
        nested += String(repeating: "]}", count: depth)
        text = text.replacingOccurrences(of: "#", with: nested)
        do {
            _ = try SceneDecoder().decode(text, file: "deep.json")
            Issue.record("expected tooDeep")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.node == "view \"v\(SceneLimits.standard.maxDepth)\"")
            #expect(error.field == "subviews")
        }
    }
}

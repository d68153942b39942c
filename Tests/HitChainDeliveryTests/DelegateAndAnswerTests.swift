import HitChainDelivery
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Declared recognizer delegates, the failure requirement's "cancel is not failure", pinch
/// and rotation ending when both fingers lift, presses that change and are cancelled, and
/// declared `next` and `canPerformAction` answers (docs/semantics.md).
@Suite("Declared delegates and answers, and the rest of delivery Apple documents")
struct DelegateAndAnswerTests {
    @Test("shouldReceive keeps the caption's touch from photoTap; shouldBegin no fails neverTap every time")
    func declaredDelegates() throws {
        let lines = try runScenario("gesture-delegates").lines
        #expect(lines.contains("  photoTap sendAction photoTapped: to controller"))
        #expect(
            lines.filter { $0.contains("neverTap on window/root/gallery: possible -> failed") }.count == 2
                && lines.contains {
                    $0.contains("neverTap") && $0.contains("its delegate's gestureRecognizerShouldBegin answered NO")
                })
        #expect(!lines.contains("  recognizer photoTap touchesBegan {2}"))
        #expect(lines.contains("  window/root/gallery/caption touchesEnded {2} -> handled"))
    }

    /// Before the fix, rightTap waited for hold and, once hold was cancelled and reset,
    /// recognized: a cancellation counted as the failure it required.
    @Test("cancel is not failure: the dependent fails as the required recognizer begins, and stays failed")
    func cancelIsNotFailure() throws {
        let lines = try runScenario("gesture-cancel-is-not-failure").lines
        #expect(
            lines.contains(
                "  recognizer rightTap on window/root/right: possible -> failed (hold recognized; rightTap requires it "
                    + "to fail)"))
        #expect(
            lines.contains("  recognizer hold on window/root/left: began -> cancelled (its touches were cancelled)"))
        #expect(!lines.contains { $0.contains("rightTapped:") })
    }

    @Test("a pinch goes on after one finger lifts and ends when both have")
    func pinchEndsWhenBothLift() throws {
        let lines = try runScenario("gesture-pinch-ends-when-both-lift").lines
        let firstLift = try #require(lines.firstIndex { $0.hasPrefix("#3 ") })
        let secondLift = try #require(lines.firstIndex { $0.hasPrefix("#5 ") })
        let ended = try #require(
            lines.firstIndex { $0.contains("canvasPinch on window/root/canvas: changed -> ended") })
        #expect(ended > secondLift && secondLift > firstLift)
        #expect(lines[ended].hasSuffix("(both fingers lifted)"))
    }

    @Test("an analog press changes force and is cancelled: pressesChanged, then pressesCancelled")
    func pressPhases() throws {
        let lines = try runScenario("presses-force-and-cancel").lines
        #expect(lines.contains("#1 t=0.100000 presses 1 select changed force 0.4"))
        #expect(lines.contains("  window pressesChanged {1 select} -> forwarded"))
        #expect(lines.contains("  window pressesCancelled {1 select} -> forwarded"))
        #expect(!lines.contains("  window pressesEnded {1 select} -> forwarded"))
    }

    @Test("a declared next reroutes the chain; canPerformAction answers deny and allow")
    func declaredNextAndCanPerform() throws {
        let lines = try runScenario("declared-next-and-can-perform").lines
        #expect(
            Array(lines[1...4]) == [
                "  window/root/toolbar routerEvent \"share\" -> forwarded",
                "  window/root/gallery routerEvent \"share\" -> forwarded",
                "  window/root routerEvent \"share\" -> forwarded",
                "  controller routerEvent \"share\" -> handled",
            ])
        #expect(lines.contains("  window/root/toolbar canPerformAction copy: -> cannotPerform"))
        #expect(
            lines.contains(
                "  dropped action paste:: window/root/toolbar answered canPerformAction yes but does not implement it"))
    }

    @Test("the new scene fields round-trip, and names they give must resolve")
    func sceneFields() throws {
        let scene = try loadScene("delegates.json")
        #expect(try SceneDecoder().decode(Array(SceneEncoder().encode(scene).utf8), file: "again") == scene)
        let toolbar = try #require(scene.views.first { $0.name == "toolbar" })
        #expect(toolbar.responder.next == .named("gallery"))
        #expect(toolbar.responder.canPerformAction == ["copy:": false, "paste:": true])
        for (field, value, message) in [
            ("next", #""nowhere""#, "no responder is named \"nowhere\""),
            ("next", #""v""#, "a responder cannot be its own next"),
            (
                "gestureRecognizers", #"[{"kind": "tap", "delegate": {"shouldReceiveTouchesIn": ["ghost"]}}]"#,
                "no view is named \"ghost\""
            ),
            (
                "gestureRecognizers", #"[{"kind": "tap", "delegate": {"shouldRequireFailureOf": ["ghost"]}}]"#,
                "no gesture recognizer is named \"ghost\""
            ),
            ("gestureRecognizers", #"[{"kind": "tap", "delegate": {"shouldBegin": 1}}]"#, "expected"),
            ("canPerformAction", #"{"copy:": "yes"}"#, "expected true (allow) or false (deny)"),
        ] {
            let text = """
                {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 10, 10],
                  "subviews": [{"name": "v", "frame": [0, 0, 5, 5], "\(field)": \(value)}]}]}
                """
            do {
                _ = try SceneDecoder().decode(Array(text.utf8), file: "s")
                Issue.record("\(field) \(value) was accepted")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test("delegate requirements that loop are refused with the loop named")
    func delegateLoop() {
        let text = """
            {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 10, 10],
              "gestureRecognizers": [
                {"kind": "tap", "name": "a", "delegate": {"shouldRequireFailureOf": ["b"]}},
                {"kind": "tap", "name": "b", "delegate": {"shouldBeRequiredToFailBy": ["a"]}, \
            "requiresFailureOf": ["a"]}
              ]}]}
            """
        do {
            _ = try SceneDecoder().decode(Array(text.utf8), file: "s")
            Issue.record("a loop was accepted")
        } catch {
            #expect("\(error)".contains("loop"), "\(error)")
        }
    }
}

import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Gesture recognizers in delivery: full traces")
struct GestureRecognizerTests {
    @Test("a tap recognizer on a superview cancels the view's touches")
    func tapCancelsView() throws {
        #expect(
            try runScenario("gesture-tap-cancels-view").text == """
                #0 t=0.000000 touches 1 began (50, 150)
                  hit-test touch 1 at (50, 150) -> window/root/cell/content
                  recognizer cellTap touchesBegan {1}
                  window/root/cell/content touchesBegan {1} -> handled
                #1 t=0.100000 touches 1 ended (50, 150)
                  recognizer cellTap touchesEnded {1}
                  recognizer cellTap on window/root/cell: possible -> ended (tapped)
                  cellTap sendAction cellTapped: to controller
                  controller cellTapped: -> handled
                  cancel touches {1} for window/root/cell/content: cellTap recognized (cancelsTouchesInView)
                  window/root/cell/content touchesCancelled {1} -> handled
                  recognizer cellTap on window/root/cell: ended -> possible (reset)

                """)
    }

    @Test("with cancelsTouchesInView = false the view gets touchesEnded after the action")
    func tapKeepsTouches() throws {
        #expect(
            try runScenario("gesture-tap-keeps-touches").text == """
                #0 t=0.000000 touches 1 began (50, 250)
                  hit-test touch 1 at (50, 250) -> window/root/keepCell/keepContent
                  recognizer keepTap touchesBegan {1}
                  window/root/keepCell/keepContent touchesBegan {1} -> handled
                #1 t=0.100000 touches 1 ended (50, 250)
                  recognizer keepTap touchesEnded {1}
                  recognizer keepTap on window/root/keepCell: possible -> ended (tapped)
                  keepTap sendAction keepTapped: to controller
                  controller keepTapped: -> handled
                  window/root/keepCell/keepContent touchesEnded {1} -> handled
                  recognizer keepTap on window/root/keepCell: ended -> possible (reset)

                """)
    }

    @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails; recognition discards it")
    func delaysTouchesBegan() throws {
        #expect(
            try runScenario("gesture-delays-touches-began").text == """
                #0 t=0.000000 touches 1 began (50, 350)
                  hit-test touch 1 at (50, 350) -> window/root/delayCell/delayContent
                  recognizer delaySwipe touchesBegan {1}
                  held touchesBegan {1} for window/root/delayCell/delayContent: delaySwipe may still recognize \
                (delaysTouchesBegan)
                #1 t=0.100000 touches 1 ended (50, 350)
                  recognizer delaySwipe touchesEnded {1}
                  recognizer delaySwipe on window/root/delayCell: possible -> failed \
                (a touch lifted before travelling 50 pt)
                  released touchesBegan {1} for window/root/delayCell/delayContent: no recognizer delays it any more
                  window/root/delayCell/delayContent touchesBegan {1} -> handled
                  window/root/delayCell/delayContent touchesEnded {1} -> handled
                  recognizer delaySwipe on window/root/delayCell: failed -> possible (reset)
                #2 t=1.000000 touches 2 began (200, 350)
                  hit-test touch 2 at (200, 350) -> window/root/delayCell/delayContent
                  recognizer delaySwipe touchesBegan {2}
                  held touchesBegan {2} for window/root/delayCell/delayContent: delaySwipe may still recognize \
                (delaysTouchesBegan)
                #3 t=1.025000 touches 2 moved (183.33333333333334, 350)
                  recognizer delaySwipe touchesMoved {2}
                #4 t=1.050000 touches 2 moved (166.66666666666669, 350)
                  recognizer delaySwipe touchesMoved {2}
                #5 t=1.075000 touches 2 moved (150, 350)
                  recognizer delaySwipe touchesMoved {2}
                  recognizer delaySwipe on window/root/delayCell: possible -> ended (swiped left)
                  delaySwipe sendAction swiped: to controller
                  controller swiped: -> handled
                  discarded touchesBegan {2} for window/root/delayCell/delayContent: delaySwipe recognized \
                (cancelsTouchesInView)
                #6 t=1.100000 touches 2 moved (133.33333333333334, 350)
                #7 t=1.125000 touches 2 moved (116.66666666666666, 350)
                #8 t=1.150000 touches 2 ended (100, 350)
                  recognizer delaySwipe on window/root/delayCell: ended -> possible (reset)

                """)
    }

    @Test("delaysTouchesEnded holds the first tap's touchesEnded while a double tap is possible")
    func delaysTouchesEnded() throws {
        #expect(
            try runScenario("gesture-double-tap").text == """
                #0 t=0.000000 touches 1 began (50, 450)
                  hit-test touch 1 at (50, 450) -> window/root/photo/photoContent
                  recognizer doubleTap touchesBegan {1}
                  recognizer singleTap touchesBegan {1}
                  window/root/photo/photoContent touchesBegan {1} -> handled
                #1 t=0.100000 touches 1 ended (50, 450)
                  recognizer doubleTap touchesEnded {1}
                  recognizer singleTap touchesEnded {1}
                  held touchesEnded {1} for window/root/photo/photoContent: doubleTap may still recognize \
                (delaysTouchesEnded)
                #2 t=0.200000 touches 2 began (50, 450)
                  hit-test touch 2 at (50, 450) -> window/root/photo/photoContent
                  recognizer doubleTap touchesBegan {2}
                  window/root/photo/photoContent touchesBegan {2} -> handled
                #3 t=0.300000 touches 2 ended (50, 450)
                  recognizer doubleTap touchesEnded {2}
                  recognizer doubleTap on window/root/photo: possible -> ended (tapped 2 times)
                  doubleTap sendAction doubleTapped: to controller
                  controller doubleTapped: -> handled
                  cancelled touchesEnded {1} for window/root/photo/photoContent: doubleTap recognized \
                (cancelsTouchesInView)
                  cancel touches {1, 2} for window/root/photo/photoContent: doubleTap recognized (cancelsTouchesInView)
                  window/root/photo/photoContent touchesCancelled {1, 2} -> handled
                  recognizer singleTap on window/root/photo: possible -> failed \
                (doubleTap recognized; singleTap requires it to fail)
                  recognizer doubleTap on window/root/photo: ended -> possible (reset)
                  recognizer singleTap on window/root/photo: failed -> possible (reset)
                #4 t=1.000000 idle

                """)
    }

    @Test("a single tap requiring a double tap to fail recognizes when the double tap times out")
    func singleRequiresDouble() throws {
        #expect(
            try runScenario("gesture-single-requires-double").text == """
                #0 t=0.000000 touches 1 began (50, 450)
                  hit-test touch 1 at (50, 450) -> window/root/photo/photoContent
                  recognizer doubleTap touchesBegan {1}
                  recognizer singleTap touchesBegan {1}
                  window/root/photo/photoContent touchesBegan {1} -> handled
                #1 t=0.100000 touches 1 ended (50, 450)
                  recognizer doubleTap touchesEnded {1}
                  recognizer singleTap touchesEnded {1}
                  held touchesEnded {1} for window/root/photo/photoContent: doubleTap may still recognize \
                (delaysTouchesEnded)
                #2 t=1.000000 idle
                  timer t=0.450000 fires for doubleTap
                  recognizer doubleTap on window/root/photo: possible -> failed (no tap 2 within 0.35 s)
                  recognizer singleTap on window/root/photo: possible -> ended (tapped)
                  singleTap sendAction singleTapped: to controller
                  controller singleTapped: -> handled
                  cancelled touchesEnded {1} for window/root/photo/photoContent: singleTap recognized \
                (cancelsTouchesInView)
                  cancel touches {1} for window/root/photo/photoContent: singleTap recognized (cancelsTouchesInView)
                  window/root/photo/photoContent touchesCancelled {1} -> handled
                  recognizer doubleTap on window/root/photo: failed -> possible (reset)
                  recognizer singleTap on window/root/photo: ended -> possible (reset)

                """)
    }

    @Test("a long press begins after 0.5 s on the virtual clock; one that moves too far fails")
    func longPress() throws {
        #expect(
            try runScenario("gesture-long-press").text == """
                #0 t=0.000000 touches 1 began (50, 550)
                  hit-test touch 1 at (50, 550) -> window/root/pressCell/pressContent
                  recognizer press touchesBegan {1}
                  window/root/pressCell/pressContent touchesBegan {1} -> handled
                #1 t=0.800000 touches 1 ended (50, 550)
                  timer t=0.500000 fires for press
                  recognizer press on window/root/pressCell: possible -> began (held for minimumPressDuration (0.5 s))
                  press sendAction pressed: to nil
                  window/root/pressCell canPerformAction pressed: -> cannotPerform
                  window/root canPerformAction pressed: -> cannotPerform
                  controller canPerformAction pressed: -> canPerform
                  controller pressed: -> handled
                  cancel touches {1} for window/root/pressCell/pressContent: press recognized (cancelsTouchesInView)
                  window/root/pressCell/pressContent touchesCancelled {1} -> handled
                  recognizer press touchesEnded {1}
                  recognizer press on window/root/pressCell: began -> ended (a touch lifted)
                  press sendAction pressed: to nil
                  window/root/pressCell canPerformAction pressed: -> cannotPerform
                  window/root canPerformAction pressed: -> cannotPerform
                  controller canPerformAction pressed: -> canPerform
                  controller pressed: -> handled
                  recognizer press on window/root/pressCell: ended -> possible (reset)
                #2 t=1.000000 touches 2 began (50, 550)
                  hit-test touch 2 at (50, 550) -> window/root/pressCell/pressContent
                  recognizer press touchesBegan {2}
                  window/root/pressCell/pressContent touchesBegan {2} -> handled
                #3 t=1.100000 touches 2 moved (65, 550)
                  recognizer press touchesMoved {2}
                  recognizer press on window/root/pressCell: possible -> failed \
                (a touch moved more than allowableMovement (10 pt))
                  window/root/pressCell/pressContent touchesMoved {2} -> handled
                #4 t=1.200000 touches 2 ended (80, 550)
                  window/root/pressCell/pressContent touchesEnded {2} -> handled
                  recognizer press on window/root/pressCell: failed -> possible (reset)

                """)
    }

    @Test("pinch and rotation recognize with two fingers; the one-finger pan fails")
    func pinchRotation() throws {
        #expect(
            try runScenario("gesture-pinch-rotation").text == """
                #0 t=0.000000 touches 1 began (145, 720), 2 began (245, 720)
                  hit-test touch 1 at (145, 720) -> window/root/canvas
                  hit-test touch 2 at (245, 720) -> window/root/canvas
                  recognizer canvasPan touchesBegan {1, 2}
                  recognizer canvasPan on window/root/canvas: possible -> failed \
                (2 touches are down; maximumNumberOfTouches is 1)
                  recognizer canvasPinch touchesBegan {1, 2}
                  recognizer canvasRotation touchesBegan {1, 2}
                  window/root/canvas touchesBegan {1, 2} -> handled
                #1 t=0.075000 touches 1 moved (132.5, 720), 2 moved (257.5, 720)
                  recognizer canvasPinch touchesMoved {1, 2}
                  recognizer canvasPinch on window/root/canvas: possible -> began \
                (the fingers' distance changed by 10 pt)
                  canvasPinch sendAction pinched: to controller
                  controller pinched: -> handled
                  cancel touches {1, 2} for window/root/canvas: canvasPinch recognized (cancelsTouchesInView)
                  window/root/canvas touchesCancelled {1, 2} -> handled
                  recognizer canvasRotation touchesMoved {1, 2}
                #2 t=0.150000 touches 1 moved (120, 720), 2 moved (270, 720)
                  recognizer canvasPinch touchesMoved {1, 2}
                  recognizer canvasPinch on window/root/canvas: began -> changed (scale 1.5)
                  canvasPinch sendAction pinched: to controller
                  controller pinched: -> handled
                  recognizer canvasRotation touchesMoved {1, 2}
                #3 t=0.225000 touches 1 moved (107.5, 720), 2 moved (282.5, 720)
                  recognizer canvasPinch touchesMoved {1, 2}
                  recognizer canvasPinch on window/root/canvas: changed -> changed (scale 1.75)
                  canvasPinch sendAction pinched: to controller
                  controller pinched: -> handled
                  recognizer canvasRotation touchesMoved {1, 2}
                #4 t=0.300000 touches 1 ended (95, 720), 2 ended (295, 720)
                  recognizer canvasPinch touchesEnded {1, 2}
                  recognizer canvasPinch on window/root/canvas: changed -> ended (both fingers lifted)
                  canvasPinch sendAction pinched: to controller
                  controller pinched: -> handled
                  recognizer canvasRotation touchesEnded {1, 2}
                  recognizer canvasRotation on window/root/canvas: possible -> failed \
                (a finger lifted before the rotation began)
                  recognizer canvasPan on window/root/canvas: failed -> possible (reset)
                  recognizer canvasPinch on window/root/canvas: ended -> possible (reset)
                  recognizer canvasRotation on window/root/canvas: failed -> possible (reset)
                #5 t=1.000000 touches 3 began (135, 720), 4 began (255, 720)
                  hit-test touch 3 at (135, 720) -> window/root/canvas
                  hit-test touch 4 at (255, 720) -> window/root/canvas
                  recognizer canvasPan touchesBegan {3, 4}
                  recognizer canvasPan on window/root/canvas: possible -> failed \
                (2 touches are down; maximumNumberOfTouches is 1)
                  recognizer canvasPinch touchesBegan {3, 4}
                  recognizer canvasRotation touchesBegan {3, 4}
                  window/root/canvas touchesBegan {3, 4} -> handled
                #6 t=1.075000 touches 3 moved (136.15288317580618, 708.2945806790323), \
                4 moved (253.84711682419382, 731.7054193209677)
                  recognizer canvasPinch touchesMoved {3, 4}
                  recognizer canvasRotation touchesMoved {3, 4}
                  recognizer canvasRotation on window/root/canvas: possible -> began (the fingers turned 5°)
                  canvasRotation sendAction rotated: to controller
                  controller rotated: -> handled
                  cancel touches {3, 4} for window/root/canvas: canvasRotation recognized (cancelsTouchesInView)
                  window/root/canvas touchesCancelled {3, 4} -> handled
                #7 t=1.150000 touches 3 moved (139.5672280493228, 697.0389940580947), \
                4 moved (250.4327719506772, 742.9610059419053)
                  recognizer canvasPinch touchesMoved {3, 4}
                  recognizer canvasRotation touchesMoved {3, 4}
                  recognizer canvasRotation on window/root/canvas: began -> changed (rotation 22°)
                  canvasRotation sendAction rotated: to controller
                  controller rotated: -> handled
                #8 t=1.225000 touches 3 moved (145.1118232618473, 686.6657860188238), \
                4 moved (244.8881767381527, 753.3342139811762)
                  recognizer canvasPinch touchesMoved {3, 4}
                  recognizer canvasRotation touchesMoved {3, 4}
                  recognizer canvasRotation on window/root/canvas: changed -> changed (rotation 34°)
                  canvasRotation sendAction rotated: to controller
                  controller rotated: -> handled
                #9 t=1.300000 touches 3 ended (152.57359312880715, 677.5735931288071), \
                4 ended (237.42640687119285, 762.4264068711929)
                  recognizer canvasPinch touchesEnded {3, 4}
                  recognizer canvasPinch on window/root/canvas: possible -> failed \
                (a finger lifted before the pinch began)
                  recognizer canvasRotation touchesEnded {3, 4}
                  recognizer canvasRotation on window/root/canvas: changed -> ended (both fingers lifted)
                  canvasRotation sendAction rotated: to controller
                  controller rotated: -> handled
                  recognizer canvasPan on window/root/canvas: failed -> possible (reset)
                  recognizer canvasPinch on window/root/canvas: failed -> possible (reset)
                  recognizer canvasRotation on window/root/canvas: ended -> possible (reset)

                """)
    }
}

@Suite("Gesture recognizer state machines and scene input")
struct GestureStateMachineTests {
    func make(_ kind: GestureKind) -> UIGestureRecognizer {
        UIGestureRecognizer.make(GestureRecognizerSpec(name: "g", kind: kind))
    }
    func touch(_ id: Int, _ x: Double, _ y: Double) -> [GestureTouch] {
        [GestureTouch(id: id, location: HCPoint(x: x, y: y))]
    }

    @Test("tap: possible, then a pending recognition when the finger lifts; moving 11 pt fails")
    func tap() {
        let g = make(.tap(taps: 1, touches: 1))
        g.touchesBegan(touch(1, 0, 0), at: 0)
        g.touchesEnded(touch(1, 0, 0), at: 0.1)
        #expect(g.state == .possible && g.pendingRecognition?.to == .ended)
        g.commitRecognition()
        #expect(g.state == .ended)
        let m = make(.tap(taps: 1, touches: 1))
        m.touchesBegan(touch(1, 0, 0), at: 0)
        m.touchesMoved(touch(1, 11, 0), at: 0.1)
        #expect(m.state == .failed)
    }

    @Test("double tap: waits 0.35 s for the second tap, then fails")
    func doubleTap() {
        let g = make(.tap(taps: 2, touches: 1))
        g.touchesBegan(touch(1, 0, 0), at: 0)
        g.touchesEnded(touch(1, 0, 0), at: 0.1)
        #expect(g.deadline == 0.1 + UIGestureRecognizer.maximumTapInterval)
        g.fireTimer(at: 0.45)
        #expect(g.state == .failed)
        g.reset()
        #expect(g.state == .possible && g.takeTransitions().map(\.to) == [.failed, .possible])
    }

    @Test("long press: a timer asks to begin; moves change it; lifting ends it")
    func longPress() {
        let g = make(.longPress(minimumPressDuration: 0.5, allowableMovement: 10, touches: 1))
        g.touchesBegan(touch(1, 0, 0), at: 0)
        #expect(g.deadline == 0.5)
        g.fireTimer(at: 0.5)
        g.commitRecognition()
        g.touchesMoved(touch(1, 30, 0), at: 0.6)
        g.touchesEnded(touch(1, 30, 0), at: 0.7)
        #expect(g.takeTransitions().map(\.to) == [.began, .changed, .ended])
    }

    @Test("pan begins after 10 pt; swipe recognizes after 50 pt in its direction and fails the other way")
    func panAndSwipe() {
        let p = make(.pan(minimumTouches: 1, maximumTouches: nil))
        p.touchesBegan(touch(1, 0, 0), at: 0)
        p.touchesMoved(touch(1, 9, 0), at: 0.1)
        #expect(p.pendingRecognition == nil)
        p.touchesMoved(touch(1, 10, 0), at: 0.2)
        #expect(p.pendingRecognition?.to == .began)
        let s = make(.swipe(direction: .right, touches: 1))
        s.touchesBegan(touch(1, 0, 0), at: 0)
        s.touchesMoved(touch(1, 60, 5), at: 0.1)
        #expect(s.pendingRecognition?.to == .ended)
        let w = make(.swipe(direction: .right, touches: 1))
        w.touchesBegan(touch(1, 0, 0), at: 0)
        w.touchesMoved(touch(1, -20, 0), at: 0.1)
        #expect(w.state == .failed)
    }

    @Test("a cancelled touch cancels a gesture in progress")
    func cancelled() {
        let g = make(.pinch)
        g.touchesBegan(touch(1, 0, 0) + touch(2, 100, 0), at: 0)
        g.touchesMoved(touch(1, -10, 0) + touch(2, 110, 0), at: 0.1)
        g.commitRecognition()
        g.touchesCancelled(touch(1, -10, 0) + touch(2, 110, 0), at: 0.2)
        #expect(g.state == .cancelled)
    }

    @Test("a recognition waiting for arbitration fails when its touches are cancelled")
    func pendingCancelled() {
        let g = make(.pan(minimumTouches: 1, maximumTouches: nil))
        g.touchesBegan(touch(1, 0, 0), at: 0)
        g.touchesMoved(touch(1, 20, 0), at: 0.1)
        #expect(g.pendingRecognition?.to == .began)
        g.touchesCancelled(touch(1, 20, 0), at: 0.2)
        #expect(g.state == .failed && g.pendingRecognition == nil)
        g.commitRecognition()
        #expect(g.takeTransitions().map(\.to) == [.failed])
    }

    func decode(_ recognizers: String) throws(SceneError) -> HCScene {
        let head =
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ "#
            + #"{ "name": "w", "frame": [0, 0, 100, 100], "subviews": ["#
        let view =
            "\n" + #"{ "name": "v", "frame": [0, 0, 50, 50], "gestureRecognizers": [ "# + recognizers + " ] } ] } ] }"
        let text = head + view
        return try SceneDecoder().decode(text, file: "bad.json")
    }

    @Test(
        "bad recognizers are located errors, never crashes",
        arguments: [
            (#"{ "kind": "wiggle" }"#, "kind", SceneError.Kind.invalidValue),
            (#"{ "kind": "tap", "numberOfTapsRequired": 0 }"#, "numberOfTapsRequired", .outOfRange),
            (#"{ "kind": "tap", "minimumPressDuration": 1 }"#, "minimumPressDuration", .unknownField),
            (#"{ "kind": "longPress", "minimumPressDuration": -1 }"#, "minimumPressDuration", .outOfRange),
            (#"{ "kind": "swipe", "direction": "sideways" }"#, "direction", .invalidValue),
            (
                #"{ "kind": "pan", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 2 }"#,
                "maximumNumberOfTouches", .inconsistent
            ),
            (#"{ "kind": "tap", "requiresFailureOf": ["nobody"] }"#, "requiresFailureOf", .unknownReference),
            (#"{ "kind": "tap", "action": "a:", "target": "nobody" }"#, "target", .unknownReference),
            (#"{ "kind": "tap", "name": "v" }"#, "name", .duplicateName),
        ])
    func badInput(recognizer: String, field: String, kind: SceneError.Kind) {
        do {
            _ = try decode(recognizer)
            Issue.record("expected an error for \(recognizer)")
        } catch {
            #expect(error.field == field && error.kind == kind, "\(error)")
            #expect(error.line == 2 && error.file == "bad.json", "\(error)")
        }
    }

    @Test("the gestures scene round-trips through the encoder")
    func roundTrip() throws {
        let url = scenesFolder.appendingPathComponent("gestures.json")
        let scene = try SceneDecoder().decode(try String(contentsOf: url, encoding: .utf8))
        #expect(try SceneDecoder().decode(SceneEncoder().encode(scene)) == scene)
        #expect(scene.views.first { $0.name == "canvas" }?.gestureRecognizers.count == 3)
    }
}

@Suite("Gesture recognizers in delivery: review fixes, full traces")
struct GestureReviewTests {
    @Test(
        """
        delaysTouchesBegan without cancelsTouchesInView: recognition still discards the held touchesBegan, \
        and the view gets nothing of that touch
        """
    )
    func discardsHeldBeganWithoutCancelling() throws {
        let subviews = """
            { "name": "cell", "frame": [0, 100, 390, 100],
              "gestureRecognizers": [ { "kind": "swipe", "name": "cellSwipe", "direction": "left", \
            "delaysTouchesBegan": true, "cancelsTouchesInView": false,
                "action": "swiped:", "target": "controller" } ],
              "subviews": [ { "name": "content", "frame": [10, 10, 200, 80], "handles": { "touches": "handle" } } ] }
            """
        let inputs = """
            { "at": 0, "swipe": { "from": [200, 150], "direction": "left", "distance": 100 } }
            """
        #expect(
            try traceText(subviews: subviews, inputs: inputs) == """
                #0 t=0.000000 touches 1 began (200, 150)
                  hit-test touch 1 at (200, 150) -> window/root/cell/content
                  recognizer cellSwipe touchesBegan {1}
                  held touchesBegan {1} for window/root/cell/content: cellSwipe may still recognize (delaysTouchesBegan)
                #1 t=0.025000 touches 1 moved (183.33333333333334, 150)
                  recognizer cellSwipe touchesMoved {1}
                #2 t=0.050000 touches 1 moved (166.66666666666669, 150)
                  recognizer cellSwipe touchesMoved {1}
                #3 t=0.075000 touches 1 moved (150, 150)
                  recognizer cellSwipe touchesMoved {1}
                  recognizer cellSwipe on window/root/cell: possible -> ended (swiped left)
                  cellSwipe sendAction swiped: to controller
                  controller swiped: -> handled
                  discarded touchesBegan {1} for window/root/cell/content: cellSwipe recognized (delaysTouchesBegan)
                #4 t=0.100000 touches 1 moved (133.33333333333334, 150)
                #5 t=0.125000 touches 1 moved (116.66666666666666, 150)
                #6 t=0.150000 touches 1 ended (100, 150)
                  recognizer cellSwipe on window/root/cell: ended -> possible (reset)

                """)
    }

    @Test("a text input whose touchesEnded a double tap held becomes first responder when it is released")
    func heldEndFocusesTextInput() throws {
        let subviews = """
            { "name": "form", "frame": [0, 100, 390, 100],
              "gestureRecognizers": [ { "kind": "tap", "name": "formDoubleTap", "numberOfTapsRequired": 2, \
            "action": "doubleTapped:", "target": "controller" } ],
              "subviews": [ { "name": "field", "className": "UITextField", "frame": [10, 10, 300, 80] } ] }
            """
        let inputs = """
            { "at": 0, "tap": [100, 150] }, { "at": 1, "idle": true }
            """
        #expect(
            try traceText(subviews: subviews, inputs: inputs) == """
                #0 t=0.000000 touches 1 began (100, 150)
                  hit-test touch 1 at (100, 150) -> window/root/form/field
                  recognizer formDoubleTap touchesBegan {1}
                  window/root/form/field touchesBegan {1} -> handled
                  window/root/form/field beginTracking touch 1
                  window/root/form/field sendActions for touchDown
                #1 t=0.100000 touches 1 ended (100, 150)
                  recognizer formDoubleTap touchesEnded {1}
                  held touchesEnded {1} for window/root/form/field: formDoubleTap may still recognize \
                (delaysTouchesEnded)
                #2 t=1.000000 idle
                  timer t=0.450000 fires for formDoubleTap
                  recognizer formDoubleTap on window/root/form: possible -> failed (no tap 2 within 0.35 s)
                  released touchesEnded {1} for window/root/form/field: no recognizer delays it any more
                  window/root/form/field touchesEnded {1} -> handled
                  window/root/form/field endTracking touch 1
                  window/root/form/field sendActions for touchUpInside
                  window/root/form/field becomeFirstResponder -> became first responder
                  recognizer formDoubleTap on window/root/form: failed -> possible (reset)

                """)
        // A double tap cancels the held end: the field does not become first responder.
        let doubleTap = try traceText(
            subviews: subviews, inputs: #"{ "at": 0, "tap": [100, 150], "count": 2 }, { "at": 1, "idle": true }"#)
        #expect(doubleTap.contains("cancelled touchesEnded {1} for window/root/form/field"), "\(doubleTap)")
        #expect(!doubleTap.contains("becomeFirstResponder"), "\(doubleTap)")
    }

    @Test("a pan waiting for a long press to fail fails when its touch is cancelled")
    func pendingFailsOnCancel() throws {
        let subviews = """
            { "name": "pad", "frame": [0, 100, 390, 300], "handles": { "touches": "handle" },
              "gestureRecognizers": [
                { "kind": "pan", "name": "drag", "requiresFailureOf": ["hold"], \
            "action": "panned:", "target": "controller" },
                { "kind": "longPress", "name": "hold", "allowableMovement": 100, "action": "pressed:", \
            "target": "controller" } ] }
            """
        let inputs = """
            { "at": 0, "touch": { "id": 1, "phase": "began", "point": [100, 200] } }, \
            { "at": 0.1, "touch": { "id": 1, "phase": "moved", "point": [120, 200] } }, { "at": 0.2, "cancel": [1] }, \
            { "at": 1, "idle": true }
            """
        #expect(
            try traceText(subviews: subviews, inputs: inputs) == """
                #0 t=0.000000 touches 1 began (100, 200)
                  hit-test touch 1 at (100, 200) -> window/root/pad
                  recognizer drag touchesBegan {1}
                  recognizer hold touchesBegan {1}
                  window/root/pad touchesBegan {1} -> handled
                #1 t=0.100000 touches 1 moved (120, 200)
                  recognizer drag touchesMoved {1}
                  recognizer hold touchesMoved {1}
                  window/root/pad touchesMoved {1} -> handled
                #2 t=0.200000 touches 1 cancelled (120, 200)
                  recognizer drag touchesCancelled {1}
                  recognizer drag on window/root/pad: possible -> failed (its touches were cancelled)
                  recognizer hold touchesCancelled {1}
                  recognizer hold on window/root/pad: possible -> failed (its touches were cancelled)
                  window/root/pad touchesCancelled {1} -> handled
                  recognizer drag on window/root/pad: failed -> possible (reset)
                  recognizer hold on window/root/pad: failed -> possible (reset)
                #3 t=1.000000 idle

                """)
        // Whichever recognizer gets its touchesCancelled first, the pan never begins.
        let swapped = """
            { "name": "pad", "frame": [0, 100, 390, 300], "handles": { "touches": "handle" },
              "gestureRecognizers": [
                { "kind": "longPress", "name": "hold", "allowableMovement": 100, "action": "pressed:", \
            "target": "controller" },
                { "kind": "pan", "name": "drag", "requiresFailureOf": ["hold"], \
            "action": "panned:", "target": "controller" } ] }
            """
        let text = try traceText(subviews: swapped, inputs: inputs)
        #expect(
            text.contains("recognizer drag on window/root/pad: possible -> failed (its touches were cancelled)"),
            "\(text)")
        #expect(!text.contains("panned:"), "\(text)")
    }

    @Test("a recognizer requiring a cancelled recognizer to fail fails")
    func requiredCancelled() throws {
        let subviews = """
            { "name": "pad", "frame": [0, 100, 390, 300], \
            "multipleTouchEnabled": true, "handles": { "touches": "handle" },
              "gestureRecognizers": [ { "kind": "pan", "name": "drag", "action": "panned:", \
            "target": "controller" } ] },
            { "name": "spot", "frame": [0, 500, 390, 100], "handles": { "touches": "handle" },
              "gestureRecognizers": [ { "kind": "tap", "name": "spotTap", "requiresFailureOf": ["drag"], \
            "action": "tapped:", "target": "controller" } ] }
            """
        let inputs = """
            { "at": 0, "touch": { "id": 1, "phase": "began", "point": [100, 200] } }, \
            { "at": 0, "touch": { "id": 2, "phase": "began", "point": [200, 200] } },
            { "at": 0.1, "touch": { "id": 1, "phase": "moved", "point": [120, 200] } }, \
            { "at": 0.1, "touch": { "id": 2, "phase": "moved", "point": [220, 200] } },
            { "at": 0.2, "cancel": [1] }, { "at": 0.3, "tap": [100, 550] }, \
            { "at": 0.5, "touch": { "id": 2, "phase": "ended", "point": [220, 200] } }
            """
        #expect(
            try traceText(subviews: subviews, inputs: inputs) == """
                #0 t=0.000000 touches 1 began (100, 200), 2 began (200, 200)
                  hit-test touch 1 at (100, 200) -> window/root/pad
                  hit-test touch 2 at (200, 200) -> window/root/pad
                  recognizer drag touchesBegan {1, 2}
                  window/root/pad touchesBegan {1, 2} -> handled
                #1 t=0.100000 touches 1 moved (120, 200), 2 moved (220, 200)
                  recognizer drag touchesMoved {1, 2}
                  recognizer drag on window/root/pad: possible -> began (moved 10 pt)
                  drag sendAction panned: to controller
                  controller panned: -> handled
                  cancel touches {1, 2} for window/root/pad: drag recognized (cancelsTouchesInView)
                  window/root/pad touchesCancelled {1, 2} -> handled
                #2 t=0.200000 touches 1 cancelled (120, 200), 2 stationary (220, 200)
                  recognizer drag touchesCancelled {1}
                  recognizer drag on window/root/pad: began -> cancelled (its touches were cancelled)
                  drag sendAction panned: to controller
                  controller panned: -> handled
                #3 t=0.300000 touches 3 began (100, 550), 2 stationary (220, 200)
                  hit-test touch 3 at (100, 550) -> window/root/spot
                  recognizer spotTap touchesBegan {3}
                  window/root/spot touchesBegan {3} -> handled
                #4 t=0.400000 touches 3 ended (100, 550), 2 stationary (220, 200)
                  recognizer spotTap touchesEnded {3}
                  recognizer spotTap on window/root/spot: possible -> failed \
                (drag was cancelled; spotTap requires it to fail)
                  window/root/spot touchesEnded {3} -> handled
                  recognizer spotTap on window/root/spot: failed -> possible (reset)
                #5 t=0.500000 touches 2 ended (220, 200)
                  recognizer drag on window/root/pad: cancelled -> possible (reset)

                """)
    }

    @Test("a released touchesBegan of an ended touch leaves its touchesEnded held while a recognizer delays it")
    func releasedBeganKeepsEndHeld() throws {
        let subviews = """
            { "name": "cell", "frame": [0, 100, 390, 100], "handles": { "touches": "handle" },
              "gestureRecognizers": [
                { "kind": "tap", "name": "cellDoubleTap", "numberOfTapsRequired": 2, "delaysTouchesBegan": true, \
            "delaysTouchesEnded": false, "action": "doubleTapped:", "target": "controller" },
                { "kind": "tap", "name": "cellTripleTap", "numberOfTapsRequired": 3, "action": "tapped:", \
            "target": "controller" } ] }
            """
        let inputs = """
            { "at": 0, "tap": [100, 150] }, { "at": 1, "idle": true }
            """
        #expect(
            try traceText(subviews: subviews, inputs: inputs) == """
                #0 t=0.000000 touches 1 began (100, 150)
                  hit-test touch 1 at (100, 150) -> window/root/cell
                  recognizer cellDoubleTap touchesBegan {1}
                  recognizer cellTripleTap touchesBegan {1}
                  held touchesBegan {1} for window/root/cell: cellDoubleTap may still recognize (delaysTouchesBegan)
                #1 t=0.100000 touches 1 ended (100, 150)
                  recognizer cellDoubleTap touchesEnded {1}
                  recognizer cellTripleTap touchesEnded {1}
                #2 t=1.000000 idle
                  timer t=0.450000 fires for cellDoubleTap
                  recognizer cellDoubleTap on window/root/cell: possible -> failed (no tap 2 within 0.35 s)
                  released touchesBegan {1} for window/root/cell: no recognizer delays it any more
                  window/root/cell touchesBegan {1} -> handled
                  held touchesEnded {1} for window/root/cell: cellTripleTap may still recognize (delaysTouchesEnded)
                  recognizer cellDoubleTap on window/root/cell: failed -> possible (reset)
                  timer t=0.450000 fires for cellTripleTap
                  recognizer cellTripleTap on window/root/cell: possible -> failed (no tap 2 within 0.35 s)
                  released touchesEnded {1} for window/root/cell: no recognizer delays it any more
                  window/root/cell touchesEnded {1} -> handled
                  recognizer cellTripleTap on window/root/cell: failed -> possible (reset)

                """)
    }

    /// Delivers `inputs` (a scenario's inputs) to a key window whose own recognizer,
    /// `windowDoubleTap`, takes touches and presses, over `photo`, whose `singleTap` requires its
    /// `doubleTap` and `windowDoubleTap` to fail; returns the trace from event #3 on.
    func requirementTrace(_ inputs: String) throws -> String {
        let scene = """
            { "format": "hitchain-scene", "version": 1, "keyWindow": "window",
              "screen": { "width": 390, "height": 844, "scale": 3 },
              "windows": [ { "name": "window", "frame": [0, 0, 390, 844],
                "gestureRecognizers": [ { "kind": "tap", "name": "windowDoubleTap", "numberOfTapsRequired": 2 } ],
                "subviews": [ { "name": "photo", "frame": [0, 0, 390, 400], "handles": { "touches": "handle" },
                  "gestureRecognizers": [ { "kind": "tap", "name": "doubleTap", "numberOfTapsRequired": 2 },
                    { "kind": "tap", "name": "singleTap", "requiresFailureOf": ["doubleTap", "windowDoubleTap"] } ]
                } ] } ] }
            """
        let decoder = ScenarioDecoder(loadScene: { (_: String) throws(SceneError) -> HCScene in
            try SceneDecoder().decode(scene, file: "scene.json")
        })
        // Touch 1 on the photo; touch 2 beside it fails windowDoubleTap (two fingers down), which
        // is reset when touch 1 lifts: singleTap's tap is then complete, waiting for doubleTap.
        let text = """
            { "format": "hitchain-scenario", "version": 1, "scene": "scene.json", "inputs": [
              { "at": 0, "touch": { "id": 1, "phase": "began", "point": [100, 200] } },
              { "at": 0.02, "touch": { "id": 2, "phase": "began", "point": [100, 600] } },
              { "at": 0.05, "touch": { "id": 2, "phase": "ended", "point": [100, 600] } },
              { "at": 0.1, "touch": { "id": 1, "phase": "ended", "point": [100, 200] } }, \(inputs) ] }
            """
        let (scenario, events) = try decoder.decode(Array(text.utf8), file: "test.json")
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: scenario.scene)).text
        return String(trace[try #require(trace.range(of: "#3 t=")).lowerBound...])
    }

    /// Found by `hitchain fuzz` (seed 1239011910, case 2527; Corpus/regressions): the dependent
    /// waited again for a required recognizer that had failed during its attempt, reset and
    /// begun a press double tap, until that one decided.
    @Test("a required recognizer that failed during the attempt does not hold its dependent again as it takes presses")
    func requiredFailedThenPressed() throws {
        let trace = try requirementTrace(
            #"{ "at": 0.3, "press": "select", "duration": 0.02 }, { "at": 0.5, "idle": true }, "#
                + #"{ "at": 1, "idle": true }"#)
        #expect(
            trace == """
                #3 t=0.100000 touches 1 ended (100, 200)
                  recognizer doubleTap touchesEnded {1}
                  recognizer singleTap touchesEnded {1}
                  held touchesEnded {1} for window/photo: doubleTap may still recognize (delaysTouchesEnded)
                  recognizer windowDoubleTap on window: failed -> possible (reset)
                #4 t=0.300000 presses 3 select began
                  recognizer windowDoubleTap pressesBegan {3}
                  window pressesBegan {3 select} -> forwarded
                  application pressesBegan {3 select} -> forwarded
                  appDelegate pressesBegan {3 select} -> forwarded
                  dropped pressesBegan {3 select}: nobody handled it; it fell off the end of the chain
                #5 t=0.320000 presses 3 select ended
                  recognizer windowDoubleTap pressesEnded {3}
                  window pressesEnded {3 select} -> forwarded
                  application pressesEnded {3 select} -> forwarded
                  appDelegate pressesEnded {3 select} -> forwarded
                  dropped pressesEnded {3 select}: nobody handled it; it fell off the end of the chain
                #6 t=0.500000 idle
                  timer t=0.450000 fires for doubleTap
                  recognizer doubleTap on window/photo: possible -> failed (no tap 2 within 0.35 s)
                  recognizer singleTap on window/photo: possible -> ended (tapped)
                  cancelled touchesEnded {1} for window/photo: singleTap recognized (cancelsTouchesInView)
                  cancel touches {1} for window/photo: singleTap recognized (cancelsTouchesInView)
                  window/photo touchesCancelled {1} -> handled
                  recognizer doubleTap on window/photo: failed -> possible (reset)
                  recognizer singleTap on window/photo: ended -> possible (reset)
                #7 t=1.000000 idle
                  timer t=0.670000 fires for windowDoubleTap
                  recognizer windowDoubleTap on window: possible -> failed (no tap 2 within 0.35 s)
                  recognizer windowDoubleTap on window: failed -> possible (reset)

                """)
    }

    @Test("a required recognizer that failed during the attempt does not hold its dependent again as it takes a touch")
    func requiredFailedThenTouched() throws {
        let trace = try requirementTrace(#"{ "at": 0.3, "tap": [100, 600] }, { "at": 0.5, "idle": true }"#)
        let released = """
            #6 t=0.500000 idle
              timer t=0.450000 fires for doubleTap
              recognizer doubleTap on window/photo: possible -> failed (no tap 2 within 0.35 s)
              recognizer singleTap on window/photo: possible -> ended (tapped)
            """
        #expect(trace.contains("recognizer windowDoubleTap touchesBegan {3}"), "\(trace)")
        #expect(trace.contains(released), "\(trace)")
    }
}

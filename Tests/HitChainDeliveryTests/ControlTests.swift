import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Controls in delivery: full traces")
struct ControlTests {
    @Test("a button inside a cell with a tap recognizer: the button's action wins")
    func buttonInCell() throws {
        #expect(
            try runScenario("control-button-in-cell").text == """
                #0 t=0.000000 touches 1 began (330, 150)
                  hit-test touch 1 at (330, 150) -> window/root/cell/buyButton
                  recognizer cellTap touchesBegan {1}
                  window/root/cell/buyButton touchesBegan {1} -> handled
                  window/root/cell/buyButton beginTracking touch 1
                  window/root/cell/buyButton sendActions for touchDown
                #1 t=0.100000 touches 1 ended (330, 150)
                  recognizer cellTap touchesEnded {1}
                  recognizer cellTap on window/root/cell: possible -> failed \
                (window/root/cell/buyButton (UIButton) handles the gesture itself)
                  window/root/cell/buyButton touchesEnded {1} -> handled
                  window/root/cell/buyButton endTracking touch 1
                  window/root/cell/buyButton sendActions for touchUpInside
                  buyButton sendAction buy: to controller
                  controller buy: -> handled
                  window/root/cell/buyButton sendActions for primaryActionTriggered
                  recognizer cellTap on window/root/cell: failed -> possible (reset)

                """)
    }

    @Test("a button disabled while it tracks a touch cancels tracking and sends nothing more (found by the fuzzer)")
    func disabledWhileTracking() throws {
        let scene = try SceneDecoder().decode(
            """
            { "format": "hitchain-scene", "version": 1, "screen": { "width": 390, "height": 844, "scale": 3 },
              "windows": [{ "name": "w", "frame": [0, 0, 390, 844],
                "subviews": [{ "name": "button", "className": "UIButton", "frame": [10, 10, 100, 40],
                  "targetActions": [{ "for": "touchUpInside", "action": "buy:" }] }] }] }
            """)
        let events = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 20, y: 20))])),
            TimedEvent(time: 0.1, event: .change(view: "button", .enabled(false))),
            TimedEvent(
                time: 0.2, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 20, y: 20))])),
        ]
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: scene))
        #expect(
            trace.text == """
                #0 t=0.000000 touches 1 began (20, 20)
                  hit-test touch 1 at (20, 20) -> w/button
                  w/button touchesBegan {1} -> handled
                  w/button beginTracking touch 1
                  w/button sendActions for touchDown
                #1 t=0.100000 button enabled false
                  w/button enabled false
                  w/button cancelTracking touch 1
                #2 t=0.200000 touches 1 ended (20, 20)
                  w/button touchesEnded {1} -> forwarded
                  w touchesEnded {1} -> forwarded
                  application touchesEnded {1} -> forwarded
                  appDelegate touchesEnded {1} -> forwarded
                  dropped touchesEnded {1}: nobody handled it; it fell off the end of the chain

                """, "\(trace.text)")
    }

    @Test("touch up inside within the 70 pt tolerance, outside beyond it")
    func touchUpTolerance() throws {
        #expect(
            try runScenario("control-touch-up-tolerance").text == """
                #0 t=0.000000 touches 1 began (330, 150)
                  hit-test touch 1 at (330, 150) -> window/root/cell/buyButton
                  recognizer cellTap touchesBegan {1}
                  window/root/cell/buyButton touchesBegan {1} -> handled
                  window/root/cell/buyButton beginTracking touch 1
                  window/root/cell/buyButton sendActions for touchDown
                #1 t=0.100000 touches 1 moved (330, 195)
                  recognizer cellTap touchesMoved {1}
                  recognizer cellTap on window/root/cell: possible -> failed (a touch moved more than 10 pt)
                  window/root/cell/buyButton touchesMoved {1} -> handled
                  window/root/cell/buyButton continueTracking touch 1
                  window/root/cell/buyButton sendActions for touchDragInside
                #2 t=0.200000 touches 1 ended (330, 240)
                  window/root/cell/buyButton touchesEnded {1} -> handled
                  window/root/cell/buyButton endTracking touch 1
                  window/root/cell/buyButton sendActions for touchUpInside
                  buyButton sendAction buy: to controller
                  controller buy: -> handled
                  window/root/cell/buyButton sendActions for primaryActionTriggered
                  recognizer cellTap on window/root/cell: failed -> possible (reset)
                #3 t=1.000000 touches 2 began (330, 150)
                  hit-test touch 2 at (330, 150) -> window/root/cell/buyButton
                  recognizer cellTap touchesBegan {2}
                  window/root/cell/buyButton touchesBegan {2} -> handled
                  window/root/cell/buyButton beginTracking touch 2
                  window/root/cell/buyButton sendActions for touchDown
                #4 t=1.100000 touches 2 moved (330, 225)
                  recognizer cellTap touchesMoved {2}
                  recognizer cellTap on window/root/cell: possible -> failed (a touch moved more than 10 pt)
                  window/root/cell/buyButton touchesMoved {2} -> handled
                  window/root/cell/buyButton continueTracking touch 2
                  window/root/cell/buyButton sendActions for touchDragInside
                #5 t=1.200000 touches 2 ended (330, 300)
                  window/root/cell/buyButton touchesEnded {2} -> handled
                  window/root/cell/buyButton endTracking touch 2
                  window/root/cell/buyButton sendActions for touchUpOutside
                  recognizer cellTap on window/root/cell: failed -> possible (reset)

                """)
    }

    @Test("a drag that exits and re-enters a button")
    func dragExitEnter() throws {
        #expect(
            try runScenario("control-drag-exit-enter").text == """
                #0 t=0.000000 touches 1 began (330, 150)
                  hit-test touch 1 at (330, 150) -> window/root/cell/buyButton
                  recognizer cellTap touchesBegan {1}
                  window/root/cell/buyButton touchesBegan {1} -> handled
                  window/root/cell/buyButton beginTracking touch 1
                  window/root/cell/buyButton sendActions for touchDown
                #1 t=0.100000 touches 1 moved (330, 300)
                  recognizer cellTap touchesMoved {1}
                  recognizer cellTap on window/root/cell: possible -> failed (a touch moved more than 10 pt)
                  window/root/cell/buyButton touchesMoved {1} -> handled
                  window/root/cell/buyButton continueTracking touch 1
                  window/root/cell/buyButton sendActions for touchDragExit
                #2 t=0.200000 touches 1 moved (330, 320)
                  window/root/cell/buyButton touchesMoved {1} -> handled
                  window/root/cell/buyButton continueTracking touch 1
                  window/root/cell/buyButton sendActions for touchDragOutside
                #3 t=0.300000 touches 1 moved (330, 160)
                  window/root/cell/buyButton touchesMoved {1} -> handled
                  window/root/cell/buyButton continueTracking touch 1
                  window/root/cell/buyButton sendActions for touchDragEnter
                #4 t=0.400000 touches 1 moved (330, 155)
                  window/root/cell/buyButton touchesMoved {1} -> handled
                  window/root/cell/buyButton continueTracking touch 1
                  window/root/cell/buyButton sendActions for touchDragInside
                #5 t=0.500000 touches 1 ended (330, 155)
                  window/root/cell/buyButton touchesEnded {1} -> handled
                  window/root/cell/buyButton endTracking touch 1
                  window/root/cell/buyButton sendActions for touchUpInside
                  buyButton sendAction buy: to controller
                  controller buy: -> handled
                  window/root/cell/buyButton sendActions for primaryActionTriggered
                  recognizer cellTap on window/root/cell: failed -> possible (reset)

                """)
    }

    @Test("a pan cancels a control's tracking")
    func panCancelsTracking() throws {
        #expect(
            try runScenario("control-pan-cancels-tracking").text == """
                #0 t=0.000000 touches 1 began (300, 650)
                  hit-test touch 1 at (300, 650) -> window/root/canvas/knob
                  recognizer canvasPan touchesBegan {1}
                  recognizer canvasPinch touchesBegan {1}
                  recognizer canvasRotation touchesBegan {1}
                  window/root/canvas/knob touchesBegan {1} -> handled
                  window/root/canvas/knob beginTracking touch 1
                  window/root/canvas/knob sendActions for touchDown
                #1 t=0.066667 touches 1 moved (300, 666.6666666666666)
                  recognizer canvasPan touchesMoved {1}
                  recognizer canvasPan on window/root/canvas: possible -> began (moved 10 pt)
                  canvasPan sendAction panned: to controller
                  controller panned: -> handled
                  cancel touches {1} for window/root/canvas/knob: canvasPan recognized (cancelsTouchesInView)
                  window/root/canvas/knob touchesCancelled {1} -> handled
                  window/root/canvas/knob cancelTracking touch 1
                  window/root/canvas/knob sendActions for touchCancel
                  recognizer canvasPinch on window/root/canvas: possible -> failed (canvasPan recognized)
                  recognizer canvasRotation on window/root/canvas: possible -> failed (canvasPan recognized)
                #2 t=0.133333 touches 1 moved (300, 683.3333333333334)
                  recognizer canvasPan touchesMoved {1}
                  recognizer canvasPan on window/root/canvas: began -> changed (translation (0, 33.33333333333337))
                  canvasPan sendAction panned: to controller
                  controller panned: -> handled
                #3 t=0.200000 touches 1 ended (300, 700)
                  recognizer canvasPan touchesEnded {1}
                  recognizer canvasPan on window/root/canvas: changed -> ended (every finger lifted)
                  canvasPan sendAction panned: to controller
                  controller panned: -> handled
                  recognizer canvasPan on window/root/canvas: ended -> possible (reset)
                  recognizer canvasPinch on window/root/canvas: failed -> possible (reset)
                  recognizer canvasRotation on window/root/canvas: failed -> possible (reset)

                """)
    }

    @Test("a switch toggles on touch up inside and sends valueChanged")
    func switchToggle() throws {
        #expect(
            try runScenario("control-switch-toggle").text == """
                #0 t=0.000000 touches 1 began (45, 635)
                  hit-test touch 1 at (45, 635) -> window/root/canvas/toggle
                  recognizer canvasPan touchesBegan {1}
                  recognizer canvasPinch touchesBegan {1}
                  recognizer canvasRotation touchesBegan {1}
                  window/root/canvas/toggle touchesBegan {1} -> handled
                  window/root/canvas/toggle beginTracking touch 1
                  window/root/canvas/toggle sendActions for touchDown
                #1 t=0.100000 touches 1 ended (45, 635)
                  recognizer canvasPan touchesEnded {1}
                  recognizer canvasPan on window/root/canvas: possible -> failed \
                (the touches lifted before moving 10 pt)
                  recognizer canvasPinch touchesEnded {1}
                  recognizer canvasPinch on window/root/canvas: possible -> failed \
                (a finger lifted before the pinch began)
                  recognizer canvasRotation touchesEnded {1}
                  recognizer canvasRotation on window/root/canvas: possible -> failed \
                (a finger lifted before the rotation began)
                  window/root/canvas/toggle touchesEnded {1} -> handled
                  window/root/canvas/toggle endTracking touch 1
                  window/root/canvas/toggle sendActions for touchUpInside
                  window/root/canvas/toggle sendActions for valueChanged
                  toggle sendAction toggled: to controller
                  controller toggled: -> handled
                  window/root/canvas/toggle sendActions for primaryActionTriggered
                  recognizer canvasPan on window/root/canvas: failed -> possible (reset)
                  recognizer canvasPinch on window/root/canvas: failed -> possible (reset)
                  recognizer canvasRotation on window/root/canvas: failed -> possible (reset)

                """)
    }

    /// A cell whose double-tap recognizer holds the button's touchesEnded (delaysTouchesEnded).
    static let buttonUnderDoubleTap = """
        { "name": "cell", "frame": [0, 100, 390, 100],
          "gestureRecognizers": [ { "kind": "tap", "name": "cellDoubleTap", "numberOfTapsRequired": 2, \
        "action": "doubleTapped:", "target": "controller" } ],
          "subviews": [ { "name": "buyButton", "className": "UIButton", "frame": [290, 20, 80, 60],
            "targetActions": [ { "for": "touchUpInside", "action": "buy:", "target": "controller" } ] } ] }
        """

    @Test("a button's touchesEnded held by a double tap still ends tracking with touch up inside when released")
    func heldEndReachesButton() throws {
        #expect(
            try traceText(
                subviews: Self.buttonUnderDoubleTap,
                inputs: #"{ "at": 0, "tap": [330, 150] }, { "at": 1, "idle": true }"#) == """
                    #0 t=0.000000 touches 1 began (330, 150)
                      hit-test touch 1 at (330, 150) -> window/root/cell/buyButton
                      recognizer cellDoubleTap touchesBegan {1}
                      window/root/cell/buyButton touchesBegan {1} -> handled
                      window/root/cell/buyButton beginTracking touch 1
                      window/root/cell/buyButton sendActions for touchDown
                    #1 t=0.100000 touches 1 ended (330, 150)
                      recognizer cellDoubleTap touchesEnded {1}
                      held touchesEnded {1} for window/root/cell/buyButton: cellDoubleTap may still recognize \
                    (delaysTouchesEnded)
                    #2 t=1.000000 idle
                      timer t=0.450000 fires for cellDoubleTap
                      recognizer cellDoubleTap on window/root/cell: possible -> failed (no tap 2 within 0.35 s)
                      released touchesEnded {1} for window/root/cell/buyButton: no recognizer delays it any more
                      window/root/cell/buyButton touchesEnded {1} -> handled
                      window/root/cell/buyButton endTracking touch 1
                      window/root/cell/buyButton sendActions for touchUpInside
                      buyButton sendAction buy: to controller
                      controller buy: -> handled
                      window/root/cell/buyButton sendActions for primaryActionTriggered
                      recognizer cellDoubleTap on window/root/cell: failed -> possible (reset)

                    """)
    }

    @Test(
        "a single tap waiting for a double tap fails over a button even after the touch is gone (no delaysTouchesEnded)"
    )
    func singleTapWaitingOverButton() throws {
        let cell = """
            { "name": "cell", "frame": [0, 100, 390, 100],
              "gestureRecognizers": [
                { "kind": "tap", "name": "cellDoubleTap", "numberOfTapsRequired": 2, "delaysTouchesEnded": false, \
            "action": "doubleTapped:", "target": "controller" },
                { "kind": "tap", "name": "cellTap", "requiresFailureOf": ["cellDoubleTap"], \
            "delaysTouchesEnded": false, "action": "tapped:", "target": "controller" } ],
              "subviews": [ { "name": "buyButton", "className": "UIButton", "frame": [290, 20, 80, 60],
                "targetActions": [ { "for": "touchUpInside", "action": "buy:", "target": "controller" } ] } ] }
            """
        #expect(
            try traceText(subviews: cell, inputs: #"{ "at": 0, "tap": [330, 150] }, { "at": 1, "idle": true }"#) == """
                #0 t=0.000000 touches 1 began (330, 150)
                  hit-test touch 1 at (330, 150) -> window/root/cell/buyButton
                  recognizer cellDoubleTap touchesBegan {1}
                  recognizer cellTap touchesBegan {1}
                  window/root/cell/buyButton touchesBegan {1} -> handled
                  window/root/cell/buyButton beginTracking touch 1
                  window/root/cell/buyButton sendActions for touchDown
                #1 t=0.100000 touches 1 ended (330, 150)
                  recognizer cellDoubleTap touchesEnded {1}
                  recognizer cellTap touchesEnded {1}
                  window/root/cell/buyButton touchesEnded {1} -> handled
                  window/root/cell/buyButton endTracking touch 1
                  window/root/cell/buyButton sendActions for touchUpInside
                  buyButton sendAction buy: to controller
                  controller buy: -> handled
                  window/root/cell/buyButton sendActions for primaryActionTriggered
                #2 t=1.000000 idle
                  timer t=0.450000 fires for cellDoubleTap
                  recognizer cellDoubleTap on window/root/cell: possible -> failed (no tap 2 within 0.35 s)
                  recognizer cellTap on window/root/cell: possible -> failed \
                (window/root/cell/buyButton (UIButton) handles the gesture itself)
                  recognizer cellDoubleTap on window/root/cell: failed -> possible (reset)
                  recognizer cellTap on window/root/cell: failed -> possible (reset)

                """)
    }
}

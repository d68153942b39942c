import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("Scenario expansion and the trace value")
struct ExpansionTests {
    @Test("a drag is began, moves strictly between, ended at the target")
    func drag() {
        let (events, origins) = ScenarioExpander.expand([
            ScenarioInput(
                time: 1, .drag(from: HCPoint(x: 0, y: 0), to: HCPoint(x: 30, y: 0), duration: 0.3, samples: 2))
        ])
        #expect(events.map(\.time) == [1, 1 + 0.3 * (1.0 / 3.0), 1 + 0.3 * (2.0 / 3.0), 1.3])
        #expect(
            events.map(\.event) == [
                .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 0, y: 0))]),
                .touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 10, y: 0))]),
                .touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 20, y: 0))]),
                .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 30, y: 0))]),
            ])
        #expect(origins == [0, 0, 0, 0])
    }

    @Test("a double tap is two taps with tap counts 1 and 2")
    func doubleTap() {
        let (events, _) = ScenarioExpander.expand([
            ScenarioInput(time: 0, .tap(HCPoint(x: 5, y: 5), count: 2, duration: 0.1))
        ])
        let counts = events.compactMap { e -> Int? in
            if case .touches(let t) = e.event { return t[0].tapCount }; return nil
        }
        #expect(counts == [1, 1, 2, 2])
        #expect(events.map(\.time) == [0, 0.1, 0.2, 0.30000000000000004])
    }

    @Test("touches down but not moving appear as stationary; samples at one time share an event")
    func stationaryAndMerge() {
        let (events, _) = ScenarioExpander.expand([
            ScenarioInput(time: 0, .touch(TouchSample(id: 1, phase: .began, location: HCPoint(x: 1, y: 1)))),
            ScenarioInput(time: 0, .touch(TouchSample(id: 2, phase: .began, location: HCPoint(x: 2, y: 2)))),
            ScenarioInput(time: 1, .touch(TouchSample(id: 2, phase: .moved, location: HCPoint(x: 3, y: 3)))),
            ScenarioInput(time: 2, .cancel(nil)),
        ])
        #expect(events.count == 3)
        #expect(
            events[0].event
                == .touches([
                    TouchSample(id: 1, phase: .began, location: HCPoint(x: 1, y: 1)),
                    TouchSample(id: 2, phase: .began, location: HCPoint(x: 2, y: 2)),
                ]))
        #expect(
            events[1].event
                == .touches([
                    TouchSample(id: 2, phase: .moved, location: HCPoint(x: 3, y: 3)),
                    TouchSample(id: 1, phase: .stationary, location: HCPoint(x: 1, y: 1)),
                ]))
        #expect(
            events[2].event
                == .touches([
                    TouchSample(id: 1, phase: .cancelled, location: HCPoint(x: 1, y: 1)),
                    TouchSample(id: 2, phase: .cancelled, location: HCPoint(x: 3, y: 3)),
                ]))
    }

    @Test("gesture ids never collide with explicit ones")
    func ids() {
        let (events, _) = ScenarioExpander.expand([
            ScenarioInput(time: 0, .touch(TouchSample(id: 7, phase: .began, location: .zero))),
            ScenarioInput(time: 0.5, .tap(HCPoint(x: 1, y: 1), count: 1, duration: 0.1)),
        ])
        guard case .touches(let t) = events[1].event else { Issue.record("not touches"); return }
        #expect(t.first?.id == 8)
    }

    @Test("the same events give the same trace; traces round-trip through JSON")
    func deterministicAndCodable() throws {
        let trace1 = try runScenario("two-fingers-two-views")
        let trace2 = try runScenario("two-fingers-two-views")
        #expect(trace1 == trace2)
        let decoded = try DeliveryTrace(json: Array(trace1.json().utf8))
        #expect(decoded == trace1)
        #expect(trace1.firstDifference(from: decoded) == nil)
    }

    @Test("dispatch takes its hit-test engine: a mutant engine changes the trace where it disagrees")
    func pluggableHitTest() throws {
        let scene = try SceneDecoder().decode(
            #"""
            { "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w", "frame": [0, 0, 200, 200],
              "subviews": [ { "name": "target", "frame": [0, 0, 100, 100], \#
            "handles": { "touches": "handle" } } ] } ], "keyWindow": "w" }
            """#)
        let events = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 100, y: 50))]))
        ]
        let reference = EventDispatcher.deliver(events, to: try UIApplication(scene: scene))
        // An engine that counts the bounds' far edges as inside (the maxEdgesInside mutant).
        struct MaxEdgesInside: HitTesting {
            func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
                let w = application.windows[0]
                return HitTestResult(view: screenPoint.x <= 100 ? w.subviews[0] : w, window: w)
            }
        }
        let mutant = EventDispatcher.deliver(events, to: try UIApplication(scene: scene), hitTester: MaxEdgesInside())
        #expect(reference.lines[1] == "  hit-test touch 1 at (100, 50) -> w")
        #expect(mutant.lines[1] == "  hit-test touch 1 at (100, 50) -> w/target")
        #expect(reference.firstDifference(from: mutant) == 1)
    }

    @Test(
        "the event stream check refuses time going backwards and touches out of sequence",
        arguments: [
            (
                [TimedEvent(time: 1, event: .motion(.began)), TimedEvent(time: 0, event: .motion(.ended))],
                EventStreamError.Kind.timeGoesBackwards
            ),
            ([TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .ended, location: .zero)]))], .notBegun),
            (
                [
                    TimedEvent(
                        time: 0,
                        event: .touches([
                            TouchSample(id: 1, phase: .began, location: .zero),
                            TouchSample(id: 1, phase: .moved, location: .zero),
                        ]))
                ], .duplicateInEvent
            ),
            (
                [
                    TimedEvent(
                        time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: .nan, y: 0))]))
                ], .nonFiniteNumber
            ),
            ([TimedEvent(time: 0, event: .presses([PressSample(id: 1, type: .menu, phase: .changed)]))], .notBegun),
        ])
    func streamErrors(events: [TimedEvent], kind: EventStreamError.Kind) {
        #expect(throws: EventStreamError.self) { try EventStreamValidator.validate(events) }
        do { try EventStreamValidator.validate(events) } catch { #expect(error.kind == kind) }
    }

    @Test("the stream check tracks touches past the few it searches: twenty down, lifted, and down again")
    func manyTouchesDown() throws {
        func event(_ t: Double, _ ids: Range<Int>, _ phase: TouchPhase) -> TimedEvent {
            TimedEvent(time: t, event: .touches(ids.map { TouchSample(id: $0, phase: phase, location: .zero) }))
        }
        var validator = EventStreamValidator()
        try validator.check(event(0, 0..<20, .began))
        try validator.check(event(1, 0..<20, .moved))
        #expect(throws: EventStreamError.self) { try validator.check(event(2, 19..<20, .began)) }
        var lifted = EventStreamValidator()
        try lifted.check(event(0, 0..<20, .began))
        try lifted.check(event(1, 0..<20, .ended))
        try lifted.check(event(2, 0..<3, .began))
        #expect(throws: EventStreamError.self) { try lifted.check(event(3, 5..<6, .moved)) }
        var many = EventStreamValidator()
        do {
            try many.check(event(0, 0..<(EventStreamValidator.maxDown + 1), .began))
            Issue.record("more than maxDown touches down was accepted")
        } catch {
            #expect(error.kind == .tooMany)
        }
    }

    @Test("long taps of a multi-tap never overlap")
    func longMultiTap() {
        let (events, _) = ScenarioExpander.expand([
            ScenarioInput(time: 0, .tap(HCPoint(x: 1, y: 1), count: 3, duration: 1))
        ])
        #expect(events.map(\.time) == [0, 1, 1.1, 2.1, 2.2, 3.2])
    }
}

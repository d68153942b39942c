import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

@testable import HitChainFuzz

/// The trace properties fail when they should, and only then.
@Suite struct PropertyTests {
    private static func track(_ control: String, _ step: TrackingStep, _ touch: Int) -> TraceEntry {
        .tracking(control: ResponderID(printed: control), step: step, touch: touch)
    }

    private static func touches(_ responder: String, _ phase: TouchPhase, _ ids: [Int]) -> TraceEntry {
        .call(responder: ResponderID(printed: responder), message: .touches(phase, TouchIDs(ids)), outcome: .handled)
    }

    private static func state(
        _ r: String, _ from: UIGestureRecognizer.State, _ to: UIGestureRecognizer.State, _ why: String = ""
    ) -> TraceEntry {
        .recognizerState(recognizer: r, view: ResponderID(printed: "w/v"), from: from, to: to, reason: why)
    }

    @Test func trackingLifecycle() {
        var ok = TrackingLifecycle()
        let good: [TraceEntry] = [
            Self.track("w/b", .beginTracking, 1), Self.track("w/b", .continueTracking, 1),
            Self.touches("w/b", .ended, [1]), Self.track("w/b", .endTracking, 1),
            Self.track("w/x/b", .beginTracking, 2), Self.track("w/b", .cancelTracking, 2),
        ]
        #expect(ok.observe(good[...], eventIndex: 0) == nil)

        var twice = TrackingLifecycle()
        let bad: [TraceEntry] = [Self.track("w/b", .beginTracking, 1), Self.track("w/b", .beginTracking, 2)]
        #expect(twice.observe(bad[...], eventIndex: 0)?.property == .controlTracking)

        var stuck = TrackingLifecycle()
        let lost: [TraceEntry] = [Self.track("w/b", .beginTracking, 1), Self.touches("w/b", .ended, [1])]
        #expect(stuck.observe(lost[...], eventIndex: 0)?.property == .controlTracking)
        var exempt = TrackingLifecycle()
        exempt.exempt = ["b"]
        #expect(exempt.observe(lost[...], eventIndex: 0) == nil)
    }

    @Test func recognizerStateMachines() {
        var tap = RecognizerLifecycle(discrete: ["t": true])
        let began: [TraceEntry] = [Self.state("t", .possible, .began)]
        #expect(tap.observe(began[...], eventIndex: 0)?.property == .recognizerLifecycle)

        var pan = RecognizerLifecycle(discrete: ["p": false])
        let run: [TraceEntry] = [
            Self.state("p", .possible, .began), Self.state("p", .began, .changed), Self.state("p", .changed, .ended),
            Self.state("p", .ended, .possible, "reset"),
        ]
        #expect(pan.observe(run[...], eventIndex: 0) == nil)
        let skip: [TraceEntry] = [Self.state("p", .possible, .cancelled)]
        #expect(pan.observe(skip[...], eventIndex: 1)?.property == .recognizerLifecycle)
    }

    @Test func touchIDsMayBeReusedOnlyAfterTheyEnd() {
        func touch(_ id: Int, _ phase: TouchPhase) -> TraceEntry { Self.touches("w/v", phase, [id]) }
        func hit(_ id: Int) -> TraceEntry {
            .hitTest(
                touch: id, point: HCPoint(x: 1, y: 1), view: ResponderID(printed: "w/v"),
                window: ResponderID(printed: "w"))
        }
        var reuse = TouchLifecycle()
        let after: [TraceEntry] = [
            hit(1), touch(1, .began), touch(1, .ended), hit(1), touch(1, .began), touch(1, .ended),
        ]
        #expect(reuse.observe(after[...], eventIndex: 0) == nil)
        var early = TouchLifecycle()
        let during: [TraceEntry] = [hit(1), touch(1, .began), hit(1)]
        #expect(early.observe(during[...], eventIndex: 0)?.property == .touchLifecycle)
        var twice = TouchLifecycle()
        let repeated: [TraceEntry] = [hit(1), touch(1, .began), touch(1, .ended), touch(1, .ended)]
        #expect(twice.observe(repeated[...], eventIndex: 0)?.property == .touchLifecycle)
        // A reused id whose second touch is never delivered (it hit nothing) is not left open.
        var unused = TouchLifecycle()
        let miss = TraceEntry.hitTest(touch: 1, point: HCPoint(x: 1, y: 1), view: nil, window: nil)
        let reusedMiss: [TraceEntry] = [hit(1), touch(1, .began), touch(1, .ended), miss]
        #expect(unused.observe(reusedMiss[...], eventIndex: 0) == nil)
        #expect(unused.finish(eventCount: 1) == nil)
    }

    /// A recognizer's action sent when a timer fires is not mistaken for the message's walk.
    @Test func actionWalksFromTimersAreSetApart() {
        func call(_ r: String, _ m: ResponderMessage, _ o: CallOutcome) -> TraceEntry {
            .call(responder: ResponderID(printed: r), message: m, outcome: o)
        }
        let entries: [TraceEntry] = [
            .timer(time: 1, recognizer: "g"), .sendAction(sender: "g", selector: "save:", target: nil),
            call("w/v", .canPerformAction("save:"), .cannotPerform),
            call("vc", .canPerformAction("save:"), .canPerform),
            call("vc", .action("save:"), .handled), call("w/x", .routerEvent("buy"), .forwarded),
        ]
        let save = MessageExpectation(
            calls: [], what: "save:", belongs: { $0 == .action("save:") || $0 == .canPerformAction("save:") })
        #expect(save.actualCalls(entries[...]) == [])
        let router = MessageExpectation(calls: [], what: "buy", belongs: { $0 == .routerEvent("buy") })
        #expect(router.actualCalls(entries[...]).map(\.text) == ["x routerEvent forwarded"])
    }

    @Test func runsEndAndCountEveryFailure() {
        let none = Fuzzer(FuzzOptions(seed: 1, iterations: 0)).run()
        #expect(none.casesRun == 0)
        var options = FuzzOptions(seed: 1, iterations: 20, engines: [Mutant(.hiddenInverted).engine], shrinkLimit: 0)
        options.generator = GeneratorOptions(maxViews: 10, maxEvents: 2, probes: 8)
        let r = Fuzzer(options).run()
        #expect(r.failures.isEmpty && !r.otherFailingCases.isEmpty && !r.passed)
    }

    @Test func reachableFollowsDependencies() {
        var g = GeneratorOptions(maxViews: 1, maxEvents: 0, probes: 0)
        #expect(g.reachable.isEmpty)
        g = GeneratorOptions(
            features: FeatureSelection(enabled: [.disabledControl, .tap, .uniformPoint]), maxViews: 50)
        #expect(g.reachable == [.tap, .uniformPoint])
    }
}

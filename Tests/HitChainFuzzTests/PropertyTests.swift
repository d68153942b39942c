import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import Testing

@testable import HitChainFuzz

/// The trace properties fail when they should, and only then.
@Suite struct PropertyTests {
    @Test func trackingLifecycle() {
        var ok = TrackingLifecycle()
        let good: [TraceEntry] = [
            .tracking(control: "w/b", method: "beginTracking", touch: 1), .tracking(control: "w/b", method: "continueTracking", touch: 1),
            .call(responder: "w/b", method: "touchesEnded", argument: "{1}", outcome: .handled), .tracking(control: "w/b", method: "endTracking", touch: 1),
            .tracking(control: "w/x/b", method: "beginTracking", touch: 2), .tracking(control: "w/b", method: "cancelTracking", touch: 2),
        ]
        #expect(ok.observe(good[...], eventIndex: 0) == nil)

        var twice = TrackingLifecycle()
        let bad: [TraceEntry] = [.tracking(control: "w/b", method: "beginTracking", touch: 1), .tracking(control: "w/b", method: "beginTracking", touch: 2)]
        #expect(twice.observe(bad[...], eventIndex: 0)?.property == .controlTracking)

        var stuck = TrackingLifecycle()
        let lost: [TraceEntry] = [
            .tracking(control: "w/b", method: "beginTracking", touch: 1), .call(responder: "w/b", method: "touchesEnded", argument: "{1}", outcome: .handled),
        ]
        #expect(stuck.observe(lost[...], eventIndex: 0)?.property == .controlTracking)
        var exempt = TrackingLifecycle()
        exempt.exempt = ["b"]
        #expect(exempt.observe(lost[...], eventIndex: 0) == nil)
    }

    @Test func recognizerStateMachines() {
        var tap = RecognizerLifecycle(discrete: ["t": true])
        let began: [TraceEntry] = [.recognizerState(recognizer: "t", view: "w/v", from: "possible", to: "began", reason: "")]
        #expect(tap.observe(began[...], eventIndex: 0)?.property == .recognizerLifecycle)

        var pan = RecognizerLifecycle(discrete: ["p": false])
        let run: [TraceEntry] = [
            .recognizerState(recognizer: "p", view: "w/v", from: "possible", to: "began", reason: ""),
            .recognizerState(recognizer: "p", view: "w/v", from: "began", to: "changed", reason: ""),
            .recognizerState(recognizer: "p", view: "w/v", from: "changed", to: "ended", reason: ""),
            .recognizerState(recognizer: "p", view: "w/v", from: "ended", to: "possible", reason: "reset"),
        ]
        #expect(pan.observe(run[...], eventIndex: 0) == nil)
        let skip: [TraceEntry] = [.recognizerState(recognizer: "p", view: "w/v", from: "possible", to: "cancelled", reason: "")]
        #expect(pan.observe(skip[...], eventIndex: 1)?.property == .recognizerLifecycle)
    }

    @Test func touchIDsMayBeReusedOnlyAfterTheyEnd() {
        func touch(_ id: Int, _ method: String) -> TraceEntry { .call(responder: "w/v", method: method, argument: "{\(id)}", outcome: .handled) }
        func hit(_ id: Int) -> TraceEntry { .hitTest(touch: id, point: Point(x: 1, y: 1), view: "w/v", window: "w") }
        var reuse = TouchLifecycle()
        let after: [TraceEntry] = [hit(1), touch(1, "touchesBegan"), touch(1, "touchesEnded"), hit(1), touch(1, "touchesBegan"), touch(1, "touchesEnded")]
        #expect(reuse.observe(after[...], eventIndex: 0) == nil)
        var early = TouchLifecycle()
        let during: [TraceEntry] = [hit(1), touch(1, "touchesBegan"), hit(1)]
        #expect(early.observe(during[...], eventIndex: 0)?.property == .touchLifecycle)
        var twice = TouchLifecycle()
        let repeated: [TraceEntry] = [hit(1), touch(1, "touchesBegan"), touch(1, "touchesEnded"), touch(1, "touchesEnded")]
        #expect(twice.observe(repeated[...], eventIndex: 0)?.property == .touchLifecycle)
    }

    /// A recognizer's action sent when a timer fires is not mistaken for the message's walk.
    @Test func actionWalksFromTimersAreSetApart() {
        let entries: [TraceEntry] = [
            .timer(time: 1, recognizer: "g"), .sendAction(sender: "g", selector: "save:", target: nil),
            .call(responder: "w/v", method: "canPerformAction", argument: "save:", outcome: .cannotPerform),
            .call(responder: "vc", method: "canPerformAction", argument: "save:", outcome: .canPerform),
            .call(responder: "vc", method: "save:", argument: "", outcome: .handled),
            .call(responder: "w/x", method: "routerEvent", argument: "\"buy\"", outcome: .forwarded),
        ]
        #expect(MessageExpectation.actualCalls(entries[...], methods: ["canPerformAction", "save:"]) == [])
        #expect(MessageExpectation.actualCalls(entries[...], methods: ["routerEvent"]) == ["x routerEvent forwarded"])
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
        g = GeneratorOptions(features: FeatureSelection(enabled: [.disabledControl, .tap, .uniformPoint]), maxViews: 50)
        #expect(g.reachable == [.tap, .uniformPoint])
    }
}

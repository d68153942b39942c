import Foundation
import HitChainDelivery
public import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene

/// Checks every property on one case: engines against the reference for every probe point
/// (before and after the events, so engines must follow the graph's changes), the
/// reference's delivery against the routing and touch rules and the chain rules, the
/// recording round trip, and each engine's replay of the recording against the reference's.
public struct CaseChecker: Sendable {
    /// The engines under test; the reference walk is always the oracle.
    public var engines: [NamedEngine]
    /// The delivery rules every delivery of the case uses: UIKit's, or a delivery mutant's
    /// (which every engine then shares, as they share the real dispatcher).
    public var delivery: DeliveryMutant?
    /// The user's classes in the cases, and what is asked of them.
    public var userClasses: UserClassFuzzing?

    /// A checker of `engines` against the reference, delivering with `delivery`'s rules (UIKit's when nil) and
    /// checking `userClasses`' properties.
    public init(engines: [NamedEngine], delivery: DeliveryMutant? = nil, userClasses: UserClassFuzzing? = nil) {
        self.engines = engines
        self.delivery = delivery
        self.userClasses = userClasses
        registry = FuzzCatalogue.registry(adding: userClasses?.registry)
    }

    /// The factories for the classes a case's class names stand for: the catalogue's
    /// (`FuzzCatalogue`) and the user's.
    let registry: ViewClassRegistry
    /// The user's factories alone, for a case without the catalogue's classes.
    var userRegistry: ViewClassRegistry { userClasses?.registry ?? ViewClassRegistry() }

    /// The rules the dispatcher delivers with.
    var deliveryRules: any DeliveryRules { delivery?.rules ?? UIKitDeliveryRules() }

    /// The first property that does not hold, or nil when the case passes; `roundTrip`
    /// false leaves out the `.evz` round trip (the fuzzer samples it: `FuzzOptions`).
    public func check(_ c: FuzzCase, roundTrip: Bool = true) -> FuzzFailure? {
        check(c, roundTrip: roundTrip, shapes: nil)
    }

    /// The same; with `shapes`, the shape of the first divergence is collected at the moment
    /// it is met (every probe that diverges then, or the touch), for triage.
    // Over the line limit: the properties in the order docs/fuzzing.md lists them, each a call; the order is the
    // report's.
    func check(_ c: FuzzCase, roundTrip: Bool, shapes: ShapeCollector?) -> FuzzFailure? {
        let app: UIApplication
        // The catalogue's factories only for a case that has its classes: looking every view's
        // class up costs a hash each.
        let twin = FuzzCatalogue.twin(of: c.scene)
        let registry = twin == nil ? userRegistry : self.registry
        do {
            try EventStreamValidator.validate(c.events, responderNames: nil)
            app = try UIApplication(scene: c.scene, registry: registry)
        } catch {
            return FuzzFailure(.invalidCase, detail: "\(error)")
        }
        if userClasses != nil, let f = checkUserClasses(c.probes, app, when: "before the events") { return f }
        // The catalogue's Swift classes are judged by their declarative twins: what the
        // properties expect is worked out from the twin scene, never from the classes' code.
        if let twin, InexactShape.shapes(of: c.scene).isEmpty, let f = checkTwins(c.probes, app, twin: twin.scene) {
            return f
        }
        let expected = twin?.scene ?? c.scene
        var rules = ChainRules(scene: expected)
        if let f = checkChains(rules, app, when: "before any event") { return f }
        let reference = ReferenceHitTester()
        let instances = engines.map { ($0.name, $0.make(app)) }
        if let f = probe(c.probes, app, reference, instances, when: "before the events", shapes: shapes) { return f }

        let lockstep = LockstepHitTester(reference: reference, engines: instances)
        if let shapes {
            lockstep.onDisagreement = { app, engine, point, expected, actual in
                shapes.record(app, engine: engine, point: point, expected: expected, actual: actual)
            }
        }
        let dispatcher = EventDispatcher(application: app, hitTester: lockstep, rules: deliveryRules)
        // The questions asked of delegates and scroll views are in the trace, where the
        // properties check when they are asked (`DelegateQuestions`).
        dispatcher.tracesQuestions = true
        let stepper = DeliveryStepper(dispatcher, keepsEarlierEvents: true)
        let viewIndex = Dictionary(
            c.scene.views.indices.map { (c.scene.views[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        var expectations = DeliveryExpectations(scene: expected, application: app, viewIndex: viewIndex)
        for (i, timed) in c.events.enumerated() {
            expectations.prepare(timed.event, app: app)
            let entries = stepper.deliver(timed)
            if let d = lockstep.disagreement {
                var failure = FuzzFailure(
                    .hitTestAgreement, engine: d.engine, eventIndex: i, point: d.point,
                    expected: Self.describe(d.expected),
                    actual: Self.describe(d.actual),
                    detail: "\(d.engine) hit-tests a touch of event \(i) differently from the reference")
                failure.expectedView = d.expected.view?.name
                failure.actualView = d.actual.view?.name
                return failure
            }
            let rulesBefore = rules
            Self.followHierarchy(timed.event, entries, viewIndex, &rules)
            if let f = expectations.observe(timed, entries, rules: (rulesBefore, rules), app: app, eventIndex: i) {
                return f
            }
            // Engines must follow every run-time change: ask them again at once. (The text
            // is made only for a change: made for every event, it cost 1 % of a case.)
            if case .change = timed.event,
                var f = probe(
                    c.probes, app, reference, instances, when: "after event \(i) (\(timed.event.summary))",
                    shapes: shapes)
            {
                f.eventIndex = i
                return f
            }
        }
        if let f = expectations.finish(c, app: app) { return f }
        if let f = checkChains(rules, app, when: "after the events") { return f }
        if let f = probe(c.probes, app, reference, instances, when: "after the events", shapes: shapes) { return f }
        if userClasses != nil, let f = checkUserClasses(c.probes, app, when: "after the events") { return f }
        return roundTrip ? checkRecording(c, trace: stepper.entries) : nil
    }

    /// Live chains against the rules, for every responder of the scene: each responder's
    /// `next` against the rules' — which, responder by responder, is every chain, in O(n)
    /// rather than O(n · depth). A difference is reported with both whole chains.
    func checkChains(_ rules: ChainRules, _ app: UIApplication, when: String) -> FuzzFailure? {
        for node in rules.allNodes {
            let name = rules.name(node)
            guard let live = app.responder(named: name) else { continue }
            if live.next?.name != rules.next(node).map(rules.name) {
                let expected = rules.chain(node)
                let actual = live.responderChain.prefix(expected.count + 8).map(\.name)
                return FuzzFailure(
                    .chainRules, expected: expected.joined(separator: " -> "), actual: actual.joined(separator: " -> "),
                    detail: "\(name)'s responder chain \(when) breaks docs/semantics.md's rules for next")
            }
        }
        return nil
    }

    func probe(
        _ points: [HCPoint], _ app: UIApplication, _ reference: ReferenceHitTester,
        _ engines: [(String, any HitTesting)],
        when: String, shapes: ShapeCollector? = nil
    ) -> FuzzFailure? {
        for (i, p) in points.enumerated() {
            let expected = reference.hitTest(app, screenPoint: p)
            for (name, engine) in engines {
                let actual = engine.hitTest(app, screenPoint: p)
                if !Self.agree(actual, expected) {
                    if let shapes {
                        shapes.record(app, engine: name, point: p, expected: expected, actual: actual)
                        // Every probe of this moment that diverges shapes the counterexample.
                        for q in points[(i + 1)...] {
                            let e = reference.hitTest(app, screenPoint: q), a = engine.hitTest(app, screenPoint: q)
                            if !Self.agree(a, e) { shapes.record(app, engine: name, point: q, expected: e, actual: a) }
                        }
                    }
                    var failure = FuzzFailure(
                        .hitTestAgreement, engine: name, point: p, expected: Self.describe(expected),
                        actual: Self.describe(actual),
                        detail: "\(name) disagrees with the reference \(when)")
                    failure.expectedView = expected.view?.name
                    failure.actualView = actual.view?.name
                    return failure
                }
            }
        }
        return nil
    }

    /// Whether two answers are the same view in the same window.
    static func agree(_ a: HitTestResult, _ b: HitTestResult) -> Bool { a.view === b.view && a.window === b.window }

    /// `window/parent/target (window "window")`: the view's path, and its window's name quoted
    /// (a window is often named `window`).
    static func describe(_ r: HitTestResult) -> String {
        guard let v = r.view else { return "nothing" }
        return ResponderID(v).description + (r.window.map { " (window \"\($0.name)\")" } ?? "")
    }

    /// Applies an accepted `addSubview` / `removeFromSuperview` to the rules' model.
    static func followHierarchy(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, _ index: [String: Int], _ rules: inout ChainRules
    ) {
        let accepted = entries.contains { entry in
            guard case .hierarchy(let event) = entry else { return false }
            return event.movedViews
        }
        guard accepted else { return }
        switch event {
        case .addSubview(let view, let superview, _):
            if let v = index[view], let s = index[superview] { rules.move(view: v, to: s) }
        case .removeFromSuperview(let view):
            if let v = index[view], !rules.scene.windows.contains(where: { $0.view == v }) {
                rules.move(view: v, to: nil)
            }
        default:
            break
        }
    }

    /// The first entry where `actual` differs from `expected`, as a failure naming the event.
    static func divergence(_ expected: [TraceEntry], _ actual: [TraceEntry], events: [TimedEvent], engine: String)
        -> FuzzFailure?
    {
        guard let i = DeliveryTrace(entries: expected).firstDifference(from: DeliveryTrace(entries: actual)) else {
            return nil
        }
        var eventIndex = 0
        for entry in (i < expected.count ? expected : actual)[...min(i, max(expected.count, actual.count) - 1)] {
            if case .event(let index, _, _) = entry { eventIndex = index }
        }
        var point: HCPoint?
        if eventIndex < events.count, case .touches(let samples) = events[eventIndex].event {
            point = samples.first?.location
        }
        let isReference = engine == ReferenceEngine.engineName
        return FuzzFailure(
            isReference ? .deterministicReplay : .traceAgreement, engine: engine, eventIndex: eventIndex, point: point,
            expected: i < expected.count ? expected[i].line.trimmingCharacters(in: .whitespaces) : "(nothing)",
            actual: i < actual.count ? actual[i].line.trimmingCharacters(in: .whitespaces) : "(nothing)",
            detail: isReference
                ? "replaying the recording again gives another trace"
                : "\(engine)'s delivery trace differs from the reference's")
    }

    /// Records the case with the reference's trace, reads it back and compares; then replays
    /// the recording through the reference again and through every engine.
    func checkRecording(_ c: FuzzCase, trace: [TraceEntry]) -> FuzzFailure? {
        let header = Recorder.header(for: c.scene, source: "hitchain fuzz")
        let bytes = EVZWriter.encode(
            scene: c.scene, events: c.events, trace: trace, header: header, compressionLevel: 1)
        var reader: EVZReader
        do {
            reader = try EVZReader(bytes: bytes)
        } catch {
            return FuzzFailure(.recordingRoundTrip, detail: "the recording does not read back: \(error)")
        }
        guard reader.scene == c.scene || reader.scene == c.scene.canonicalized() else {
            return FuzzFailure(.recordingRoundTrip, detail: "the scene read back differs from the scene written")
        }
        var events: [TimedEvent] = []
        var recorded: [TraceEntry] = []
        while let chunk = reader.nextChunk() {
            events += chunk.events
            recorded += chunk.trace ?? []
        }
        if !reader.isComplete || !reader.problems.isEmpty {
            let problems = reader.problems.map(\.description).joined(separator: "; ")
            return FuzzFailure(.recordingRoundTrip, detail: "the recording read back is damaged: \(problems)")
        }
        if events != c.events {
            let i =
                events.indices.first { $0 < c.events.count && events[$0] != c.events[$0] }
                ?? min(events.count, c.events.count)
            return FuzzFailure(
                .recordingRoundTrip, eventIndex: i, expected: i < c.events.count ? "\(c.events[i])" : "(nothing)",
                actual: i < events.count ? "\(events[i])" : "(nothing)",
                detail: "an event read back differs from the one written")
        }
        // Compared as recordings: a name holding a space reads back as another case that
        // prints the same (`TraceEntry.isSameRecording(as:)`).
        if DeliveryTrace(entries: recorded).firstDifference(from: DeliveryTrace(entries: trace)) != nil {
            return FuzzFailure(.recordingRoundTrip, detail: "the trace read back differs from the trace written")
        }
        // Replay the recorded events through the reference on a fresh graph: the recording
        // reproduces its trace. (The engines were checked in lockstep during delivery.)
        let replay: [TraceEntry]
        do {
            replay =
                EventDispatcher.deliver(
                    events,
                    to: try UIApplication(
                        scene: reader.scene,
                        registry: FuzzCatalogue.isUsed(in: reader.scene) ? registry : userRegistry),
                    hitTester: ReferenceHitTester(),
                    rules: deliveryRules, questions: true
                ).entries
        } catch {
            return FuzzFailure(.invalidCase, detail: "the recorded scene does not build: \(error)")
        }
        return Self.divergence(recorded, replay, events: events, engine: ReferenceEngine.engineName)
    }
}

import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit

extension CaseChecker {
    /// Asks the case's questions again — the probes before the events, every touch's
    /// hit-test while the events are delivered, the probes after each run-time change and
    /// after the events — and says, engine by engine, which readings of the rules
    /// (`HitTestMutant.readings`) give the engine's answers where they differ from the
    /// reference's. Engines that never differ are left out.
    ///
    /// Readings are chosen one at a time (forward selection): each look asks every reading
    /// not yet chosen composed with those that are (`ComposedHitTestRules`), and takes the one
    /// that gives the engine's answer at the most queries — agreeing ones included, so a
    /// reading that also breaks answers the engine gets right loses. When none gives more
    /// alone, pairs are tried (a reading whose effect another masks). It stops when nothing
    /// gives more, so readings that only show together are found, and readings that only
    /// look alike alone are not taken.
    ///
    /// - Complexity: each look delivers the case once and walks the reference once per
    ///   reading per query; at most `maxLooks` looks per engine.
    public func diagnose(_ c: FuzzCase) -> [CaseDiagnosis] { engines.compactMap { diagnose(c, engine: $0) } }

    /// The same, first trying for each engine the readings `commonReadings` names for it, composed:
    /// when they give every divergent answer, the diagnosis is the fewest of them that still
    /// do (each dropped while the rest give as much); otherwise as `diagnose(_:)`. Triage
    /// asks this of its rare classes once the run's common readings are known, so a case
    /// where common readings meet is not a class of its own.
    public func diagnose(_ c: FuzzCase, commonReadings: [String: [HitTestMutant]]) -> [CaseDiagnosis] {
        engines.compactMap { engine in
            if let given = commonReadings[engine.name], !given.isEmpty, let d = explain(c, engine: engine, with: given)
            {
                return d
            }
            return diagnose(c, engine: engine)
        }
    }

    /// Readings chosen at most, per engine and case.
    static let maxLooks = 8
    /// When no reading gives more alone, the readings tried in pairs with every other.
    static let pairStarters = 4

    private func explanation(
        _ reading: HitTestMutant, candidates: [HitTestMutant], _ queries: Int, _ q: DivergentQuery
    ) -> CaseDiagnosis.Explanation {
        CaseDiagnosis.Explanation(
            reading: reading, candidates: candidates, queries: queries, point: q.point,
            eventIndex: q.moment.eventIndex, expected: q.expected, actual: q.actual, expectedView: q.expectedView,
            actualView: q.actualView, parting: q.parting)
    }

    private func diagnose(_ c: FuzzCase, engine: NamedEngine) -> CaseDiagnosis? {
        var chosen: [CaseDiagnosis.Explanation] = []
        var d: CaseDiagnosis?
        // After the first look, only the readings that gave some divergent answer alone are
        // looked at one by one (pairs still come from every reading).
        var pool = HitTestMutant.readings
        for _ in 0...Self.maxLooks {
            let k = chosen.map(\.reading)
            let others = pool.filter { !k.contains($0) }
            guard let look = look(c, engine, sets: [k] + others.map { k + [$0] }), look.divergent > 0 else { return d }
            if k.isEmpty { pool = others.indices.filter { look.gained[$0 + 1] > 0 }.map { others[$0] } }
            d = CaseDiagnosis(
                engine: engine.name, queries: look.queries, divergentQueries: look.divergent, explanations: chosen,
                unexplained: look.divergent - look.explained, firstUnexplained: look.unexplained.first)
            guard look.explained < look.divergent, chosen.count < Self.maxLooks else { return d }
            let base = look.scores[0]
            let gains = others.indices.filter { look.scores[$0 + 1] > base && look.gained[$0 + 1] > 0 }
            if let best = gains.map({ look.scores[$0 + 1] }).max() {
                var ties = gains.filter { look.scores[$0 + 1] == best }
                if ties.count > 1 { ties = lookAhead(ties, from: look, others: others, chosen: k, c, engine) }
                guard let r = ties.first, let q = look.firstGained[r + 1] else { return d }
                chosen.append(explanation(others[r], candidates: ties.map { others[$0] }, look.gained[r + 1], q))
                continue
            }
            // No reading gives more alone: one that gives some divergent answers (and breaks
            // others) may need a second to give them without breaking anything.
            // With no such reading, every pair (a reading whose effect needs another's).
            let gaining = Set(others.indices.filter { look.gained[$0 + 1] > 0 }.map { others[$0] })
            let every: [HitTestMutant] = HitTestMutant.readings.filter { !k.contains($0) }
            var starters = Array(every.indices.filter { gaining.contains(every[$0]) }.prefix(Self.pairStarters))
            if starters.isEmpty { starters = Array(every.indices) }
            let pairs = starters.flatMap { a in
                every.indices.filter { $0 > a || !starters.contains($0) }.map { (a, $0) }
            }
            guard !pairs.isEmpty,
                let pairLook = self.look(c, engine, sets: [k] + pairs.map { k + [every[$0.0], every[$0.1]] })
            else { return d }
            let better = pairs.indices.filter {
                pairLook.scores[$0 + 1] > pairLook.scores[0] && pairLook.gained[$0 + 1] > 0
            }
            guard let p = better.max(by: { pairLook.scores[$0 + 1] < pairLook.scores[$1 + 1] }),
                let q = pairLook.firstGained[p + 1]
            else { return d }
            let (a, b) = pairs[p]
            // Readings that make as good a pair with the other are as likely.
            let tied = better.filter { pairLook.scores[$0 + 1] == pairLook.scores[p + 1] }.map { pairs[$0] }
            let withB = tied.compactMap { $0.1 == b ? $0.0 : $0.0 == b ? $0.1 : nil }
            let withA = tied.compactMap { $0.0 == a ? $0.1 : $0.1 == a ? $0.0 : nil }
            chosen.append(explanation(every[a], candidates: withB.map { every[$0] }, pairLook.gained[p + 1], q))
            chosen.append(explanation(every[b], candidates: withA.map { every[$0] }, pairLook.gained[p + 1], q))
        }
        return d
    }

    /// The diagnosis by `given` composed, pruned, or nil when they do not give every divergent
    /// answer (or the engine does not diverge).
    private func explain(_ c: FuzzCase, engine: NamedEngine, with given: [HitTestMutant]) -> CaseDiagnosis? {
        var kept = given
        while true {
            let without = kept.indices.map { k in kept.enumerated().filter { $0.offset != k }.map(\.element) }
            guard let look = look(c, engine, sets: [kept] + without), look.divergent > 0,
                look.explained == look.divergent
            else { return nil }
            if kept.count > 1, let drop = kept.indices.first(where: { look.lost[$0 + 1] == 0 }) {
                kept.remove(at: drop)
                continue
            }
            let explanations = kept.indices.compactMap { i -> CaseDiagnosis.Explanation? in
                look.firstLost[i + 1].map { explanation(kept[i], candidates: [kept[i]], look.lost[i + 1], $0) }
            }
            return CaseDiagnosis(
                engine: engine.name, queries: look.queries, divergentQueries: look.divergent,
                explanations: explanations,
                unexplained: 0, firstUnexplained: nil)
        }
    }

    /// Readings that give as much alone can part once another is added (`hiddenInverted` and
    /// `keyWindowOnly` both hide a window; only one lets `alphaEqualsZero` show it): the tied
    /// readings whose best next step gives the most.
    private func lookAhead(
        _ ties: [Int], from look: CompositeHitTester, others: [HitTestMutant], chosen: [HitTestMutant], _ c: FuzzCase,
        _ engine: NamedEngine
    ) -> [Int] {
        let tried = Array(ties.prefix(Self.pairStarters))
        let steps = tried.flatMap { t in others.indices.filter { $0 != t }.map { (t, $0) } }
        guard let ahead = self.look(c, engine, sets: [chosen] + steps.map { chosen + [others[$0.0], others[$0.1]] })
        else { return ties }
        var best: [Int: Int] = [:]
        for t in tried { best[t] = look.scores[t + 1] }
        for (i, (t, _)) in steps.enumerated() { best[t] = max(best[t] ?? 0, ahead.scores[i + 1]) }
        let top = best.values.max()
        // Ties beyond those tried stay candidates: this case cannot tell them apart either.
        return tried.filter { best[$0] == top } + ties.dropFirst(tried.count)
    }

    /// The case's queries asked of the engine and of each set of readings composed.
    private func look(_ c: FuzzCase, _ engine: NamedEngine, sets: [[HitTestMutant]]) -> CompositeHitTester? {
        guard let app = try? UIApplication(scene: c.scene, registry: registry) else { return nil }
        let look = CompositeHitTester(engine: engine.make(app), sets: sets)
        ask(c, app, look)
        return look
    }

    /// Asks the case's queries of `recorder`, as `check` asks them.
    private func ask(_ c: FuzzCase, _ app: UIApplication, _ recorder: CompositeHitTester) {
        func probe(_ when: String, eventIndex: Int?) {
            recorder.moment = QueryMoment(eventIndex: eventIndex, when: when)
            for p in c.probes { _ = recorder.hitTest(app, screenPoint: p) }
        }
        probe("before the events", eventIndex: nil)
        let dispatcher = EventDispatcher(application: app, hitTester: recorder, rules: deliveryRules)
        let stepper = DeliveryStepper(dispatcher, keepsEarlierEvents: false)
        for (i, timed) in c.events.enumerated() {
            recorder.moment = QueryMoment(eventIndex: i, when: "a touch of event \(i)")
            _ = stepper.deliver(timed)
            if case .change = timed.event { probe("after event \(i) (\(timed.event.summary))", eventIndex: i) }
        }
        probe("after the events", eventIndex: nil)
    }
}

import Foundation
import HitChainEngines
import HitChainKit

extension Fuzzer {
    /// Triage's classes, the most common first: the first case of each re-run and shrunk (up
    /// to `triageShrinkLimit` classes), keeping its class.
    func examineClasses(_ tallies: [ClassKey: ClassTally], failing: Int) -> [TriageClass] {
        let (resolved, common) = reconsider(ClassKey.resolve(tallies), failing: failing)
        let ordered = resolved.sorted { a, b in
            a.value.cases != b.value.cases ? a.value.cases > b.value.cases : a.key < b.key
        }
        var classes: [TriageClass] = []
        for (n, (divergenceClass, tally)) in ordered.enumerated() {
            guard let c = tally.firstCase, let f = tally.firstFailure else { continue }
            let first =
                n < options.triageShrinkLimit
                ? examine(tally.firstIndex, c, f, divergenceClass: divergenceClass, commonReadings: common)
                : CaseFailure(caseIndex: tally.firstIndex, original: c, failure: f, isFlaky: false)
            classes.append(
                TriageClass(
                    divergenceClass: divergenceClass, cases: tally.cases, explainedQueries: tally.explained,
                    divergentQueries: tally.divergent, first: first))
        }
        return classes
    }

    /// The share of failing cases a reading's class needs to count as one of the run's
    /// common readings.
    public static let commonShare = 0.01

    /// Triage's second look: the readings whose classes hold at least `commonShare` of the
    /// failing cases (and at least 3) are the run's common readings, per engine; every case of a rarer class
    /// (whose case numbers are all kept) is generated and diagnosed again with them known
    /// (`CaseChecker.diagnose(_:commonReadings:)`) and counted where that puts it — so where common
    /// readings meet is not a class of its own. Deterministic: it depends on the run's
    /// totals, not on how the cases were shared between threads.
    func reconsider(_ classes: [DivergenceClass: ClassTally], failing: Int)
        -> ([DivergenceClass: ClassTally], [String: [HitTestMutant]])
    {
        let threshold = max(3, Int((Double(failing) * Self.commonShare).rounded(.up)))
        var common: [String: [HitTestMutant]] = [:]
        for (c, t) in classes where t.cases >= threshold {
            if case .reading(let m) = c.kind, let engine = c.engine { common[engine, default: []].append(m) }
        }
        // In the catalogue's order, whatever order the dictionary gave: the pruning that follows
        // must not depend on it.
        let order = Dictionary(uniqueKeysWithValues: HitTestMutant.readings.enumerated().map { ($1, $0) })
        for engine in common.keys { common[engine]?.sort { order[$0, default: 0] < order[$1, default: 0] } }
        guard !common.isEmpty else { return (classes, common) }
        var kept: [ClassKey: ClassTally] = [:]
        var again = Set<Int>()
        for (c, t) in classes {
            let rare = t.cases < threshold && t.isListed && c.engine.map { common[$0] != nil } == true
            if case .property = c.kind {
                kept[.fixed(c), default: ClassTally()].merge(t)
            } else if rare {
                again.formUnion(t.indices)
            } else {
                kept[.fixed(c), default: ClassTally()].merge(t)
            }
        }
        // A case the first look also put in a class that stays is counted there already.
        let staying = kept.keys.compactMap { key -> DivergenceClass? in
            guard case .fixed(let c) = key else { return nil }
            return c
        }
        let checker = self.checker
        for k in again.sorted() {
            let c = makeCase(k)
            guard let f = checker.check(c, roundTrip: false) else { continue }
            let before = ClassSample.classes(of: c, failure: f, checker: checker)
            for s in ClassSample.classes(of: c, failure: f, checker: checker, commonReadings: common) {
                let counted = staying.contains { m in s.key.shows(m) && before.contains { $0.key.shows(m) } }
                if !counted { kept[s.key, default: ClassTally()].add(k, c, s) }
            }
        }
        return (ClassKey.resolve(kept), common)
    }
}

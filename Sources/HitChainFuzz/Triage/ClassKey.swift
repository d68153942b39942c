import HitChainKit

/// What a failing case is tallied under while a run goes: a class the case fixes alone, or
/// the readings of the rules one case cannot tell apart (at alpha 0.01, `alphaEqualsZero` and
/// `alphaAsDouble` answer alike) — which the whole run then resolves (`resolve`).
enum ClassKey: Hashable, Sendable {
    case readings(engine: String, ReadingSet)
    case fixed(DivergenceClass)

    /// Whether a case tallied under this key shows `c`.
    func shows(_ c: DivergenceClass) -> Bool {
        switch self {
        case .fixed(let d):
            return d == c
        case .readings(let engine, let set):
            guard c.engine == engine, case .reading(let m) = c.kind,
                let i = HitTestMutant.readings.firstIndex(of: m)
            else { return false }
            return set.contains(i)
        }
    }

    /// The run's classes: each engine's reading keys are covered greedily by the reading
    /// found in the most cases (ties to the catalogue's order), so a reading that explains
    /// every case of an ambiguous one absorbs it; fixed classes stay as they are.
    ///
    /// - Complexity: O(k² · r) for k reading keys and r readings; k is bounded by the
    ///   distinct ambiguities a run meets, not by its cases.
    static func resolve(_ tallies: [ClassKey: ClassTally]) -> [DivergenceClass: ClassTally] {
        var result: [DivergenceClass: ClassTally] = [:]
        var open: [String: [(ReadingSet, ClassTally)]] = [:]
        for (key, tally) in tallies {
            switch key {
            case .fixed(let d): result[d, default: ClassTally()].merge(tally)
            case .readings(let engine, let set): open[engine, default: []].append((set, tally))
            }
        }
        for (engine, var keys) in open {
            while !keys.isEmpty {
                var best = (reading: 0, cases: 0)
                for r in HitTestMutant.readings.indices {
                    let n = keys.reduce(0) { $0 + ($1.0.contains(r) ? $1.1.cases : 0) }
                    if n > best.cases { best = (r, n) }
                }
                guard best.cases > 0 else { break }
                let c = DivergenceClass(engine: engine, kind: .reading(HitTestMutant.readings[best.reading]))
                for (set, tally) in keys where set.contains(best.reading) {
                    result[c, default: ClassTally()].merge(tally)
                }
                keys.removeAll { $0.0.contains(best.reading) }
            }
        }
        return result
    }
}

import HitChainKit

/// What a failing case is tallied under: while a run goes, the shape of its counterexample
/// (diagnosed once per shape when the run ends); then a class the case fixes alone, or the
/// readings of the rules one case cannot tell apart (at alpha 0.01, `alphaEqualsZero` and
/// `alphaAsDouble` answer alike) — which the whole run then resolves (`resolve`).
enum ClassKey: Hashable, Sendable {
    case shape(CaseShape)
    case readings(engine: String, ReadingSet)
    case fixed(DivergenceClass)

    /// Whether a case tallied under this key shows `c`.
    func shows(_ c: DivergenceClass) -> Bool {
        switch self {
        case .shape:
            return false
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
    /// found in the most cases — counting every tally, the cases it was told apart in (its
    /// fixed class) as well as those it could not be — ties to the catalogue's order, so a
    /// reading that explains every case of an ambiguous key absorbs it, and one that has a
    /// class of its own absorbs the look-alikes it cannot be told from; fixed classes stay.
    ///
    /// - Complexity: O(k² · r) for k reading keys and r readings; k is bounded by the
    ///   distinct ambiguities a run meets, not by its cases.
    static func resolve(_ tallies: [ClassKey: ClassTally]) -> [DivergenceClass: ClassTally] {
        var result: [DivergenceClass: ClassTally] = [:]
        var fixedCases: [String: [Int: Int]] = [:]
        var open: [String: [(ReadingSet, ClassTally)]] = [:]
        for (key, tally) in tallies {
            switch key {
            case .fixed(let d):
                result[d, default: ClassTally()].merge(tally)
                // A reading told apart is a key of its own reading alone: it counts in the cover.
                if let engine = d.engine, case .reading(let m) = d.kind,
                    let i = HitTestMutant.readings.firstIndex(of: m)
                {
                    var alone = ReadingSet()
                    alone.insert(i)
                    open[engine, default: []].append((alone, ClassTally()))
                    fixedCases[engine, default: [:]][i, default: 0] += tally.cases
                }
            case .readings(let engine, let set): open[engine, default: []].append((set, tally))
            case .shape: break
            }
        }
        for (engine, var keys) in open {
            while !keys.isEmpty {
                var best = (reading: 0, cases: 0)
                for r in HitTestMutant.readings.indices {
                    let n =
                        keys.reduce(0) { $0 + ($1.0.contains(r) ? $1.1.cases : 0) } + (fixedCases[engine]?[r] ?? 0)
                    if n > best.cases { best = (r, n) }
                }
                guard best.cases > 0 else { break }
                let c = DivergenceClass(engine: engine, kind: .reading(HitTestMutant.readings[best.reading]))
                for (set, tally) in keys where set.contains(best.reading) && tally.cases > 0 {
                    result[c, default: ClassTally()].merge(tally)
                }
                keys.removeAll { $0.0.contains(best.reading) }
                fixedCases[engine]?[best.reading] = nil
            }
        }
        return result
    }
}

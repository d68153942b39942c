import Foundation
import HitChainEngines
import HitChainKit

extension Fuzzer {
    /// Triage's classes, the most common first: every counterexample shape diagnosed once
    /// (`diagnoseShapes`), look-alike readings resolved over the whole run
    /// (`ClassKey.resolve`), then the first case of each class re-run and shrunk (up to
    /// `triageShrinkLimit` classes), keeping its class.
    func examineClasses(_ tallies: [ClassKey: ClassTally], failing: Int) -> [TriageClass] {
        let (diagnosed, common) = diagnoseShapes(tallies, failing: failing)
        let resolved = ClassKey.resolve(diagnosed)
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
                    divergentQueries: tally.divergent, diagnosedCases: tally.diagnosed, first: first))
        }
        return classes
    }

    /// The share of failing cases a reading's class needs to count as one of the run's
    /// common readings.
    public static let commonShare = 0.01
    /// Counterexample shapes diagnosed at most; rarer ones are classed by their shape alone.
    public static let diagnosedShapes = 64

    /// Every counterexample shape the run met, diagnosed once on its lowest case
    /// (`CaseChecker.diagnose`; in parallel, each shape alone, so the result does not depend
    /// on the threads), its cases counted in the classes the diagnosis names. Then a second
    /// look: the readings found in at least `commonShare` of the failing cases (and at least 3)
    /// are the run's *common* readings, and every shape whose diagnosis names anything else
    /// is diagnosed again with them known (`CaseChecker.diagnose(_:commonReadings:)`) — so
    /// where common readings meet is not a class of its own.
    func diagnoseShapes(_ tallies: [ClassKey: ClassTally], failing: Int)
        -> ([ClassKey: ClassTally], [String: [HitTestMutant]])
    {
        var result: [ClassKey: ClassTally] = [:]
        var shapes: [(shape: CaseShape, tally: ClassTally)] = []
        for (key, tally) in tallies {
            if case .shape(let s) = key {
                shapes.append((s, tally))
            } else {
                result[key, default: ClassTally()].merge(tally)
            }
        }
        shapes.sort { a, b in
            a.tally.cases != b.tally.cases ? a.tally.cases > b.tally.cases : a.tally.firstIndex < b.tally.firstIndex
        }
        let budget = min(shapes.count, Self.diagnosedShapes)
        var samples = diagnose(shapes.prefix(budget).map(\.tally), commonReadings: [:])
        let common = commonReadings(shapes.map(\.tally), samples, failing: failing)
        if !common.isEmpty {
            let again = samples.indices.filter { i in samples[i].contains { !Self.isCommon($0.key, common) } }
            let redone = diagnose(again.map { shapes[$0].tally }, commonReadings: common)
            for (i, s) in zip(again, redone) { samples[i] = s }
        }
        // What the diagnosed shapes found, per engine: the rest are classed by it.
        var readings: [String: ReadingSet] = [:], steps: [String: Set<String>] = [:]
        for s in samples.joined() {
            if let r = s.toldApart, let i = HitTestMutant.readings.firstIndex(of: r.reading) {
                readings[r.engine, default: ReadingSet()].insert(i)
            }
            if case .fixed(let d) = s.key, case .unexplained(let step) = d.kind, let e = d.engine {
                steps[e, default: []].insert(step)
            }
        }
        for (i, (shape, tally)) in shapes.enumerated() {
            let found = i < samples.count ? samples[i] : []
            guard let failure = tally.firstFailure else { continue }
            let classed =
                found.isEmpty
                ? shape.undiagnosed(
                    failure, found: readings[shape.engine] ?? ReadingSet(), steps: steps[shape.engine] ?? [])
                : found
            var seen = Set<ClassKey>()
            for s in classed where seen.insert(s.key).inserted {
                var t = tally
                (t.explained, t.divergent, t.diagnosed) = i < budget ? (s.explained, s.divergent, 1) : (0, 0, 0)
                t.firstFailure = s.failure
                result[s.key, default: ClassTally()].merge(t)
            }
        }
        return (result, common)
    }

    /// The classes of each tally's first case, diagnosed on `options.jobs` threads.
    private func diagnose(_ tallies: [ClassTally], commonReadings: [String: [HitTestMutant]]) -> [[ClassSample]] {
        let work = ShapeWork(tallies.count)
        let checker = self.checker
        WorkerThreads.run(min(max(options.jobs, 1), max(tallies.count, 1)), stackSize: options.effectiveStackSize) {
            _ in
            while let i = work.claim() {
                guard let c = tallies[i].firstCase, let f = tallies[i].firstFailure else { continue }
                let found = ClassSample.classes(of: c, failure: f, checker: checker, commonReadings: commonReadings)
                // A divergence the diagnosis does not meet again leaves the shape to class the case.
                if FuzzProperty.agreement.contains(f.property), found.allSatisfy({ !$0.isAboutAnswers }) { continue }
                work.set(i, found)
            }
        }
        return work.results
    }

    /// Per engine, the readings whose diagnosed shapes hold at least `commonShare` of the
    /// failing cases (and at least 3), in the catalogue's order.
    private func commonReadings(_ tallies: [ClassTally], _ samples: [[ClassSample]], failing: Int)
        -> [String: [HitTestMutant]]
    {
        let threshold = max(3, Int((Double(failing) * Self.commonShare).rounded(.up)))
        var cases: [String: [HitTestMutant: Int]] = [:]
        for (tally, found) in zip(tallies, samples) {
            for m in Set(found.compactMap(\.toldApart)) {
                cases[m.engine, default: [:]][m.reading, default: 0] += tally.cases
            }
        }
        var common: [String: [HitTestMutant]] = [:]
        for (engine, counts) in cases {
            let readings = HitTestMutant.readings.filter { counts[$0, default: 0] >= threshold }
            if !readings.isEmpty { common[engine] = readings }
        }
        return common
    }

    private static func isCommon(_ key: ClassKey, _ common: [String: [HitTestMutant]]) -> Bool {
        switch key {
        case .fixed(let d):
            guard case .reading(let m) = d.kind, let e = d.engine else { return false }
            return common[e]?.contains(m) == true
        case .readings(let engine, let set):
            return common[engine]?.contains { HitTestMutant.readings.firstIndex(of: $0).map(set.contains) == true }
                == true
        case .shape:
            return false
        }
    }
}

extension ClassSample {
    /// The reading the sample names for its engine, when its case tells it apart.
    var toldApart: ReadingOf? {
        switch key {
        case .fixed(let d):
            guard case .reading(let m) = d.kind, let e = d.engine else { return nil }
            return ReadingOf(engine: e, reading: m)
        case .readings(let engine, let set):
            let members = HitTestMutant.readings.indices.filter(set.contains)
            return members.count == 1 ? ReadingOf(engine: engine, reading: HitTestMutant.readings[members[0]]) : nil
        case .shape:
            return nil
        }
    }

    /// Whether the sample classes an engine's answers (a reading, look-alikes or an
    /// unexplained step), not another property.
    var isAboutAnswers: Bool {
        if case .fixed(let d) = key, case .property = d.kind { return false }
        return true
    }
}

/// A reading found for an engine.
struct ReadingOf: Hashable {
    var engine: String
    var reading: HitTestMutant
}

/// The shapes' diagnoses as threads finish them, each in its place.
private final class ShapeWork: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var found: [[ClassSample]]

    init(_ count: Int) {
        self.count = count
        found = Array(repeating: [], count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ i: Int, _ samples: [ClassSample]) {
        lock.lock()
        found[i] = samples
        lock.unlock()
    }

    var results: [[ClassSample]] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}

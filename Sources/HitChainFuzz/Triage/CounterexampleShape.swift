import HitChainGeometry
import HitChainKit

// Named for its concept: a counterexample's shape is a case's queries' shapes, made by one collector.

/// The shape of one divergent query, cheap to tell while a run goes: the readings of the
/// rules that, each alone, give the engine's answer there, or — when none does — the step of
/// the reference's walk where the answers part (`UnexplainedDivergence.step`).
struct QueryShape: Hashable, Sendable, Comparable {
    var readings: ReadingSet
    var step: String?

    static func < (a: Self, b: Self) -> Bool {
        (a.readings.bits, a.step ?? "") < (b.readings.bits, b.step ?? "")
    }
}

/// The shape of a failing case's counterexample: the engine, and the distinct shapes of the
/// queries that diverge at the first moment one does (the probes asked then, or the touch).
/// Triage diagnoses each distinct shape once, on its lowest case, instead of every case.
struct CaseShape: Hashable, Sendable {
    var engine: String
    var queries: [QueryShape]

    /// The classes the shape stands for without a diagnosis of its own, from what the
    /// diagnosed shapes found: each query's readings narrowed to those `found` (which the run
    /// then resolves), a step no reading gives when a diagnosed shape left that step
    /// unexplained too; a query none of these covers is taken as found readings meeting
    /// (the case is still counted in its other classes).
    func undiagnosed(_ failure: FuzzFailure, found: ReadingSet, steps: Set<String>) -> [ClassSample] {
        var samples: [ClassSample] = []
        for q in queries {
            var key: ClassKey?
            let narrowed = q.readings.intersection(found)
            if !narrowed.isEmpty {
                key = .readings(engine: engine, narrowed)
            } else if !q.readings.isEmpty {
                // Readings no diagnosis found: found ones meeting, unless nothing was found.
                if found.isEmpty { key = .readings(engine: engine, q.readings) }
            } else if let step = q.step, steps.contains(step) || found.isEmpty {
                key = .fixed(DivergenceClass(engine: engine, kind: .unexplained(step)))
            }
            if let key { samples.append(ClassSample(key: key, failure: failure, explained: 0, divergent: 0)) }
        }
        return samples
    }
}

/// Collects the shape of a case's first divergence as `CaseChecker.check` meets it, with the
/// live graph as it is at that moment: about 20 walks of the reference per divergent query,
/// and one walk described for each of the first `describedSteps` no reading gives.
final class ShapeCollector {
    private(set) var engine: String?
    private var queries: Set<QueryShape> = []
    private var described = 0
    private let walks = HitTestMutant.readings.map { ReferenceHitTester(mutant: $0) }
    static let describedSteps = 2

    /// Adds one divergent query of `engine` (the first engine to diverge; others are left out).
    func record(_ app: UIApplication, engine: String, point: HCPoint, expected: HitTestResult, actual: HitTestResult) {
        if self.engine == nil { self.engine = engine }
        guard self.engine == engine else { return }
        var readings = ReadingSet()
        for (i, walk) in walks.enumerated() where CaseChecker.agree(walk.hitTest(app, screenPoint: point), actual) {
            readings.insert(i)
        }
        var step: String?
        if readings.isEmpty {
            guard described < Self.describedSteps else { return }
            described += 1
            step =
                UnexplainedDivergence(
                    application: app, point: point, moment: QueryMoment(eventIndex: nil, when: ""),
                    expected: expected, actual: actual
                ).step
        }
        queries.insert(QueryShape(readings: readings, step: step))
    }

    var shape: CaseShape? {
        guard let engine, !queries.isEmpty else { return nil }
        return CaseShape(engine: engine, queries: queries.sorted())
    }
}

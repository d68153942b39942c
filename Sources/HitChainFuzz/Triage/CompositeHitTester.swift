import HitChainGeometry
import HitChainKit

/// One look at one engine in a case (`CaseChecker.diagnose`): its answers against sets of
/// readings composed (`ComposedHitTestRules`) — the readings chosen so far (`sets[0]`) and
/// each of the others added to them — counting, for each set, the queries where it gives
/// the engine's answer, and what it gives or loses beside the first.
final class CompositeHitTester: HitTesting {
    let reference = ReferenceHitTester()
    let engine: any HitTesting
    let sets: [[HitTestMutant]]
    private let walks: [ReferenceHitTester]
    var moment = QueryMoment(eventIndex: nil, when: "before the events")
    /// The divergent queries `sets[0]` does not give that are described, at most.
    static let describedQueries = 4
    /// For each set: the queries (agreeing or not) where it gives the engine's answer.
    private(set) var scores: [Int]
    /// For each set after the first: divergent queries the first gives and it does not, and
    /// those it gives and the first does not (with the first of them).
    private(set) var lost: [Int]
    private(set) var firstLost: [DivergentQuery?]
    private(set) var gained: [Int]
    private(set) var firstGained: [DivergentQuery?]
    /// Queries; divergent queries, those `sets[0]` gives, and the first few it does not give.
    private(set) var queries = 0
    private(set) var divergent = 0
    private(set) var explained = 0
    private(set) var unexplained: [UnexplainedDivergence] = []

    init(engine: any HitTesting, sets: [[HitTestMutant]]) {
        self.engine = engine
        self.sets = sets
        walks = sets.map { ReferenceHitTester(rules: ComposedHitTestRules($0)) }
        scores = Array(repeating: 0, count: sets.count)
        lost = Array(repeating: 0, count: sets.count)
        firstLost = Array(repeating: nil, count: sets.count)
        gained = Array(repeating: 0, count: sets.count)
        firstGained = Array(repeating: nil, count: sets.count)
    }

    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        let expected = reference.hitTest(application, screenPoint: screenPoint)
        let actual = engine.hitTest(application, screenPoint: screenPoint)
        let gives = walks.map { CaseChecker.agree($0.hitTest(application, screenPoint: screenPoint), actual) }
        queries += 1
        for (i, g) in gives.enumerated() where g { scores[i] += 1 }
        guard !CaseChecker.agree(actual, expected) else { return expected }
        divergent += 1
        // Described once per query, and only when some set is the first to lose or gain it.
        var query: DivergentQuery?
        func described() -> DivergentQuery {
            if let query { return query }
            let parting = UnexplainedDivergence(
                application: application, point: screenPoint, moment: moment, expected: expected, actual: actual)
            let q = DivergentQuery(
                point: screenPoint, moment: moment, expected: CaseChecker.describe(expected),
                actual: CaseChecker.describe(actual), expectedView: expected.view?.name, actualView: actual.view?.name,
                parting: parting.reason)
            query = q
            return q
        }
        if gives[0] {
            explained += 1
            for i in gives.indices.dropFirst() where !gives[i] {
                lost[i] += 1
                if firstLost[i] == nil { firstLost[i] = described() }
            }
            return expected
        }
        for i in gives.indices.dropFirst() where gives[i] {
            gained[i] += 1
            if firstGained[i] == nil { firstGained[i] = described() }
        }
        if unexplained.count < Self.describedQueries {
            unexplained.append(
                UnexplainedDivergence(
                    application: application, point: screenPoint, moment: moment, expected: expected, actual: actual))
        }
        return expected
    }
}

public import HitChainGeometry
import HitChainKit

/// Why one engine's answers in one case differ from the reference's: the readings of the
/// rules that, composed, give the engine's answers, chosen one at a time
/// (`CaseChecker.diagnose`), then the first query they do not give.
public struct CaseDiagnosis: Sendable {
    /// One reading and what it gives.
    public struct Explanation: Sendable, Hashable {
        public var reading: HitTestMutant
        /// Every reading that, chosen instead, would have given as much: this case cannot
        /// tell them apart (`reading` is the first in the catalogue).
        public var candidates: [HitTestMutant]
        /// Divergent queries the reading added to those already given (both readings of a
        /// pair chosen together share them).
        public var queries: Int
        /// The first of them, and both answers there.
        public var point: Point
        public var eventIndex: Int?
        public var expected: String
        public var actual: String
        /// The names of the views answered there (nil: nothing).
        public var expectedView: String?
        public var actualView: String?
        /// The step of the reference's walk where the engine's answer parts from it there.
        public var parting: String
    }

    public var engine: String
    /// Hit-tests asked of the engine in the case, and how many it answered differently.
    public var queries: Int
    public var divergentQueries: Int
    /// The readings chosen, in the order they were.
    public var explanations: [Explanation]
    /// Divergent queries the readings chosen, composed, do not give, and the first of them.
    public var unexplained: Int
    public var firstUnexplained: UnexplainedDivergence?

    /// The classes the case belongs to for this engine.
    public var classes: [DivergenceClass] {
        var result = explanations.map { DivergenceClass(engine: engine, kind: .reading($0.reading)) }
        if unexplained > 0 {
            result.append(DivergenceClass(engine: engine, kind: .unexplained(firstUnexplained?.step ?? "undescribed")))
        }
        return result
    }

    /// Whether every divergent query is given by the readings chosen.
    public var isExplained: Bool { unexplained == 0 }
}

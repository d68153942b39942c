public import HitChainGeometry
import HitChainKit

/// Why one engine's answers in one case differ from the reference's: the readings of the
/// rules that, composed, give the engine's answers, chosen one at a time
/// (`CaseChecker.diagnose`), then the first query they do not give.
public struct CaseDiagnosis: Sendable {
    /// One reading and what it gives.
    public struct Explanation: Sendable, Hashable {
        /// The reading chosen.
        public var reading: HitTestMutant
        /// Every reading that, chosen instead, would have given as much: this case cannot
        /// tell them apart (`reading` is the first in the catalogue).
        public var candidates: [HitTestMutant]
        /// Divergent queries the reading added to those already given (both readings of a
        /// pair chosen together share them).
        public var queries: Int
        /// The first of them, and both answers there.
        public var point: HCPoint
        /// The event it follows, nil before the events.
        public var eventIndex: Int?
        /// The reference's answer there, in words.
        public var expected: String
        /// The engine's answer there, in words.
        public var actual: String
        /// The names of the views answered there (nil: nothing).
        public var expectedView: String?
        /// The view the engine answered (nil: nothing).
        public var actualView: String?
        /// The step of the reference's walk where the engine's answer parts from it there.
        public var parting: String
    }

    /// The engine diagnosed.
    public var engine: String
    /// Hit-tests asked of the engine in the case, and how many it answered differently.
    public var queries: Int
    /// How many of those it answered differently.
    public var divergentQueries: Int
    /// The readings chosen, in the order they were.
    public var explanations: [Explanation]
    /// Divergent queries the readings chosen, composed, do not give, and the first of them.
    public var unexplained: Int
    /// The first divergent query the readings do not give, described by the walk's step.
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

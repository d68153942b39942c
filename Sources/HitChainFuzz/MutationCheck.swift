import Foundation
public import HitChainEngines
public import HitChainKit

/// The fuzzer's self-check: runs against each of SEMANTICS.md's mutant engines and reports,
/// per mutant, whether it was caught, after how many cases, and how small the shrunk
/// counterexample is. Equivalent mutants must survive.
public struct MutationCheck: Sendable {
    public var options: FuzzOptions

    public init(_ options: FuzzOptions) {
        self.options = options
    }

    public struct Outcome: Sendable {
        public var mutant: HitTestMutant
        /// The case number that caught it (cases before it passed), nil when none did.
        public var caughtAt: Int?
        public var casesRun: Int
        public var failure: CaseFailure?

        /// Caught when it should be, survived when it is equivalent.
        public var isExpected: Bool { mutant.isEquivalent ? caughtAt == nil : caughtAt != nil }
    }

    /// The engine that runs the reference walk with `mutant` switched on.
    public static func engine(_ mutant: HitTestMutant) -> NamedEngine {
        NamedEngine("mutant:\(mutant.rawValue)") { _ in ReferenceHitTester(mutant: mutant) }
    }

    public func run(_ mutants: [HitTestMutant] = HitTestMutant.allCases, each: ((Outcome) -> Void)? = nil) -> [Outcome] {
        mutants.map { m in
            var o = options
            o.engines = [Self.engine(m)]
            o.stopOnFirstFailure = true
            o.shrinkLimit = 1
            let result = Fuzzer(o).run()
            let outcome = Outcome(mutant: m, caughtAt: result.failures.first?.caseIndex, casesRun: result.casesRun, failure: result.failures.first)
            each?(outcome)
            return outcome
        }
    }
}

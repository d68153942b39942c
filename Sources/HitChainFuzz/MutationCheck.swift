import Foundation
import HitChainEngines

/// The fuzzer's self-check: runs against each of docs/semantics.md's mutant engines and reports,
/// per mutant, whether it was caught, after how many cases, and how small the shrunk
/// counterexample is. Equivalent mutants must survive.
package struct MutationCheck: Sendable {
    package var options: FuzzOptions

    package init(_ options: FuzzOptions) {
        self.options = options
    }

    package struct Outcome: Sendable {
        package var mutant: Mutant
        /// The case number that caught it (cases before it passed), nil when none did.
        package var caughtAt: Int?
        package var casesRun: Int
        package var failure: CaseFailure?
        /// Seconds the run against this mutant took, shrinking included.
        package var elapsed: Double = 0

        /// A failure that was not the mutant's engine disagreeing (a bug in the model or the
        /// fuzzer itself): it stops the run and is reported, but catches nothing.
        package var otherFailure: CaseFailure?

        /// Caught when it should be, survived when it is equivalent, and nothing else failed.
        package var isExpected: Bool {
            otherFailure == nil && (mutant.isEquivalent ? caughtAt == nil : caughtAt != nil)
        }
    }

    package func run(_ mutants: [Mutant] = Mutant.all, each: ((Outcome) -> Void)? = nil) -> [Outcome] {
        mutants.map { m in
            var o = options
            if let delivery = m.delivery {
                // Every engine shares the dispatcher: the mutant is the rules, the engines
                // stay out, and only the independent expectations can catch it.
                o.engines = []
                o.delivery = delivery
            } else {
                o.engines = [m.engine]
                o.delivery = nil
            }
            o.stopOnFirstFailure = true
            o.shrinkLimit = 1
            let start = Date()
            let result = Fuzzer(o).run()
            var outcome = Outcome(mutant: m, caughtAt: nil, casesRun: result.casesRun, failure: nil)
            outcome.elapsed = Date().timeIntervalSince(start)
            if let f = result.failures.first {
                if !f.isFlaky, Self.catches(f.failure, m) {
                    outcome.caughtAt = f.caseIndex
                    outcome.failure = f
                } else {
                    outcome.otherFailure = f
                }
            }
            each?(outcome)
            return outcome
        }
    }

    /// Whether `failure` is the mutant caught: its engine disagreeing with the reference, or
    /// for a delivery mutant an independent expectation failing (never a comparison with
    /// another delivery, which a real dispatcher bug would share).
    static func catches(_ failure: FuzzFailure, _ m: Mutant) -> Bool {
        guard m.delivery != nil else {
            return failure.engine == m.engine.name && FuzzProperty.agreement.contains(failure.property)
        }
        return FuzzProperty.deliveryExpectations.contains(failure.property)
    }
}

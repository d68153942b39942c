/// What a triage run owes a baseline (`hitchain fuzz --triage --known FILE`): which classes
/// are known, which are new, which rare ones the baseline's readings already explain, and
/// which known classes the run did not see.
///
/// A class is *new* when the baseline lacks its key (`DivergenceClass.key`: the reading, the
/// unexplained step or the property — never the engine's name, so a baseline holds for any
/// command line), and it was seen in at least `minimumCases` cases, or its counterexample
/// (shrunk, else its first case) is one the baseline's readings, composed, do not explain.
/// So a class of one or two cases that is only where known readings meet does not fail a
/// gate on one seed and pass it on another.
public struct TriageGate: Sendable {
    /// What the gate says of one class.
    public enum Verdict: String, Sendable {
        /// The baseline lists the class.
        case known
        /// The baseline lacks it: the run fails.
        case new
        /// The baseline lacks it, but it was seen in fewer than `minimumCases` cases and its
        /// counterexample is explained by the baseline's readings.
        case explainedByKnown
    }

    /// The baseline.
    public var known: KnownClasses
    /// Cases a class the baseline lacks needs to be new whatever its counterexample.
    public var minimumCases: Int
    /// A class the baseline lacks is new from 3 cases on, whatever its counterexample.
    public static let defaultMinimumCases = 3

    /// A gate over `known`, with `minimumCases`.
    public init(known: KnownClasses = KnownClasses(), minimumCases: Int = Self.defaultMinimumCases) {
        self.known = known
        self.minimumCases = minimumCases
    }

    /// The verdict on each class of `result`, in its order.
    public func verdicts(_ result: FuzzRunResult, checker: CaseChecker) -> [Verdict] {
        result.classes.map { verdict($0, checker: checker) }
    }

    /// The verdict on `c`: known, new, or explained by the known readings (`checker` runs its counterexample).
    public func verdict(_ c: TriageClass, checker: CaseChecker) -> Verdict {
        if known.contains(c.divergenceClass) { return .known }
        guard c.cases < minimumCases, let engine = c.divergenceClass.engine, !known.readings.isEmpty else {
            return .new
        }
        let example = c.first.shrunk ?? c.first.original
        let diagnoses = checker.diagnose(example, commonReadings: [engine: known.readings])
        let explained = diagnoses.allSatisfy { d in
            d.isExplained && d.explanations.allSatisfy { known.readings.contains($0.reading) }
        }
        return explained && !diagnoses.isEmpty ? .explainedByKnown : .new
    }

    /// The baseline's classes the run did not see: fixed, perhaps, or not reached this time.
    public func unseen(_ result: FuzzRunResult) -> [String] {
        let seen = Set(result.classes.map(\.divergenceClass.key))
        return known.keys.filter { !seen.contains($0) }
    }
}

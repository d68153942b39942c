public import HitChainEngines

/// What an engine made of the suite: every probe passed or failed, and the same by rule.
public struct ConformanceResult: Sendable {
    /// One probe, passed or failed.
    public struct ProbeResult: Sendable {
        /// The probe's name.
        public var name: String
        /// The heading it tests.
        public var rule: String
        /// The rule's citation.
        public var source: String
        /// Why it failed (the first point or line that did not hold); nil when it passed.
        public var failure: String?
        /// Whether it passed.
        public var passed: Bool { failure == nil }
    }

    /// One rule: its probes, how many failed, and the first that did.
    public struct RuleResult: Sendable {
        /// The heading.
        public var rule: String
        /// The rule's citation.
        public var source: String
        /// Probes of the rule.
        public var probes: Int
        /// How many failed.
        public var failed: Int
        /// The first that failed.
        public var firstFailure: ProbeResult?
        /// Whether every probe of the rule passed.
        public var passed: Bool { failed == 0 }
    }

    /// The engine run.
    public var engine: String
    /// The suite's version.
    public var suiteVersion: Int
    /// Every probe run, in the suite's order.
    public var probes: [ProbeResult]
    /// Set when the run stopped because the engine was given up on: `probes` holds only the
    /// probes run until then, and the result does not pass.
    public var engineFailure: EngineFailure?

    /// The rules in the suite's order.
    public var rules: [RuleResult] {
        var order: [String] = []
        var byRule: [String: RuleResult] = [:]
        for p in probes {
            if byRule[p.rule] == nil {
                order.append(p.rule)
                byRule[p.rule] = RuleResult(rule: p.rule, source: p.source, probes: 0, failed: 0)
            }
            byRule[p.rule]?.probes += 1
            if !p.passed {
                byRule[p.rule]?.failed += 1
                if byRule[p.rule]?.firstFailure == nil { byRule[p.rule]?.firstFailure = p }
            }
        }
        return order.compactMap { byRule[$0] }
    }

    /// Every probe passed and the engine was not given up on.
    public var passed: Bool { engineFailure == nil && probes.allSatisfy(\.passed) }
}

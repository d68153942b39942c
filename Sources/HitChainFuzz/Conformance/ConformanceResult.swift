public import HitChainEngines

/// What an engine made of the suite: every probe passed or failed, and the same by rule.
public struct ConformanceResult: Sendable {
    public struct ProbeResult: Sendable {
        public var name: String
        public var rule: String
        public var source: String
        /// Why it failed (the first point or line that did not hold); nil when it passed.
        public var failure: String?
        public var passed: Bool { failure == nil }
    }

    /// One rule: its probes, how many failed, and the first that did.
    public struct RuleResult: Sendable {
        public var rule: String
        public var source: String
        public var probes: Int
        public var failed: Int
        public var firstFailure: ProbeResult?
        public var passed: Bool { failed == 0 }
    }

    public var engine: String
    public var suiteVersion: Int
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

    public var passed: Bool { engineFailure == nil && probes.allSatisfy(\.passed) }
}

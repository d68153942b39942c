package import HitChainEngines
package import HitChainGeometry
package import HitChainKit

/// One engine's answer at one screen point beside the reference's (`hitchain explain
/// --engine`): whether they agree and, when not, the step of the reference's walk where
/// they part and the readings of the rules that give the engine's answer.
package struct EngineComparison: Sendable {
    package var engine: String
    package var expected: String
    package var actual: String
    package var agrees: Bool
    /// Where the answers part (`UnexplainedDivergence.step`) and in words; nil when they agree.
    package var step: String?
    package var reason: String?
    /// Every reading (`HitTestMutant.readings`) that answers as the engine; empty when none does.
    package var readings: [HitTestMutant]

    /// Builds `engine` on `application` as it is now and asks it for `point`.
    package init(application: UIApplication, point: HCPoint, engine: NamedEngine) {
        self.engine = engine.name
        let expected = ReferenceHitTester().hitTest(application, screenPoint: point)
        let actual = engine.make(application).hitTest(application, screenPoint: point)
        self.expected = CaseChecker.describe(expected)
        self.actual = CaseChecker.describe(actual)
        agrees = CaseChecker.agree(actual, expected)
        guard !agrees else {
            readings = []
            return
        }
        let parting = UnexplainedDivergence(
            application: application, point: point, moment: QueryMoment(eventIndex: nil, when: "here"),
            expected: expected, actual: actual)
        step = parting.step
        reason = parting.reason
        readings = HitTestMutant.readings.filter {
            CaseChecker.agree(ReferenceHitTester(mutant: $0).hitTest(application, screenPoint: point), actual)
        }
    }

    /// The comparison in lines, for the end of `explain`'s text.
    package var text: String {
        guard !agrees else { return "engine \(engine): \(actual), as the reference\n" }
        var out = "engine \(engine): \(actual); the reference: \(expected)\n"
        if let step, let reason { out += "  parts from the reference's walk at a step of kind \(step): \(reason)\n" }
        out +=
            readings.isEmpty
            ? "  no reading of the rules answers as the engine\n"
            : "  answers as: \(readings.map(\.rawValue).joined(separator: ", "))\n"
        return out
    }
}

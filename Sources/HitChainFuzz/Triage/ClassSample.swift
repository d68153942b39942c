import HitChainKit

/// One class a failing case belongs to, with the failure that shows it in that case (the
/// first query the class's reading gives, or the first unexplained one) and how much of
/// the case's divergence the class accounts for.
struct ClassSample: Sendable {
    var key: ClassKey
    var failure: FuzzFailure
    /// Divergent queries the class gives, of the engine's divergent queries in the case.
    var explained: Int
    var divergent: Int

    /// The classes of a failing case: an engine's wrong answers are diagnosed by reading
    /// (`CaseChecker.diagnose`); any other failure is its property and its words, with the
    /// case's numbers (and so its generated names) taken out.
    static func classes(
        of c: FuzzCase, failure: FuzzFailure, checker: CaseChecker, known: [String: [HitTestMutant]] = [:]
    ) -> [ClassSample] {
        guard FuzzProperty.agreement.contains(failure.property) else { return [propertyClass(failure)] }
        var samples: [ClassSample] = []
        for d in known.isEmpty ? checker.diagnose(c) : checker.diagnose(c, known: known) {
            for e in d.explanations {
                let names = e.candidates.map(\.rawValue).joined(separator: " or ")
                let f = FuzzFailure(
                    .hitTestAgreement, engine: d.engine, eventIndex: e.eventIndex, point: e.point,
                    expected: e.expected, actual: e.actual,
                    detail: "\(d.engine) answers as \(names) at \(e.queries) of the case's \(d.divergentQueries) "
                        + "divergent queries")
                var set = ReadingSet()
                for m in e.candidates { HitTestMutant.readings.firstIndex(of: m).map { set.insert($0) } }
                samples.append(
                    ClassSample(
                        key: .readings(engine: d.engine, set), failure: f, explained: e.queries,
                        divergent: d.divergentQueries))
            }
            if d.unexplained > 0 {
                let u = d.firstUnexplained
                let f = FuzzFailure(
                    .hitTestAgreement, engine: d.engine, eventIndex: u?.eventIndex, point: u?.point,
                    expected: u?.expected ?? "", actual: u?.actual ?? "",
                    detail: u.map { "\(d.engine) disagrees with the reference \($0.when); \($0.reason)" }
                        ?? "\(d.engine) disagrees with the reference")
                samples.append(
                    ClassSample(
                        key: .fixed(DivergenceClass(engine: d.engine, kind: .step(u?.step ?? "undescribed"))),
                        failure: f, explained: d.unexplained, divergent: d.divergentQueries))
            }
        }
        return samples.isEmpty ? [propertyClass(failure)] : samples
    }

    private static func propertyClass(_ f: FuzzFailure) -> ClassSample {
        let line = f.detail.split(separator: "\n").first.map(String.init) ?? ""
        var shape = ""
        var inNumber = false
        for ch in line {
            if ch.isNumber {
                if !inNumber { shape.append("#") }
                inNumber = true
            } else {
                shape.append(ch)
                inNumber = false
            }
        }
        return ClassSample(
            key: .fixed(DivergenceClass(engine: f.engine, kind: .property(f.property, shape))), failure: f,
            explained: 0, divergent: 0)
    }
}

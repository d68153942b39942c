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
    /// The readings this case cannot tell apart, for a reading class.
    var candidates: [HitTestMutant] = []

    /// The classes of a failing case: an engine's wrong answers are diagnosed by reading
    /// (`CaseChecker.diagnose`); any other failure is its property and its words, with the
    /// case's numbers (and so its generated names) taken out.
    static func classes(
        of c: FuzzCase, failure: FuzzFailure, checker: CaseChecker, commonReadings: [String: [HitTestMutant]] = [:]
    ) -> [ClassSample] {
        guard FuzzProperty.agreement.contains(failure.property) else { return [propertyClass(failure)] }
        var samples: [ClassSample] = []
        let diagnoses =
            commonReadings.isEmpty ? checker.diagnose(c) : checker.diagnose(c, commonReadings: commonReadings)
        for d in diagnoses {
            for e in d.explanations {
                let names = e.candidates.map(\.rawValue).joined(separator: " or ")
                var f = FuzzFailure(
                    .hitTestAgreement, engine: d.engine, eventIndex: e.eventIndex, point: e.point,
                    expected: e.expected, actual: e.actual,
                    detail: "\(d.engine) answers as \(names) at \(e.queries) of the case's \(d.divergentQueries) "
                        + "divergent queries" + Self.parting(e.parting))
                (f.expectedView, f.actualView) = (e.expectedView, e.actualView)
                var set = ReadingSet()
                for m in e.candidates { HitTestMutant.readings.firstIndex(of: m).map { set.insert($0) } }
                samples.append(
                    ClassSample(
                        key: .readings(engine: d.engine, set), failure: f, explained: e.queries,
                        divergent: d.divergentQueries, candidates: e.candidates))
            }
            if d.unexplained > 0 {
                let u = d.firstUnexplained
                var f = FuzzFailure(
                    .hitTestAgreement, engine: d.engine, eventIndex: u?.eventIndex, point: u?.point,
                    expected: u?.expected ?? "", actual: u?.actual ?? "",
                    detail: u.map { "\(d.engine) disagrees with the reference \($0.when)" + Self.parting($0.reason) }
                        ?? "\(d.engine) disagrees with the reference")
                (f.expectedView, f.actualView) = (u?.expectedView, u?.actualView)
                samples.append(
                    ClassSample(
                        key: .fixed(DivergenceClass(engine: d.engine, kind: .unexplained(u?.step ?? "undescribed"))),
                        failure: f, explained: d.unexplained, divergent: d.divergentQueries))
            }
        }
        return samples.isEmpty ? [propertyClass(failure)] : samples
    }

    /// What a failing case is tallied under while the run goes: the shape of its counterexample
    /// when an engine's answers diverge (`CaseShape`), else its property's class.
    static func first(of f: FuzzFailure, shape: CaseShape?) -> ClassSample {
        guard FuzzProperty.agreement.contains(f.property), let shape else { return propertyClass(f) }
        return ClassSample(key: .shape(shape), failure: f, explained: 0, divergent: 0)
    }

    /// The sample of `wanted` in `c`, looked for as the first look finds classes, then as the
    /// second does (with the run's common readings known): a class may come from either.
    static func sample(
        of wanted: DivergenceClass, _ c: FuzzCase, _ f: FuzzFailure, checker: CaseChecker,
        commonReadings: [String: [HitTestMutant]]
    ) -> ClassSample? {
        var found = classes(of: c, failure: f, checker: checker).first { $0.key.shows(wanted) }
        if found == nil, !commonReadings.isEmpty {
            found = classes(of: c, failure: f, checker: checker, commonReadings: commonReadings).first {
                $0.key.shows(wanted)
            }
        }
        // Told as the class's reading, with the look-alikes this case cannot tell from it.
        if var s = found, case .reading(let m) = wanted.kind, let engine = s.failure.engine {
            let others = s.candidates.filter { $0 != m }.map(\.rawValue)
            let parting = s.failure.detail.range(of: Self.partingLead).map {
                String(s.failure.detail[$0.lowerBound...])
            }
            s.failure.detail =
                "\(engine) answers as \(m.rawValue) at \(s.explained) of the case's \(s.divergent) divergent queries"
                + (others.isEmpty ? "" : "; this case alone cannot tell it from \(others.joined(separator: ", "))")
                + (parting ?? "")
            found = s
        }
        return found
    }

    /// Whether `c`, failing with `f`, shows `wanted` (`sample(of:…)`).
    static func shows(
        _ wanted: DivergenceClass, _ c: FuzzCase, _ f: FuzzFailure, checker: CaseChecker,
        commonReadings: [String: [HitTestMutant]]
    ) -> Bool {
        sample(of: wanted, c, f, checker: checker, commonReadings: commonReadings) != nil
    }

    static let partingLead = "\n  the walks part: "

    /// The line that says where the engine's walk parts from UIKit's.
    static func parting(_ reason: String) -> String { reason.isEmpty ? "" : partingLead + reason }

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

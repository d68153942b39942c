import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Triage: diagnosis by reading, classes, resolution of look-alikes, baselines.
@Suite struct TriageTests {
    static let small = GeneratorOptions(maxViews: 40, maxEvents: 8, probes: 16)
    /// Four of the catalogue's readings in one engine, as a port with several bugs.
    static let fourBugs: [HitTestMutant] = [.maxEdgesInside, .keyWindowOnly, .transformAboutCorner, .alphaEqualsZero]

    static func triage(_ engine: NamedEngine, iterations: Int, shrinks: Bool = false) -> FuzzRunResult {
        var options = FuzzOptions(
            seed: 1, iterations: iterations, engines: [engine], generator: small, shrinks: shrinks)
        options.triage = true
        options.shrinkTimeLimit = 5
        return Fuzzer(options).run()
    }

    @Test("an engine with four readings at once: each is its own class, named by its reading")
    func severalReadingsAtOnce() {
        let result = Self.triage(Mutant(composing: Self.fourBugs).engine, iterations: 160)
        let readings = Set(
            result.classes.compactMap { c -> HitTestMutant? in
                if case .reading(let m) = c.divergenceClass.kind { return m }
                return nil
            })
        #expect(readings.isSuperset(of: Self.fourBugs), "\(result.classes.map(\.divergenceClass.key))")
        // Where the four meet is not a class of its own: the rare classes are looked at again
        // with the common readings known.
        #expect(result.classes.count == 4, "\(result.classes.map { "\($0.divergenceClass.key) \($0.cases)" })")
        // The run went on past the most common class: every class has cases of its own.
        for c in result.classes { #expect(c.cases > 0 && c.first.caseIndex < 160) }
        #expect(result.failures.isEmpty && result.unshrunk.isEmpty, "triage counts instead of listing")
        #expect(!result.passed)
    }

    @Test("the same classes and counts whatever the number of threads")
    func deterministic() {
        var options = FuzzOptions(
            seed: 4, iterations: 80, engines: [Mutant(composing: Self.fourBugs).engine], generator: Self.small,
            shrinks: false)
        options.triage = true
        let one = Fuzzer(options).run()
        options.jobs = 3
        let three = Fuzzer(options).run()
        let summary = { (r: FuzzRunResult) in
            r.classes.map { "\($0.divergenceClass.key) \($0.cases) \($0.first.caseIndex)" }
        }
        #expect(summary(one) == summary(three))
        #expect(!one.classes.isEmpty)
    }

    @Test("a right engine has no class; triage of it is a plain run")
    func rightEngine() {
        let result = Self.triage(NamedEngine(IndexedEngine.self), iterations: 60)
        #expect(result.classes.isEmpty)
        #expect(result.passed)
    }

    @Test("a case's diagnosis names the reading, how much it explains, and nothing unexplained")
    func diagnosisOfAWitness() throws {
        let scene = try loadScene("mutants/transformAboutCorner.json")
        let c = FuzzCase(scene: scene, events: [], probes: [HCPoint(x: 150, y: 150), HCPoint(x: 10, y: 10)])
        let checker = CaseChecker(engines: [Mutant(.transformAboutCorner).engine])
        let diagnoses = checker.diagnose(c)
        let d = try #require(diagnoses.first)
        // The probes are asked before and after the (no) events: 4 queries, 2 divergent. One
        // point cannot tell the corner pivot from bounds read as the frame: both are candidates.
        #expect(d.explanations.count == 1)
        #expect(d.explanations.first?.candidates.contains(.transformAboutCorner) == true)
        #expect(d.divergentQueries == 2 && d.queries == 4 && d.isExplained)
        #expect(d.explanations.first?.point == HCPoint(x: 150, y: 150))
        // An engine that agrees is left out.
        #expect(CaseChecker(engines: [NamedEngine(FlattenedEngine.self)]).diagnose(c).isEmpty)
    }

    @Test("readings that only show together are found together")
    func readingsThatNeedEachOther() throws {
        // A point on the max edge of a transparent view: maxEdgesInside alone keeps it out
        // (alpha 0.005), alphaEqualsZero alone misses the edge; only both answer as the engine.
        let scene = try SceneDecoder().decode(
            Array(
                """
                {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 375, 667],
                 "subviews": [{"name": "v", "frame": [0, 0, 100, 100], "alpha": 0.005}]}], "keyWindow": "w"}
                """.utf8))
        let c = FuzzCase(scene: scene, events: [], probes: [HCPoint(x: 100, y: 50)])
        let engine = Mutant(composing: [.maxEdgesInside, .alphaEqualsZero]).engine
        let d = try #require(CaseChecker(engines: [engine]).diagnose(c).first)
        #expect(Set(d.explanations.map(\.reading)) == [.maxEdgesInside, .alphaEqualsZero])
        #expect(d.isExplained)
    }

    @Test("a divergence no reading gives is named by the step where the walks part")
    func unexplainedStep() throws {
        let scene = try loadScene("mutants/maxEdgesInside.json")
        let c = FuzzCase(scene: scene, events: [], probes: [HCPoint(x: 10, y: 10)])
        let d = try #require(
            CaseChecker(engines: [NamedEngine("always-window") { _ in AlwaysWindow() }]).diagnose(c).first)
        #expect(d.unexplained == 2, "the probe, before and after the events")
        #expect(d.classes.contains { $0.key.hasPrefix("unexplained:") })
        // Named in the contract's words: a rule of docs/semantics.md, not a project name.
        let rule = try #require(d.classes.first?.rule)
        #expect(SemanticsHeadings.rules(in: try semantics()).contains(rule.heading))
        #expect(d.firstUnexplained?.reason.isEmpty == false)
    }

    @Test("a baseline round-trips, and a bad one is refused with its place")
    func knownClasses() throws {
        let result = Self.triage(Mutant(.maxEdgesInside).engine, iterations: 40)
        let text = KnownClasses.text(result.classes)
        let known = try KnownClasses.parse(Array(text.utf8))
        for c in result.classes { #expect(known.contains(c.divergenceClass)) }
        // Keyed by the rule, not the engine: the same reading in any engine is accepted.
        #expect(known.contains(DivergenceClass(engine: "other", kind: .reading(.maxEdgesInside))))
        #expect(!known.contains(DivergenceClass(engine: "other", kind: .reading(.keyWindowOnly))))
        #expect(!text.contains("\"engine\""))
        #expect(throws: SceneError.self) { try KnownClasses.parse(Array(#"{"format": "x", "version": 1}"#.utf8)) }
        do {
            _ = try KnownClasses.parse(
                Array(
                    "{\"format\": \"hitchain-known-classes\", \"version\": 1,\n \"classes\": [{\"engine\": \"e\"}]}"
                        .utf8))
            Issue.record("a class without a key was accepted")
        } catch {
            #expect(error.line == 2 && error.problem.contains("key"))
        }
    }

    @Test("one property name per failure: a wrong answer during delivery is hitTestAgreement")
    func onePropertyName() throws {
        let scene = try loadScene("mutants/maxEdgesInside.json")
        let tap = [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 100, y: 50))])),
            TimedEvent(
                time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 100, y: 50))])),
        ]
        let f = CaseChecker(engines: [Mutant(.maxEdgesInside).engine]).check(
            FuzzCase(scene: scene, events: tap, probes: []))
        #expect(f?.property == .hitTestAgreement)
    }

    @Test("ulp nudges are marked in what a failure prints")
    func ulpNotes() {
        #expect(UlpNote.note(HCPoint(x: 78.99999999999999, y: 10)) == "x is 1 ulp below 79")
        #expect(UlpNote.note(HCPoint(x: 10, y: 0.30000000000000004)) == "y is 1 ulp above 0.3")
        #expect(UlpNote.note(HCPoint(x: 12.25, y: 3)) == nil)
        #expect(UlpNote.note(HCPoint(x: .nan, y: .infinity)) == nil)
    }
}

/// The contract, for the headings a report names.
func semantics() throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
}

/// An engine that always answers the first window itself.
private final class AlwaysWindow: HitTesting {
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        HitTestResult(view: application.windows.first, window: application.windows.first)
    }
}

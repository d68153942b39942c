import Foundation
import HitChainEngines
import HitChainFuzz
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// The conformance suite: it loads, the reference passes it, every probe cites a rule of the
/// contract, and every mutant of the catalogue fails some probe of the rule it breaks.
@Suite struct ConformanceTests {
    static let suite = Result { try ConformanceSuite.bundled() }

    @Test("the built-in suite loads, names are unique, and the reference and both engines pass it")
    func referencePasses() throws {
        let suite = try Self.suite.get()
        #expect(suite.version == 1)
        #expect(suite.probes.count >= 150)
        for engine in NamedEngine.registered() {
            let result = Conformance.run(suite, engine: engine)
            let failed = result.probes.filter { !$0.passed }
            #expect(failed.isEmpty, "\(engine.name): \(failed.map { "\($0.name): \($0.failure ?? "")" })")
        }
    }

    @Test("every probe cites a heading of docs/semantics.md")
    func probesCiteTheContract() throws {
        let suite = try Self.suite.get()
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
        let headings = SemanticsHeadings.rules(in: text)
        #expect(headings.count > 80)
        let stray = suite.rules.filter { !headings.contains($0) }
        #expect(stray.isEmpty, "rules cited that the contract does not have: \(stray)")
    }

    @Test("every hit-test mutant that is not equivalent fails a probe", arguments: HitTestMutant.readings)
    func hitTestMutantsFail(_ mutant: HitTestMutant) throws {
        let result = Conformance.run(try Self.suite.get(), engine: Mutant(mutant).engine)
        #expect(!result.passed, "\(mutant.rawValue) passes the whole suite")
    }

    @Test("every delivery mutant fails a probe", arguments: DeliveryMutant.allCases)
    func deliveryMutantsFail(_ mutant: DeliveryMutant) throws {
        let engine = NamedEngine("mutant:\(mutant.rawValue)", deliveryRules: mutant.rules) { _ in ReferenceHitTester() }
        let result = Conformance.run(try Self.suite.get(), engine: engine)
        #expect(!result.passed, "\(mutant.rawValue) passes the whole suite")
    }

    @Test("a result by rule: the first failing probe and why")
    func byRule() throws {
        let result = Conformance.run(try Self.suite.get(), engine: Mutant(.maxEdgesInside).engine)
        let rule = try #require(result.rules.first { $0.rule == "Rectangles and containment" })
        #expect(!rule.passed)
        #expect(rule.firstFailure?.failure?.contains("expected") == true)
        #expect(result.rules.contains { $0.passed })
    }

    @Test("a broken suite is refused with the file and the place")
    func badSuite() throws {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("probes.json")
        try Data(#"{"format": "hitchain-conformance", "version": 1, "probes": [{"name": "x"}]}"#.utf8).write(to: file)
        do {
            _ = try ConformanceSuite.load(folder: dir.path)
            Issue.record("a probe without a rule was accepted")
        } catch {
            #expect(error.file == file.path && error.line == 1)
        }
        #expect(throws: SceneError.self) { try ConformanceSuite.load(folder: dir.appendingPathComponent("none").path) }
    }
}

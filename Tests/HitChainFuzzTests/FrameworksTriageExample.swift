// BEGIN docs/frameworks.md
import HitChain
import Testing

final class MyEngine: HitTestEngine {  // yours (docs/engines.md); this one asks the reference
    static let engineName = "mine"
    init(application: UIApplication) {}
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        ReferenceHitTester().hitTest(application, screenPoint: screenPoint)
    }
}

@Test func myEngineHasNoNewDifference() throws {
    var options = FuzzOptions(seed: 1, iterations: 300, engines: [NamedEngine(MyEngine.self)])
    options.triage = true
    // Your accepted differences: KnownClasses.parse(bytes of a --write-known file).
    let gate = TriageGate(known: KnownClasses())
    var report = TriageReport(Fuzzer(options).run(), options: options, gate: gate)
    report.save(in: "fuzz-triage")  // each class's counterexample, as .evz and .svg
    #expect(report.passed, "\(report.text)")  // the CLI's report: every class, its rule, its example
}
// END docs/frameworks.md

import HitChainFuzz
import HitChainReports
import HitChainTestSupport
import Testing

/// The gate a baseline makes: new classes, rare ones the baseline explains, known ones not seen.
@Suite struct TriageGateTests {
    static func run(_ readings: [HitTestMutant], iterations: Int = 120) -> (FuzzRunResult, FuzzOptions) {
        var options = FuzzOptions(
            seed: 3, iterations: iterations, engines: [Mutant(composing: readings).engine],
            generator: GeneratorOptions(maxViews: 40, maxEvents: 8, probes: 16), shrinks: false)
        options.triage = true
        return (Fuzzer(options).run(), options)
    }

    @Test("a baseline from one run passes it; a fixed class is reported unseen, kept or pruned")
    func unseenAndPruned() throws {
        let (both, options) = Self.run([.maxEdgesInside, .keyWindowOnly])
        let baseline = try KnownClasses.parse(Array(TriageReport(both, options: options).baseline().utf8))
        #expect(baseline.keys == ["reading:keyWindowOnly", "reading:maxEdgesInside"])
        #expect(TriageReport(both, options: options, gate: TriageGate(known: baseline)).passed)

        // keyWindowOnly fixed: the run passes, and says the known class was not seen.
        let (fixed, fixedOptions) = Self.run([.maxEdgesInside])
        let report = TriageReport(fixed, options: fixedOptions, gate: TriageGate(known: baseline))
        #expect(report.passed)
        #expect(report.unseen == ["reading:keyWindowOnly"])
        #expect(report.text.contains("known classes not seen in this run (fixed?): reading:keyWindowOnly"))
        #expect(try KnownClasses.parse(Array(report.baseline().utf8)).keys.count == 2)
        #expect(try KnownClasses.parse(Array(report.baseline(prune: true).utf8)).keys == ["reading:maxEdgesInside"])
    }

    @Test("a new reading fails the gate whatever its count")
    func newReading() {
        let (result, options) = Self.run([.maxEdgesInside, .keyWindowOnly])
        let gate = TriageGate(known: KnownClasses([DivergenceClass(engine: nil, kind: .reading(.maxEdgesInside))]))
        let report = TriageReport(result, options: options, gate: gate)
        #expect(!report.passed)
        #expect(report.verdict.contains("1 new class (reading:keyWindowOnly)"), "\(report.verdict)")
    }

    @Test("a rare class whose example the baseline's readings explain is not new; with N = 1 it is")
    func rareExplained() throws {
        let (result, options) = Self.run([.maxEdgesInside])
        let c = try #require(result.classes.first)
        // A class of one case, on a case maxEdgesInside explains, under another key.
        var rare = c
        rare.cases = 1
        rare.divergenceClass = DivergenceClass(engine: c.divergenceClass.engine, kind: .unexplained("outside"))
        let known = KnownClasses([c.divergenceClass])
        let checker = Fuzzer(options).checker
        #expect(TriageGate(known: known).verdict(rare, checker: checker) == .explainedByKnown)
        #expect(TriageGate(known: known, minimumCases: 1).verdict(rare, checker: checker) == .new)
        #expect(TriageGate(known: KnownClasses()).verdict(rare, checker: checker) == .new)
    }
}

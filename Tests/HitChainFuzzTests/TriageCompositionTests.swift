import Foundation
import HitChainFuzz
import HitChainReports
import HitChainTestSupport
import Testing

/// Triage on engines made of two to five readings at once, as a port with several bugs: each
/// composed reading is one class, named by its reading and its rule, and nothing else is a
/// class — on three seeds, whatever the threads.
@Suite struct TriageCompositionTests {
    static let compositions: [[HitTestMutant]] = [
        [.maxEdgesInside, .keyWindowOnly],
        [.transformAboutCorner, .alphaEqualsZero, .controlsSwallowSubviews],
        [.maxEdgesInside, .keyWindowOnly, .transformAboutCorner, .alphaEqualsZero],
        [.maxEdgesInside, .keyWindowOnly, .transformAboutCorner, .alphaEqualsZero, .controlsSwallowSubviews],
    ]

    static func run(_ readings: [HitTestMutant], seed: UInt64, jobs: Int = 2) -> FuzzRunResult {
        var options = FuzzOptions(
            seed: seed, iterations: 400, engines: [Mutant(composing: readings).engine],
            generator: GeneratorOptions(maxViews: 60, maxEvents: 8, probes: 16), shrinks: false)
        options.triage = true
        options.jobs = jobs
        return Fuzzer(options).run()
    }

    @Test("each composed reading is one class, and nothing else is", arguments: compositions, [UInt64(1), 2, 3])
    func composedReadings(_ readings: [HitTestMutant], seed: UInt64) throws {
        let result = Self.run(readings, seed: seed)
        let named = result.classes.map(\.divergenceClass)
        let keys = named.map(\.key)
        #expect(keys.sorted() == readings.map { "reading:\($0.rawValue)" }.sorted(), "\(keys)")
        #expect(Set(keys).count == keys.count, "each once")
        for c in named {
            let rule = try #require(c.rule)
            #expect(SemanticsHeadings.rules(in: try semantics()).contains(rule.heading), "\(rule.heading)")
        }
    }

    @Test("the classes and their counts do not depend on the threads")
    func threads() {
        let readings = Self.compositions[2]
        let summary = { (r: FuzzRunResult) in r.classes.map { "\($0.divergenceClass.key) \($0.cases)" } }
        #expect(summary(Self.run(readings, seed: 2, jobs: 1)) == summary(Self.run(readings, seed: 2, jobs: 3)))
    }

    @Test("no project name reaches the report: the rule is said by its heading, not a seed or a mutant")
    func wordsOfTheContract() {
        var options = FuzzOptions(
            seed: 1, iterations: 120, engines: [Mutant(composing: Self.compositions[1]).engine],
            generator: GeneratorOptions(maxViews: 40, maxEvents: 8, probes: 16), shrinks: false)
        options.triage = true
        let report = TriageReport(Fuzzer(options).run(), options: options)
        // The engine's own name (mutant:…) aside, which is the user's to choose.
        let text = report.text.replacingOccurrences(of: options.engines[0].name, with: "ENGINE")
        for jargon in ["seed 0", "mutant", "pseudo-code", "step:"] { #expect(!text.contains(jargon), "\(jargon)") }
        #expect(text.contains("rule:      \"Skip rules\" (docs/semantics.md)"))
    }
}

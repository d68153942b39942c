import Testing

@testable import HitChainFuzz

/// Numbers at their type's limits: no overflow trap, and nothing allocated by a count.
@Suite("Option limits")
struct OptionLimitsTests {
    @Test("case Int.max runs that one case, without overflowing")
    func lastCase() {
        var options = FuzzOptions(seed: 1, iterations: 1, onlyCase: Int.max)
        options.generator = GeneratorOptions(maxViews: 4, maxEvents: 1, probes: 1)
        options.shrinks = false
        let result = Fuzzer(options).run()
        #expect(result.casesRun == 1)
    }

    @Test("jobs beyond the limit are clamped, and the results do not depend on them")
    func manyJobs() {
        var options = FuzzOptions(seed: 2, iterations: 3, jobs: Int.max)
        options.generator = GeneratorOptions(maxViews: 4, maxEvents: 1, probes: 1)
        #expect(Fuzzer(options).run().casesRun == 3)
    }

    @Test("damage variants are made one at a time: a count of Int.max allocates nothing")
    func lazyVariants() {
        let campaign = DamageCampaign(seed: 1, cuts: Int.max, flips: Int.max, crcFixed: Int.max, engines: [])
        var iterator = campaign.variants(size: 1 << 40).makeIterator()
        var offsets: [Int] = []
        for _ in 0..<100 { if let v = iterator.next() { offsets.append(v.number) } }
        #expect(offsets == Array(0..<100))
        #expect(
            Array(campaign.variants(size: 3).prefix(5)).map(\.description) == [
                "cut:0", "cut:1", "cut:2", "flip:0", "flip:1",
            ])
    }

    @Test("cut offsets past the first 64 spread to the end, increasing, as before")
    func spreadOffsets() {
        let variants = Array(DamageVariants(size: 10_000, cuts: 150, flips: 0, crcFixed: 0))
        let offsets = variants.map(\.number)
        #expect(offsets.count == 150)
        #expect(Array(offsets.prefix(64)) == Array(0..<64))
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        // The formula the campaign always used: head + i · (size − head) / (cuts − head).
        #expect(offsets[64...].enumerated().allSatisfy { i, o in o == 64 + i * (10_000 - 64) / (150 - 64) })
        #expect(offsets.last.map { $0 < 10_000 } == true)
    }
}

import HitChainDelivery
import HitChainKit
import HitChainScene
import Testing

@testable import HitChainFuzz

@Suite struct GeneratorTests {
    @Test func sameSeedSameCase() {
        let a = CaseGenerator.make(seed: 42, index: 7)
        let b = CaseGenerator.make(seed: 42, index: 7)
        #expect(a == b)
        #expect(a != CaseGenerator.make(seed: 42, index: 8))
        #expect(Entropy.caseSeed(run: 42, index: 7) == Entropy.caseSeed(run: 42, index: 7))
    }

    /// Generated scenes are valid, canonical (they read back from JSON unchanged) and their
    /// event streams are valid.
    @Test func generatedCasesAreValid() throws {
        for k in 0..<60 {
            let c = CaseGenerator.make(seed: 9, index: k, options: GeneratorOptions(maxViews: 120))
            try c.scene.validate()
            try c.events.validate(responderNames: c.scene.responderNames)
            let back = try SceneDecoder().decode(SceneEncoder().encode(c.scene))
            #expect(back == c.scene, "case \(k)")
        }
    }

    /// `FuzzFeature.typicalShare` is what decides which features a short run must reach; it
    /// must stay below what the generator really gives, on more than one seed.
    @Test func typicalSharesHold() {
        for seed: UInt64 in [11, 12] {
            var counts: [FuzzFeature: Int] = [:]
            let n = 2_000
            for k in 0..<n {
                for f in CaseGenerator.make(seed: seed, index: k).features { counts[f, default: 0] += 1 }
            }
            for f in FuzzFeature.allCases {
                let share = Double(counts[f] ?? 0) / Double(n)
                #expect(share >= f.typicalShare, "\(f.rawValue): \(share) on seed \(seed)")
            }
        }
    }

    /// Bytes in, case out: the libFuzzer entry's generator never fails, even on nothing.
    @Test func bytesMakeCases() throws {
        for bytes in [[UInt8](), [0xFF], Array(repeating: 0xAB, count: 4096)] {
            var e = Entropy(bytes: bytes)
            let c = CaseGenerator.make(&e, options: GeneratorOptions(maxViews: 64))
            try c.scene.validate()
        }
    }
}

@Suite("Feature bits")
struct FeatureBitsTests {
    @Test("every feature has its own bit, in declaration order, and round-trips through a set")
    func bits() {
        #expect(MemoryLayout<FuzzFeature>.size == 1)
        #expect(FuzzFeature.allCases.count <= 128)
        for (i, f) in FuzzFeature.allCases.enumerated() { #expect(FeatureBits.bit(f) == i, "\(f)") }
        var bits = FeatureBits()
        for f in FuzzFeature.allCases where FeatureBits.bit(f) % 3 == 0 { bits.insert(f) }
        #expect(bits.set == Set(FuzzFeature.allCases.filter { FeatureBits.bit($0) % 3 == 0 }))
        let last = FuzzFeature.allCases[FuzzFeature.allCases.count - 1]
        bits.insert(last)
        bits.remove(last)
        #expect(!bits.contains(last) && FeatureBits(bits.set) == bits)
    }
}

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
            try EventStreamValidator.validate(c.events, responderNames: c.scene.responderNames)
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

/// Each feature switches one behaviour, wherever it would appear: a behaviour switched off
/// stays out of windows' flags and out of run-time changes (docs/fuzzing.md, "Features and
/// behaviours").
@Suite struct FeatureAlignmentTests {
    @Test("alpha edges, transforms and disabled controls switched off stay off in windows and changes")
    func behavioursStayOff() {
        var enabled = Set(FuzzFeature.allCases)
        enabled.subtract([
            .alphaZero, .alphaJustBelow, .alphaOnePercent, .alphaJustAbove, .rotation, .arbitraryRotation, .shear,
            .scale, .flip, .zeroScale, .disabledControl,
        ])
        let options = GeneratorOptions(
            features: FeatureSelection(enabled: enabled, isExplicit: true), maxViews: 40, maxEvents: 16, probes: 2)
        var changes = 0
        for k in 0..<400 {
            let c = CaseGenerator.make(seed: 7, index: k, options: options)
            for v in c.scene.views {
                #expect(v.alpha >= 0.02 || v.alpha == 0.5 || v.alpha == 1, "case \(k): \(v.name)")
            }
            for v in c.scene.views { #expect(v.geometry.transform.isIdentity, "case \(k): \(v.name)") }
            for e in c.events {
                guard case .change(_, let change) = e.event else { continue }
                changes += 1
                switch change {
                case .alpha(let a): #expect(a == 1, "case \(k)")
                case .transform(let t): #expect(t.isIdentity, "case \(k)")
                case .enabled: Issue.record("case \(k): a control disabled at run time with disabledControl off")
                default: break
                }
            }
        }
        #expect(changes > 100, "the run-time changes were generated")
    }

    @Test("windowFlags alone puts nothing on a window whose behaviours are all off")
    func windowFlagsNeedBehaviours() {
        let enabled: Set<FuzzFeature> = [.multipleWindows, .windowFlags, .tap, .uniformPoint]
        let options = GeneratorOptions(
            features: FeatureSelection(enabled: enabled, isExplicit: true), maxViews: 20, maxEvents: 4, probes: 2)
        for k in 0..<200 {
            let c = CaseGenerator.make(seed: 3, index: k, options: options)
            for w in c.scene.windows {
                let v = c.scene.views[w.view]
                #expect(
                    v.alpha == 1 && v.isUserInteractionEnabled && v.pointInside == .default && v.hitTest == .default)
            }
        }
    }
}

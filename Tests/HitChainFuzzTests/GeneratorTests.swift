import HitChainFuzz
import Testing

@Suite struct GeneratorTests {
    @Test func sameSeedSameCase() {
        let a = CaseGenerator.make(seed: 42, index: 7)
        let b = CaseGenerator.make(seed: 42, index: 7)
        #expect(a == b)
        #expect(a != CaseGenerator.make(seed: 42, index: 8))
    }
}

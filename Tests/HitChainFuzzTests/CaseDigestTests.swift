import Foundation
import HitChainFuzz
import HitChainTestSupport
import Testing

/// The fuzzer's cases and verdicts pinned: 2 000 cases of one seed at default sizes, each
/// case's digest (its recording with the reference's trace, its probes and its verdict,
/// `CaseDigest`) against `Tests/Fixtures/case-digests-20261122.txt`. Performance work must
/// keep every line; a change to generation, delivery or a property moves some.
/// `HITCHAIN_RECORD_CASE_DIGESTS=1 swift test --filter CaseDigestTests` writes the fixture anew.
@Suite struct CaseDigestTests {
    static let seed: UInt64 = 20_261_122
    static let cases = 2000
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/case-digests-20261122.txt")

    /// The lines `k digest` of the cases, checked as the fuzzer checks them (the round trip
    /// one case in eight).
    static func lines(cases range: Range<Int>) -> [String] {
        let fuzzer = Fuzzer(FuzzOptions(seed: seed, iterations: cases))
        let checker = fuzzer.checker
        let every = fuzzer.options.roundTripEvery
        return range.map { k in
            let c = fuzzer.makeCase(k)
            let verdict = checker.check(c, roundTrip: k % every == 0)
            return "\(k) \(CaseDigest.hex(c, verdict: verdict))"
        }
    }

    @Test func twoThousandCasesKeepTheirDigests() async throws {
        // Two halves on two tasks: the machine has two cores.
        async let first = Self.lines(cases: 0..<(Self.cases / 2))
        async let second = Self.lines(cases: (Self.cases / 2)..<Self.cases)
        let lines = await first + second
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["HITCHAIN_RECORD_CASE_DIGESTS"] == "1" {
            try text.write(to: Self.fixture, atomically: true, encoding: .utf8)
            return
        }
        let stored = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(stored.count == Self.cases)
        let differing = zip(stored, lines).filter { $0 != $1 }
        #expect(differing.isEmpty, "\(differing.count) cases changed; first: \(differing.first.map { "\($0)" } ?? "")")
    }
}

import Foundation
import HitChainRecording
import HitChainTestSupport
import Testing

@testable import HitChainFuzz

/// The bad-input campaign finds nothing on the corpus, and finds what it is there to find.
@Suite("Damage campaign")
struct DamageCampaignTests {
    static func corpus(_ names: [String]) throws -> [(path: String, bytes: [UInt8])] {
        try names.map { name in
            let url = URL(fileURLWithPath: packageRoot.path + "/Corpus/" + name)
            return (path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
        }
    }

    @Test("cut, flipped and CRC-fixed copies of corpus files are refused or fail: none passes, no engine disagrees")
    func corpusCampaign() throws {
        let files = try Self.corpus(["seed-004-tap-c.evz", "gesture-double-tap.evz", "control-switch-toggle.evz"])
        let result = DamageCampaign(seed: 3, cuts: 150, flips: 150, crcFixed: 150).run(files)
        let total = result.total
        #expect(total.tried == 3 * 450)
        #expect(total.passedWhenDamaged == 0 && total.bugs == 0, "\(result.findings)")
        #expect(total.refused > 0 && total.failed > 0)
    }

    @Test("variants are reproducible from their text")
    func variants() throws {
        let bytes = try Self.corpus(["seed-004-tap-c.evz"])[0].bytes
        for text in ["cut:300", "flip:17", "crcFixed:4"] {
            let v = try #require(RecordingDamage.Variant(text))
            #expect(v.description == text)
            #expect(RecordingDamage.apply(v, to: bytes, seed: 9) == RecordingDamage.apply(v, to: bytes, seed: 9))
            #expect(RecordingDamage.apply(v, to: bytes, seed: 9) != bytes)
        }
        for bad in ["cut:-1", "melt:3", "cut::5", "cut:+5", "cut:", "cut:5:6", "flip:٣"] {
            #expect(RecordingDamage.Variant(bad) == nil, "\(bad)")
        }
    }

    @Test("recomputed CRCs let damage through to the decoders")
    func fixedCRCs() throws {
        var bytes = try Self.corpus(["seed-004-tap-c.evz"])[0].bytes
        #expect(RecordingDamage.fixingCRCs(bytes) == bytes)
        bytes[bytes.count - 8] ^= 0x40
        let damaged = RecordingProbe.run(bytes)
        let fixed = RecordingProbe.run(RecordingDamage.fixingCRCs(bytes))
        guard case .failed(let reason) = damaged else {
            Issue.record("expected a failed replay, got \(damaged)")
            return
        }
        #expect(reason.contains("CRC mismatch"))
        #expect(fixed != damaged)
    }

    @Test("a whole file passes the probe and the libFuzzer check")
    func wholeFile() throws {
        let bytes = try Self.corpus(["seed-004-tap-c.evz"])[0].bytes
        #expect(RecordingProbe.run(bytes) == .passed)
        #expect(RecordingProbe.check(bytes) == nil)
        #expect(RecordingProbe.check(Array(bytes.prefix(100))) == nil)
    }
}

import HitChainGeometry

/// A stable digest of a generated case and its verdict, for the test that pins generation
/// and verdicts across performance work: the same seed must give the same cases, the same
/// traces and the same failures, whatever the code underneath does faster.
package enum CaseDigest {
    /// FNV-1a 64 of the case's recording (scene, events and the reference's trace, as
    /// `CaseRecording.encode` writes it), its probe points' bit patterns and the verdict's
    /// full description ("pass" when it passes).
    package static func digest(_ c: FuzzCase, verdict: FuzzFailure?) -> UInt64 {
        var bytes = CaseRecording.encode(c, source: "case digest")
        for p in c.probes {
            for word in [p.x.bitPattern, p.y.bitPattern] {
                for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
            }
        }
        bytes += Array((verdict.map { "\($0)" } ?? "pass").utf8)
        return CaseRecording.fnv1a(bytes)
    }

    /// `digest` as the 16 hexadecimal digits the fixture stores.
    package static func hex(_ c: FuzzCase, verdict: FuzzFailure?) -> String {
        CaseRecording.hex(digest(c, verdict: verdict))
    }
}

import HitChainEngines
import HitChainGeometry

/// Where a generator's choices come from: a seeded SplitMix64 stream (the CLI and tests), or
/// the bytes of a libFuzzer input (so coverage guidance can steer the same generators).
/// Either way the same source gives the same case on every machine.
package struct Entropy: ReproducibleRandom, Sendable {
    enum Source: Sendable {
        case seeded(SeededGenerator)
        /// Input bytes and the read position; reads past the end give zeros, so a short
        /// input still makes a (small) case.
        case bytes([UInt8], Int)
    }

    var source: Source

    package init(seed: UInt64) { source = .seeded(SeededGenerator(seed: seed)) }
    package init(bytes: [UInt8]) { source = .bytes(bytes, 0) }

    /// 64 random bits.
    package mutating func next() -> UInt64 {
        switch source {
        case .seeded(var g):
            let v = g.next()
            source = .seeded(g)
            return v
        case .bytes(let bytes, let at):
            var v: UInt64 = 0
            for k in 0..<8 where at + k < bytes.count { v |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
            source = .bytes(bytes, at + 8)
            return v
        }
    }

    /// A second stream, derived from what this one would draw next without drawing it: a
    /// generator that adds to a case from it leaves every draw of this stream — and so every
    /// case made before the addition — as it was. `salt` tells the side streams apart.
    package func sideStream(_ salt: UInt64) -> Entropy {
        var copy = self
        var g = SeededGenerator(seed: copy.next() ^ salt)
        return Entropy(seed: g.next())
    }

    /// The seed of case `index` in a run with `seed`: two rounds of SplitMix64's mixer, so
    /// neighbouring cases are unrelated and any case can be re-run alone (`--case K`).
    package static func caseSeed(run seed: UInt64, index: Int) -> UInt64 {
        var g = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        _ = g.next()
        return g.next()
    }
}

import HitChainEngines
import HitChainGeometry

/// Where a generator's choices come from: a seeded SplitMix64 stream (the CLI and tests), or
/// the bytes of a libFuzzer input (so coverage guidance can steer the same generators).
/// Either way the same source gives the same case on every machine.
package struct Entropy: ReproducibleRandom, Sendable {
    /// The seeded stream; unused when the draws come from `bytes`.
    private var generator: SeededGenerator
    /// A libFuzzer input, when the draws come from it; reads past its end give zeros, so a
    /// short input still makes a (small) case.
    private let bytes: [UInt8]?
    /// Where the next draw from `bytes` starts.
    private var at = 0

    package init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        bytes = nil
    }

    package init(bytes: [UInt8]) {
        generator = SeededGenerator(seed: 0)
        self.bytes = bytes
    }

    /// 64 random bits.
    package mutating func next() -> UInt64 {
        // A seeded draw only advances the generator: an enum of the two sources was taken
        // apart and put back together for every draw, thousands of times a case.
        guard let bytes else { return generator.next() }
        var v: UInt64 = 0
        for k in 0..<8 where at + k < bytes.count { v |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
        at += 8
        return v
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

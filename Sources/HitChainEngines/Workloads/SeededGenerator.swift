/// SplitMix64: a small, fast, seeded generator. The same seed gives the same numbers on
/// every machine, so every generated scene, query set and fuzz case can be reproduced.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A Double in [0, 1) from 53 random bits (no platform-dependent conversion).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A Double in [lo, hi).
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// An Int in [0, n).
    public mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    /// True with probability p.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
}

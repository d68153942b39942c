/// SplitMix64: a small, fast, seeded generator. The same seed gives the same numbers on
/// every machine, so every generated scene, query set and fuzz case can be reproduced.
/// The one generator in the package (`Entropy` draws from it, tests damage files with it).
public struct SeededGenerator: ReproducibleRandom, Sendable {
    /// The generator's whole state: a copy continues the same sequence.
    public private(set) var state: UInt64

    /// The generator that `seed` starts.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A source of 64-bit values and the choices made from them, with no platform-dependent
/// conversion: the same values give the same choices on every machine. `SeededGenerator`
/// and the fuzzer's `Entropy` are sources.
public protocol ReproducibleRandom: RandomNumberGenerator {}

extension ReproducibleRandom {
    /// A Double in [0, 1) from 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A Double in [lo, hi).
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// An Int in [0, n); 0 when n ≤ 1.
    public mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    /// An Int in lo...hi.
    public mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + int(range.count) }

    /// True with probability p.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}

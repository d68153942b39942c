/// A set of features as two words of bits: what the generators ask ("is it on?") and
/// record ("used") for every view and event they make, without hashing.
///
/// - Complexity: O(1) for `contains`, `insert` and `remove`.
struct FeatureBits: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    init(_ features: some Sequence<FuzzFeature>) {
        for f in features { insert(f) }
    }

    /// The feature's position among `FuzzFeature.allCases` (its declaration order: a case
    /// without payload is stored as that number; a test pins it).
    @inline(__always)
    static func bit(_ f: FuzzFeature) -> Int { Int(unsafeBitCast(f, to: UInt8.self)) }

    func contains(_ f: FuzzFeature) -> Bool {
        let b = Self.bit(f)
        return b < 64 ? low & (1 << UInt64(b)) != 0 : high & (1 << UInt64(b - 64)) != 0
    }

    mutating func insert(_ f: FuzzFeature) {
        let b = Self.bit(f)
        if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
    }

    mutating func formUnion(_ other: FeatureBits) {
        low |= other.low
        high |= other.high
    }

    mutating func remove(_ f: FuzzFeature) {
        let b = Self.bit(f)
        if b < 64 { low &= ~(1 << UInt64(b)) } else { high &= ~(1 << UInt64(b - 64)) }
    }

    var set: Set<FuzzFeature> { Set(FuzzFeature.allCases.filter(contains)) }
}

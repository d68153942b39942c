/// A set of reading indices (at most 64 readings).
struct ReadingSet: Hashable, Sendable {
    private(set) var bits: UInt64 = 0
    var isEmpty: Bool { bits == 0 }
    func contains(_ i: Int) -> Bool { i < 64 && bits & (1 << UInt64(i)) != 0 }
    mutating func insert(_ i: Int) { if i < 64 { bits |= 1 << UInt64(i) } }
    func intersection(_ other: ReadingSet) -> ReadingSet { ReadingSet(bits: bits & other.bits) }
}

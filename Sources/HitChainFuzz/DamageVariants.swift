/// The variants a damage campaign tries on one file, in order — cuts, then flips, then
/// CRC-fixed changes — computed one at a time.
///
/// Cuts: every offset of a file no longer than `cuts`; otherwise the first `min(64, cuts / 2)`
/// offsets, then the rest spread evenly to the end of the file (strictly increasing).
///
/// - Complexity: O(1) memory whatever the counts; O(1) per variant.
package struct DamageVariants: Sequence, IteratorProtocol, Sendable {
    let size: Int, cuts: Int, flips: Int, crcFixed: Int
    private var kind = RecordingDamage.Kind.cut
    private var number = 0

    init(size: Int, cuts: Int, flips: Int, crcFixed: Int) {
        self.size = Swift.max(size, 0)
        self.cuts = Swift.max(cuts, 0)
        self.flips = Swift.max(flips, 0)
        self.crcFixed = Swift.max(crcFixed, 0)
    }

    /// How many cut offsets there are.
    var cutCount: Int { Swift.min(size, cuts) }

    package mutating func next() -> RecordingDamage.Variant? {
        while true {
            switch kind {
            case .cut:
                if number < cutCount {
                    defer { number += 1 }
                    return RecordingDamage.Variant(kind: .cut, number: cutOffset(number))
                }
                (kind, number) = (.flip, 0)
            case .flip:
                if number < flips {
                    defer { number += 1 }
                    return RecordingDamage.Variant(kind: .flip, number: number)
                }
                (kind, number) = (.crcFixed, 0)
            case .crcFixed:
                guard number < crcFixed else { return nil }
                defer { number += 1 }
                return RecordingDamage.Variant(kind: .crcFixed, number: number)
            }
        }
    }

    /// The `i`th cut offset.
    func cutOffset(_ i: Int) -> Int {
        guard size > cuts else { return i }
        let head = Swift.min(64, cuts / 2)
        if i < head { return i }
        // head + (i - head) · (size - head) / (cuts - head), without overflow.
        let product = (i - head).multipliedFullWidth(by: size - head)
        return head + (cuts - head).dividingFullWidth(product).quotient
    }
}

/// Stores `Double`s bit for bit in few bytes: a value that is an integer number of `unit`s
/// (a pixel, a microsecond) is written as the zig-zag varint of its delta from the
/// previous one, shifted left with a 0 tag bit; anything else is escaped: tag 1, then the
/// raw 64-bit pattern. Decoding is `Double(k) / unitsPerValue`, and a value is taken as
/// exact only if that reproduces its bits (so -0.0, NaN and 0.1 s at µs escape).
struct ExactScalarEncoder {
    let unitsPerValue: Double
    var previous: Int64 = 0
    /// Second-order mode (timestamps): code the change of the delta, so that events at a
    /// steady rate cost about a byte.
    var secondOrder = false
    var previousDelta: Int64 = 0
    /// Version 2, when every value of the run is exact: plain `zigzag(n)`, no tag bit and no
    /// escape (the caller checked `integer` for every value first).
    var untagged = false

    init(unitsPerValue: Double) {
        self.unitsPerValue = unitsPerValue
    }

    static let limit = Double(1 << 52)

    /// The integer form of `value`, when it is exact.
    func integer(_ value: Double) -> Int64? {
        let scaled = (value * unitsPerValue).rounded()
        guard scaled.isFinite, abs(scaled) < Self.limit else { return nil }
        let k = Int64(scaled)
        return (Double(k) / unitsPerValue).bitPattern == value.bitPattern ? k : nil
    }

    mutating func encode(_ value: Double, into w: inout ByteWriter) {
        guard secondOrder else { return encode(value, relativeTo: &previous, into: &w) }
        if let k = integer(value) {
            let delta = k &- previous
            if write(delta &- previousDelta, into: &w) {
                previous = k
                previousDelta = delta
                return
            }
        }
        Self.writeEscape(value, into: &w)
    }

    func encode(_ value: Double, relativeTo previous: inout Int64, into w: inout ByteWriter) {
        if let k = integer(value), write(k &- previous, into: &w) {
            previous = k
            return
        }
        Self.writeEscape(value, into: &w)
    }

    private func write(_ n: Int64, into w: inout ByteWriter) -> Bool {
        guard untagged else { return Self.writeTagged(n, into: &w) }
        w.zigzag(n)
        return true
    }

    /// Writes `zigzag(n) << 1` (tag bit 0), or returns false when it does not fit.
    static func writeTagged(_ n: Int64, into w: inout ByteWriter) -> Bool {
        let zz = UInt64(bitPattern: (n << 1) ^ (n >> 63))
        guard zz < (1 << 62) else { return false }
        w.varint(zz << 1)
        return true
    }

    /// Writes tag 1 and the raw 64 bits.
    static func writeEscape(_ value: Double, into w: inout ByteWriter) {
        w.varint(1)
        w.u64(value.bitPattern)
    }
}

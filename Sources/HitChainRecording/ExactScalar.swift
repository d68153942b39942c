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
            let dod = delta &- previousDelta
            let zz = UInt64(bitPattern: (dod << 1) ^ (dod >> 63))
            if zz < (1 << 62) {
                w.varint(zz << 1)
                previous = k
                previousDelta = delta
                return
            }
        }
        w.varint(1)
        w.u64(value.bitPattern)
    }

    func encode(_ value: Double, relativeTo previous: inout Int64, into w: inout ByteWriter) {
        if let k = integer(value) {
            let delta = k &- previous
            let zz = UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
            if zz < (1 << 62) {
                w.varint(zz << 1)
                previous = k
                return
            }
        }
        w.varint(1)
        w.u64(value.bitPattern)
    }
}

struct ExactScalarDecoder {
    let unitsPerValue: Double
    var previous: Int64 = 0
    var secondOrder = false
    var previousDelta: Int64 = 0

    init(unitsPerValue: Double) {
        self.unitsPerValue = unitsPerValue
    }

    mutating func decode(from r: inout ByteReader) throws(EVZError.Reason) -> Double {
        guard secondOrder else { return try decode(relativeTo: &previous, from: &r) }
        let tag = try r.varint()
        if tag & 1 == 1 {
            guard tag == 1 else { throw .corrupt("a number has an unknown escape") }
            return Double(bitPattern: try r.u64())
        }
        let zz = tag >> 1
        let dod = Int64(bitPattern: (zz >> 1) ^ (0 &- (zz & 1)))
        let (delta, o1) = previousDelta.addingReportingOverflow(dod)
        let (k, o2) = previous.addingReportingOverflow(delta)
        guard !o1, !o2 else { throw .corrupt("a timestamp overflows") }
        previous = k
        previousDelta = delta
        return Double(k) / unitsPerValue
    }

    func decode(relativeTo previous: inout Int64, from r: inout ByteReader) throws(EVZError.Reason) -> Double {
        let tag = try r.varint()
        if tag & 1 == 1 {
            guard tag == 1 else { throw .corrupt("a number has an unknown escape") }
            return Double(bitPattern: try r.u64())
        }
        let zz = tag >> 1
        let delta = Int64(bitPattern: (zz >> 1) ^ (0 &- (zz & 1)))
        let (k, overflow) = previous.addingReportingOverflow(delta)
        guard !overflow else { throw .corrupt("a coordinate overflows") }
        previous = k
        return Double(k) / unitsPerValue
    }
}

/// Reads back what `ExactScalarEncoder` wrote, with the same state: the previous value and,
/// in second-order mode, the previous delta.
struct ExactScalarDecoder {
    let unitsPerValue: Double
    var previous: Int64 = 0
    var secondOrder = false
    var previousDelta: Int64 = 0
    /// Plain `zigzag(n)` values, no tag (version 2's exact columns).
    var untagged = false

    init(unitsPerValue: Double) {
        self.unitsPerValue = unitsPerValue
    }

    mutating func decode(from r: inout ByteReader) throws(EVZError.Reason) -> Double {
        guard secondOrder else { return try decode(relativeTo: &previous, from: &r) }
        let dod: Int64
        switch try read(from: &r) {
        case .escaped(let value): return value
        case .integer(let n): dod = n
        }
        let (delta, o1) = previousDelta.addingReportingOverflow(dod)
        let (k, o2) = previous.addingReportingOverflow(delta)
        guard !o1, !o2 else { throw .corrupt("a timestamp overflows") }
        previous = k
        previousDelta = delta
        return Double(k) / unitsPerValue
    }

    func decode(relativeTo previous: inout Int64, from r: inout ByteReader) throws(EVZError.Reason) -> Double {
        switch try read(from: &r) {
        case .escaped(let value):
            return value
        case .integer(let delta):
            let (k, overflow) = previous.addingReportingOverflow(delta)
            guard !overflow else { throw .corrupt("a coordinate overflows") }
            previous = k
            return Double(k) / unitsPerValue
        }
    }

    enum Tagged {
        case integer(Int64)
        case escaped(Double)
    }

    private func read(from r: inout ByteReader) throws(EVZError.Reason) -> Tagged {
        untagged ? .integer(try r.zigzag()) : try Self.readTagged(from: &r)
    }

    /// Reads what `ExactScalarEncoder.writeTagged` or `writeEscape` wrote.
    static func readTagged(from r: inout ByteReader) throws(EVZError.Reason) -> Tagged {
        let tag = try r.varint()
        if tag & 1 == 1 {
            guard tag == 1 else { throw .corrupt("a number has an unknown escape") }
            return .escaped(Double(bitPattern: try r.u64()))
        }
        let zz = tag >> 1
        return .integer(Int64(bitPattern: (zz >> 1) ^ (0 &- (zz & 1))))
    }
}

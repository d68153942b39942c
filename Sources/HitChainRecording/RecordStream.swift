/// The framed records of a recording, one at a time (docs/evz-format.md, "File layout"):
/// type byte, varint length, payload, CRC-32 of the type byte and payload. A length beyond
/// `EVZFormat.maxRecordLength` is refused before anything is read for it, and a payload is
/// read as its bytes arrive, so a record that declares more than the file holds costs only
/// what the file holds.
struct RecordStream {
    struct Record {
        var type: UInt8
        var payload: [UInt8]
        /// Bytes the record takes in the file, framing included.
        var size: Int
    }

    private let input: RecordingInput
    private var peeked: Record?
    /// A record that could not be read, and where it starts: every later call throws it
    /// again (the bytes after a damaged record mean nothing).
    private var failure: (reason: EVZError.Reason, offset: Int)?

    init(_ input: RecordingInput) {
        self.input = input
    }

    /// The offset of the next record.
    var offset: Int { failure?.offset ?? input.offset - (peeked?.size ?? 0) }

    var isAtEnd: Bool { failure == nil && peeked == nil && input.isAtEnd }

    /// The next record, or nil at the clean end of the data.
    mutating func next() throws(EVZError.Reason) -> Record? {
        if let record = peeked {
            peeked = nil
            return record
        }
        return try read()
    }

    /// The next record, left to be returned by `next()` (or dropped by `consumePeeked()`).
    mutating func peek() throws(EVZError.Reason) -> Record? {
        if peeked == nil { peeked = try read() }
        return peeked
    }

    mutating func consumePeeked() { peeked = nil }

    private mutating func read() throws(EVZError.Reason) -> Record? {
        if let failure { throw failure.reason }
        let start = input.offset
        do {
            return try readFraming()
        } catch {
            failure = (error, start)
            throw error
        }
    }

    private func readFraming() throws(EVZError.Reason) -> Record? {
        let start = input.offset
        guard let type = input.byte() else { return nil }
        var length: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard let b = input.byte() else { throw .truncated("a record length is cut off") }
            guard shift < 64 else { throw .corrupt("a record length is longer than 64 bits") }
            length |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        guard length <= UInt64(EVZFormat.maxRecordLength) else {
            throw .corrupt("a record length is \(length), more than the \(EVZFormat.maxRecordLength) a record may hold")
        }
        let payload = input.take(Int(length))
        guard payload.count == Int(length) else { throw .truncated("a record of \(length) bytes is cut off") }
        let crcBytes = input.take(4)
        guard crcBytes.count == 4 else { throw .truncated("a record of \(length) bytes is cut off before its CRC") }
        let crc = crcBytes.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        guard crc == Zlib.crc32(payload, Zlib.crc32([type])) else { throw .corrupt("CRC mismatch") }
        return Record(type: type, payload: payload, size: input.offset - start)
    }
}

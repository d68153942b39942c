public import HitChainDelivery
public import HitChainScene

/// Reads a recording chunk by chunk, holding one chunk at a time: memory does not grow with
/// the length of the file. The header and scene must be intact; after them, every complete,
/// CRC-checked chunk is returned. A record that is cut off or damaged ends the reading
/// (`stopReason`, naming the last good chunk); a chunk whose trace is missing or damaged is
/// still returned, with a warning (`warnings`). Record types it does not know are skipped.
///
/// A recording is whole only when `isComplete` and `problems` is empty: replay fails any
/// other file unless the user asks for partial files.
public struct EVZReader {
    /// The file read, when reading one.
    public let file: String?
    /// The recording's header.
    public let header: RecordingHeader
    /// The recording's scene.
    public let scene: HCScene
    /// The file's major format version (1 or 2).
    public let version: Int
    private var records: RecordStream
    /// One inflate stream for every chunk body.
    private let inflater = Inflater()
    private var expectedEventIndex = 0
    /// Whether the last record peeked at could not be read (`nextChunk` stops at it next).
    private var nextRecordFailed = false
    /// Why reading stopped before the end record, when it did.
    public private(set) var stopReason: RecordingProblem?
    /// Damage that did not stop the reading (a lost trace, data after the end record): the
    /// first `warningLimit`, then a count of the rest, so that a long damaged file does not
    /// grow the list without bound.
    public private(set) var warnings: [RecordingProblem] = []
    /// How many warnings are kept before the rest are only counted.
    public static let warningLimit = 20
    private var omittedWarnings = 0
    /// Whether the end record was read (the recording is complete).
    public private(set) var isComplete = false
    /// Chunks read so far.
    public private(set) var chunksRead = 0
    /// Bytes of event records and of trace records read so far (framing included).
    public private(set) var eventBytes = 0
    /// Bytes of trace records read so far (framing included).
    public private(set) var traceBytes = 0

    /// Every warning and the stop reason: empty for a whole recording.
    public var problems: [RecordingProblem] {
        let omitted = omittedWarnings > 0 ? [RecordingProblem.moreWarnings(count: omittedWarnings)] : []
        return warnings + omitted + (stopReason.map { [$0] } ?? [])
    }

    /// One chunk: its events and the trace recorded for them (nil if that record is lost).
    public struct Chunk: Sendable {
        /// The index of the chunk's first event in the recording.
        public var firstEventIndex: Int
        /// The chunk's events.
        public var events: [TimedEvent]
        /// The trace recorded for them; nil when that record is lost (or, in a device
        /// recording, never made).
        public var trace: [TraceEntry]?
        /// Where their touches went on the device (a device recording's delivered record);
        /// nil when the chunk has none.
        public var delivered: [DeliveredTouch]? = nil
    }

    /// Reads a recording held in memory.
    public init(bytes: [UInt8], file: String? = nil) throws(EVZError) {
        try self.init(RecordingInput(bytes: bytes), file: file)
    }

    /// Opens a recording file; chunks are read from it as they are asked for.
    public init(path: String) throws(EVZError) {
        try self.init(try RecordingInput(path: path), file: path)
    }

    private init(_ input: RecordingInput, file: String?) throws(EVZError) {
        self.file = file
        let magic = input.take(EVZFormat.magic.count)
        guard magic == EVZFormat.magic else {
            let cut = magic.count < EVZFormat.magic.count && EVZFormat.magic.starts(with: magic)
            throw EVZError(cut ? .truncated("inside the magic bytes") : .notEVZ, file: file, offset: 0)
        }
        let version = input.take(2)
        guard version.count == 2 else { throw EVZError(.truncated("before the version"), file: file, offset: 8) }
        let major = Int(version[0])
        guard major <= EVZFormat.majorVersion else {
            throw EVZError(.unsupportedVersion(major: major), file: file, offset: 8)
        }
        guard major >= 1 else { throw EVZError(.corrupt("version 0 does not exist"), file: file, offset: 8) }
        self.version = major
        var records = RecordStream(input)
        func next(_ type: EVZFormat.RecordType, _ what: String) throws(EVZError) -> [UInt8] {
            let start = records.offset
            do throws(EVZError.Reason) {
                guard let record = try records.next() else { throw .truncated("missing the \(what)") }
                guard record.type == type.rawValue else {
                    throw .corrupt("expected the \(what), found record type \(record.type)")
                }
                return record.payload
            } catch {
                throw EVZError(error, file: file, offset: start)
            }
        }
        let headerBytes = try next(.header, "header")
        do { header = try RecordingHeader.decode(headerBytes) } catch { throw EVZError(error, file: file, offset: 10) }
        let sceneStart = records.offset
        let scenePayload = try next(.scene, "scene")
        do throws(EVZError.Reason) {
            var r = ByteReader(scenePayload)
            let n = try r.count(limit: EVZFormat.maxSceneLength, "the scene's size")
            let json = try Zlib.decompress(scenePayload[r.index...], expectedSize: n)
            do {
                scene = try SceneDecoder().decode(json, file: nil)
            } catch {
                throw EVZError.Reason.corrupt("the embedded scene is invalid: \(error)")
            }
        } catch {
            throw EVZError(error, file: file, offset: sceneStart)
        }
        self.records = records
    }

    /// The next chunk, or nil at the end (or where the data stops making sense: see
    /// `stopReason`).
    public mutating func nextChunk() -> Chunk? {
        guard stopReason == nil, !isComplete else { return nil }
        while true {
            let start = records.offset
            do throws(EVZError.Reason) {
                guard let record = try records.next() else {
                    stopReason = .noEndRecord(chunksRead: chunksRead, byte: start)
                    return nil
                }
                switch EVZFormat.RecordType(rawValue: record.type) {
                case .events?:
                    var chunk = try decodeEvents(record.payload)
                    eventBytes += record.size
                    chunksRead += 1
                    let (trace, hadTrace) = readTrace(for: chunk)
                    chunk.trace = trace
                    chunk.delivered = readDelivered(for: chunk)
                    if !hadTrace, chunk.delivered == nil, !nextRecordFailed {
                        warn(.missingTrace(chunk: chunksRead, firstEvent: chunk.firstEventIndex))
                    }
                    return chunk
                case .end?:
                    try readEnd(record.payload)
                    return nil
                case .header?, .scene?:
                    throw .corrupt("a second \(record.type == 1 ? "header" : "scene")")
                case .trace?, .delivered?:
                    warn(.orphanTrace(byte: start))
                    continue
                case nil:
                    continue  // A record type this reader does not know: skip it.
                }
            } catch {
                stop(at: start, error)
                return nil
            }
        }
    }

    /// The trace record after chunk `chunksRead`, when it is there and reads, and whether one
    /// was there; a damaged one is a warning, and a cut record is left for the next call to
    /// stop at.
    private mutating func readTrace(for chunk: Chunk) -> ([TraceEntry]?, Bool) {
        let start = records.offset
        guard let record = peek(.trace) else { return (nil, false) }
        records.consumePeeked()
        traceBytes += record.size
        do throws(EVZError.Reason) {
            return (try decodeTrace(record.payload, chunk: chunk), true)
        } catch {
            warn(.damagedTrace(chunk: chunksRead, byte: start, reason: error))
            return (nil, true)
        }
    }

    /// The delivered record after the chunk (a device recording's), when it is there and
    /// reads; a damaged one is a warning (`damagedTrace`: it stands for the chunk's trace).
    private mutating func readDelivered(for chunk: Chunk) -> [DeliveredTouch]? {
        let start = records.offset
        guard let record = peek(.delivered) else { return nil }
        records.consumePeeked()
        traceBytes += record.size
        do throws(EVZError.Reason) {
            let body = try recordBody(record.payload, chunk: chunk)
            return try DeliveredChunkCodec.decode(body, firstEvent: chunk.firstEventIndex, count: chunk.events.count)
        } catch {
            warn(.damagedTrace(chunk: chunksRead, byte: start, reason: error))
            return []
        }
    }

    /// The next record when it is of `type`; nil otherwise (a record that cannot be read is
    /// left for `nextChunk` to stop at).
    private mutating func peek(_ type: EVZFormat.RecordType) -> RecordStream.Record? {
        do throws(EVZError.Reason) {
            nextRecordFailed = false
            guard let record = try records.peek(), record.type == type.rawValue else { return nil }
            return record
        } catch {
            nextRecordFailed = true
            return nil
        }
    }

    /// The body of a record that follows an events chunk: its first index and count, which
    /// must be the chunk's, then a packed body.
    private func recordBody(_ payload: [UInt8], chunk: Chunk) throws(EVZError.Reason) -> [UInt8] {
        var r = ByteReader(payload)
        guard try r.varint() == UInt64(chunk.firstEventIndex), try r.varint() == UInt64(chunk.events.count) else {
            throw .corrupt("the record does not match its chunk")
        }
        let inflated = try r.count(limit: EVZFormat.maxChunkInflatedLength, "the record's inflated size")
        return try Zlib.unpack(payload[r.index...], expectedSize: inflated, inflater: inflater)
    }

    private mutating func readEnd(_ payload: [UInt8]) throws(EVZError.Reason) {
        var r = ByteReader(payload)
        let total = try r.varint()
        guard total == UInt64(expectedEventIndex) else {
            throw .corrupt("the end record counts \(total) events; the chunks hold \(expectedEventIndex)")
        }
        if !r.isAtEnd {
            let chunks = try r.varint()
            guard chunks == UInt64(chunksRead) else {
                throw .corrupt("the end record counts \(chunks) chunks; the file holds \(chunksRead)")
            }
        }
        guard r.isAtEnd else { throw .corrupt("\(r.remaining) bytes are left in the end record") }
        isComplete = true
        let after = records.offset
        if !records.isAtEnd { warn(.dataAfterEnd(byte: after)) }
    }

    private mutating func warn(_ warning: RecordingProblem) {
        if warnings.count < Self.warningLimit { warnings.append(warning) } else { omittedWarnings += 1 }
    }

    private mutating func stop(at start: Int, _ error: EVZError.Reason) {
        stopReason = .damagedRecord(byte: start, reason: error, chunksRead: chunksRead)
    }

    static func describe(_ error: EVZError.Reason) -> String {
        switch error {
        case .truncated(let s): return "cut off: \(s)"
        case .corrupt(let s): return "damaged: \(s)"
        default: return "\(EVZError(error))"
        }
    }

    private mutating func decodeEvents(_ payload: [UInt8]) throws(EVZError.Reason) -> Chunk {
        var r = ByteReader(payload)
        let first = try r.count(limit: Int.max / 2, "the first event index")
        guard first == expectedEventIndex else {
            throw .corrupt("chunk starts at event \(first), expected \(expectedEventIndex)")
        }
        let count = try r.count(limit: EVZFormat.maxChunkEvents, "the chunk's event count")
        var time = ExactScalarDecoder(unitsPerValue: header.ticksPerSecond)
        let firstTime = try time.decode(from: &r)
        let inflated = try r.count(limit: EVZFormat.maxChunkInflatedLength, "the chunk's inflated size")
        guard count <= inflated else { throw .corrupt("the chunk claims \(count) events in \(inflated) bytes") }
        let columns = try Zlib.unpack(payload[r.index...], expectedSize: inflated, inflater: inflater)
        let events = try EventChunkCodec.decode(
            columns, count: count, header: header, firstTime: firstTime, version: version)
        expectedEventIndex += count
        return Chunk(firstEventIndex: first, events: events, trace: nil)
    }

    private func decodeTrace(_ payload: [UInt8], chunk: Chunk) throws(EVZError.Reason) -> [TraceEntry] {
        var r = ByteReader(payload)
        let first = chunk.firstEventIndex
        guard try r.varint() == UInt64(first), try r.varint() == UInt64(chunk.events.count) else {
            throw .corrupt("the trace does not match its chunk")
        }
        let inflated = try r.count(limit: EVZFormat.maxChunkInflatedLength, "the trace's inflated size")
        let body = try Zlib.unpack(payload[r.index...], expectedSize: inflated, inflater: inflater)
        guard version >= 2 else {
            do throws(SceneError) {
                return try TraceJSON.decode(body)
            } catch {
                let place = error.line.map { " (line \($0), column \(error.column ?? 1) of its JSON)" } ?? ""
                throw .corrupt("the trace cannot be read\(place): \(error.problem)")
            }
        }
        return try TraceChunkDecoder.decode(body, header: header, first: first, events: chunk.events)
    }
}

import Foundation
public import HitChainDelivery
public import HitChainScene

/// Reads a recording chunk by chunk. The header and scene must be intact; after them,
/// every complete, CRC-checked chunk is returned, and a chunk that is cut off or damaged
/// ends the reading with a warning naming the last good chunk (`stopReason`). Record types
/// it does not know are skipped.
public struct EVZReader {
    public let file: String?
    public let header: RecordingHeader
    public let scene: Scene
    private let bytes: [UInt8]
    private var offset: Int
    private var expectedEventIndex = 0
    /// Why reading stopped before the end record, when it did.
    public private(set) var stopReason: String?
    /// Whether the end record was read (the recording is complete).
    public private(set) var isComplete = false
    public private(set) var chunksRead = 0
    /// Bytes of event records and of trace records read so far (framing included).
    public private(set) var eventBytes = 0
    public private(set) var traceBytes = 0

    /// One chunk: its events and the trace recorded for them (nil if that record is lost).
    public struct Chunk: Sendable {
        public var firstEventIndex: Int
        public var events: [TimedEvent]
        public var trace: [TraceEntry]?
    }

    public init(bytes: [UInt8], file: String? = nil) throws(EVZError) {
        self.bytes = bytes
        self.file = file
        guard bytes.count >= EVZFormat.magic.count, Array(bytes[0..<EVZFormat.magic.count]) == EVZFormat.magic else {
            throw EVZError(
                bytes.count < EVZFormat.magic.count && EVZFormat.magic.starts(with: bytes) ? .truncated("inside the magic bytes") : .notEVZ, file: file,
                offset: 0)
        }
        guard bytes.count >= EVZFormat.magic.count + 2 else { throw EVZError(.truncated("before the version"), file: file, offset: 8) }
        let major = Int(bytes[8])
        guard major <= EVZFormat.majorVersion else { throw EVZError(.unsupportedVersion(major: major), file: file, offset: 8) }
        guard major >= 1 else { throw EVZError(.corrupt("version 0 does not exist"), file: file, offset: 8) }
        var offset = 10
        func next(_ what: String) throws(EVZError) -> (EVZFormat.RecordType, [UInt8]) {
            let start = offset
            do throws(EVZError.Reason) {
                guard let record = try Self.readRecord(bytes, &offset) else { throw .truncated("missing the \(what)") }
                guard let type = EVZFormat.RecordType(rawValue: record.type) else { throw .corrupt("expected the \(what), found record type \(record.type)") }
                return (type, record.payload)
            } catch {
                throw EVZError(error, file: file, offset: start)
            }
        }
        let (t1, headerBytes) = try next("header")
        guard t1 == .header else { throw EVZError(.corrupt("the first record is not the header"), file: file, offset: 10) }
        do { header = try RecordingHeader.decode(headerBytes) } catch { throw EVZError(error, file: file, offset: 10) }
        let sceneStart = offset
        let (t2, scenePayload) = try next("scene")
        guard t2 == .scene else { throw EVZError(.corrupt("the second record is not the scene"), file: file, offset: sceneStart) }
        do throws(EVZError.Reason) {
            var r = ByteReader(scenePayload)
            let n = try r.count(limit: EVZFormat.maxInflatedLength, "the scene's size")
            let json = try Zlib.decompress(Array(scenePayload[r.index...]), expectedSize: n)
            do {
                scene = try SceneDecoder().decode(json, file: nil)
            } catch {
                throw EVZError.Reason.corrupt("the embedded scene is invalid: \(error)")
            }
        } catch {
            throw EVZError(error, file: file, offset: sceneStart)
        }
        self.offset = offset
    }

    public init(path: String) throws(EVZError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EVZError(.io(FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"), file: path)
        }
        try self.init(bytes: [UInt8](data), file: path)
    }

    /// A record: type byte, varint length, payload, CRC-32 of the type byte and payload.
    /// Returns nil at the clean end of the data.
    static func readRecord(_ bytes: [UInt8], _ offset: inout Int) throws(EVZError.Reason) -> (type: UInt8, payload: [UInt8])? {
        guard offset < bytes.count else { return nil }
        var r = ByteReader(bytes, from: offset)
        let type = try r.u8()
        let length = try r.count(limit: EVZFormat.maxRecordLength, "a record length")
        guard r.remaining >= length + 4 else { throw .truncated("a record of \(length) bytes is cut off") }
        let payload = Array(bytes[r.index..<r.index + length])
        r.index += length
        let crc = try r.u32()
        guard crc == Zlib.crc32(payload, Zlib.crc32([type])) else { throw .corrupt("CRC mismatch") }
        offset = r.index
        return (type, payload)
    }

    /// The next chunk, or nil at the end (or where the data stops making sense: see
    /// `stopReason`).
    public mutating func nextChunk() -> Chunk? {
        guard stopReason == nil, !isComplete else { return nil }
        while true {
            let start = offset
            do throws(EVZError.Reason) {
                guard let record = try Self.readRecord(bytes, &offset) else {
                    stop("the recording ends without its end record after chunk \(chunksRead) (byte \(start))")
                    return nil
                }
                switch EVZFormat.RecordType(rawValue: record.type) {
                case .events?:
                    var chunk = try decodeEvents(record.payload)
                    eventBytes += offset - start
                    // The trace for these events follows, if it survived.
                    var peek = offset
                    if let next = try? Self.readRecord(bytes, &peek), next.type == EVZFormat.RecordType.trace.rawValue,
                        let trace = try? decodeTrace(next.payload, first: chunk.firstEventIndex, count: chunk.events.count)
                    {
                        chunk.trace = trace
                        traceBytes += peek - offset
                        offset = peek
                    }
                    chunksRead += 1
                    return chunk
                case .end?:
                    var r = ByteReader(record.payload)
                    let total = try r.varint()
                    guard total == UInt64(expectedEventIndex) else {
                        throw .corrupt("the end record counts \(total) events; the chunks hold \(expectedEventIndex)")
                    }
                    isComplete = true
                    return nil
                case .header?, .scene?:
                    throw .corrupt("a second \(record.type == 1 ? "header" : "scene")")
                case .trace?, nil:
                    continue  // A stray trace, or a record type this reader does not know: skip it.
                }
            } catch {
                let what: String
                switch error {
                case .truncated(let s): what = "cut off: \(s)"
                case .corrupt(let s): what = "damaged: \(s)"
                default: what = "\(error)"
                }
                stop("the record at byte \(start) is \(what); replayed the \(chunksRead) complete chunk\(chunksRead == 1 ? "" : "s") before it")
                return nil
            }
        }
    }

    private mutating func stop(_ reason: String) { stopReason = reason }

    private mutating func decodeEvents(_ payload: [UInt8]) throws(EVZError.Reason) -> Chunk {
        var r = ByteReader(payload)
        let first = try r.count(limit: Int.max / 2, "the first event index")
        guard first == expectedEventIndex else { throw .corrupt("chunk starts at event \(first), expected \(expectedEventIndex)") }
        // A sample takes at least one byte in each of several columns: bound the count by the data.
        let count = try r.count(limit: EVZFormat.maxInflatedLength / 2, "the event count")
        var time = ExactScalarDecoder(unitsPerValue: header.ticksPerSecond)
        let firstTime = try time.decode(from: &r)
        let inflated = try r.count(limit: EVZFormat.maxInflatedLength, "the chunk's inflated size")
        guard count <= inflated else { throw .corrupt("the chunk claims \(count) events in \(inflated) bytes") }
        let columns = try Zlib.unpack(payload[r.index...], expectedSize: inflated)
        let events = try EventChunkCodec.decode(columns, count: count, header: header, firstTime: firstTime)
        expectedEventIndex += count
        return Chunk(firstEventIndex: first, events: events, trace: nil)
    }

    private func decodeTrace(_ payload: [UInt8], first: Int, count: Int) throws(EVZError.Reason) -> [TraceEntry] {
        var r = ByteReader(payload)
        guard try r.varint() == UInt64(first), try r.varint() == UInt64(count) else { throw .corrupt("the trace does not match its chunk") }
        let inflated = try r.count(limit: EVZFormat.maxInflatedLength, "the trace's inflated size")
        let json = try Zlib.unpack(payload[r.index...], expectedSize: inflated)
        guard let entries = TraceJSON.decode(json) else { throw .corrupt("the trace cannot be read") }
        return entries
    }
}

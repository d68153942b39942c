import Foundation
public import HitChainDelivery
public import HitChainScene

/// Writes a recording as it happens: the header and scene first, then each event with its
/// trace entries, closing a chunk every `EVZFormat.chunkSampleLimit` samples or
/// `chunkTimeLimit` seconds. Memory stays bounded by one chunk, whatever the length of the
/// stream. The file is written under a temporary name and renamed by `finish()`, so a
/// reader never sees half a file under the final name. Written to memory instead
/// (`init(header:scene:)`), the recording is in `bytes` after `finish()`.
public final class EVZWriter {
    /// The final path; nil when writing to memory.
    public let path: String?
    public let header: RecordingHeader
    private let temporaryPath: String
    private var handle: FileHandle?
    private var isInMemory: Bool { path == nil }
    private var isOpen = true
    /// The recording written so far, when writing to memory.
    public private(set) var bytes: [UInt8] = []
    private var pending: [TimedEvent] = []
    private var pendingTrace: [TraceEntry] = []
    private var pendingSamples = 0
    private var nextEventIndex = 0
    private var chunkCount = 0
    public private(set) var bytesWritten = 0
    /// Events waiting in the open chunk: never more than one chunk's worth.
    public var bufferedEventCount: Int { pending.count }

    public init(path: String, header: RecordingHeader, scene: Scene) throws(EVZError) {
        self.path = path
        self.header = header
        self.temporaryPath = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil), let h = FileHandle(forWritingAtPath: temporaryPath) else {
            throw EVZError(.io("cannot create \(temporaryPath)"), file: path)
        }
        handle = h
        try start(scene)
    }

    /// Writes to memory: the recording is in `bytes` after `finish()`.
    public init(header: RecordingHeader, scene: Scene) {
        self.path = nil
        self.header = header
        self.temporaryPath = "(memory)"
        // Writing to memory cannot fail.
        try? start(scene)
    }

    private func start(_ scene: Scene) throws(EVZError) {
        var start = ByteWriter()
        start.bytes.append(contentsOf: EVZFormat.magic)
        start.u8(UInt8(EVZFormat.majorVersion))
        start.u8(UInt8(EVZFormat.minorVersion))
        try write(start.bytes)
        try writeRecord(.header, header.encode())
        let sceneJSON = Array(SceneEncoder().encode(scene).utf8)
        var payload = ByteWriter()
        payload.varint(sceneJSON.count)
        payload.bytes.append(contentsOf: Zlib.compress(sceneJSON))
        try writeRecord(.scene, payload.bytes)
    }

    deinit {
        if handle != nil { abandon() }
    }

    /// Writes a whole recording to memory: `scene`, then `events` with the entries of
    /// `trace` that belong to each (split at its `.event` markers).
    public static func encode(scene: Scene, events: [TimedEvent], trace: [TraceEntry], header: RecordingHeader) -> [UInt8] {
        let writer = EVZWriter(header: header, scene: scene)
        var start = 0
        for (i, event) in events.enumerated() {
            var end = start + 1
            while end < trace.count {
                if case .event = trace[end] { break }
                end += 1
            }
            let slice = start < trace.count && i < events.count ? Array(trace[start..<min(end, trace.count)]) : []
            try? writer.append(event, trace: slice)
            start = end
        }
        try? writer.finish()
        return writer.bytes
    }

    /// Adds an event and the trace entries its delivery produced.
    public func append(_ event: TimedEvent, trace: [TraceEntry]) throws(EVZError) {
        if let first = pending.first, event.time - first.time >= EVZFormat.chunkTimeLimit { try flush() }
        pending.append(event)
        pendingTrace.append(contentsOf: trace)
        if case .touches(let samples) = event.event { pendingSamples += samples.count } else { pendingSamples += 1 }
        if pendingSamples >= EVZFormat.chunkSampleLimit { try flush() }
    }

    /// Closes the current chunk: an events record, then the trace record for the same events.
    public func flush() throws(EVZError) {
        guard let first = pending.first else { return }
        let columns = EventChunkCodec.encode(pending[...], header: header, firstTime: first.time)
        var events = ByteWriter()
        events.varint(nextEventIndex)
        events.varint(pending.count)
        var time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        time.encode(first.time, into: &events)
        events.varint(columns.count)
        events.bytes.append(contentsOf: Zlib.pack(columns))
        try writeRecord(.events, events.bytes)

        let json = TraceJSON.encode(pendingTrace)
        var trace = ByteWriter()
        trace.varint(nextEventIndex)
        trace.varint(pending.count)
        trace.varint(json.count)
        trace.bytes.append(contentsOf: Zlib.pack(json))
        try writeRecord(.trace, trace.bytes)

        nextEventIndex += pending.count
        chunkCount += 1
        pending.removeAll(keepingCapacity: true)
        pendingTrace.removeAll(keepingCapacity: true)
        pendingSamples = 0
    }

    /// Writes the last chunk and the end record, then renames the file into place.
    public func finish() throws(EVZError) {
        try flush()
        var end = ByteWriter()
        end.varint(nextEventIndex)
        end.varint(chunkCount)
        try writeRecord(.end, end.bytes)
        guard let path else {
            isOpen = false
            return
        }
        do {
            try handle?.synchronize()
            try handle?.close()
        } catch {
            throw EVZError(.io("cannot close \(temporaryPath): \(error)"), file: path)
        }
        handle = nil
        if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
        do {
            try FileManager.default.moveItem(atPath: temporaryPath, toPath: path)
        } catch {
            throw EVZError(.io("cannot rename \(temporaryPath) to \(path): \(error)"), file: path)
        }
    }

    /// Gives up: closes and deletes the temporary file.
    public func abandon() {
        try? handle?.close()
        handle = nil
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    private func writeRecord(_ type: EVZFormat.RecordType, _ payload: [UInt8]) throws(EVZError) {
        var w = ByteWriter()
        w.u8(type.rawValue)
        w.varint(payload.count)
        w.bytes.append(contentsOf: payload)
        w.u32(Zlib.crc32(payload, Zlib.crc32([type.rawValue])))
        try write(w.bytes)
    }

    private func write(_ bytes: [UInt8]) throws(EVZError) {
        if isInMemory {
            guard isOpen else { throw EVZError(.io("the writer is closed"), file: nil) }
            self.bytes.append(contentsOf: bytes)
            bytesWritten += bytes.count
            return
        }
        guard let handle else { throw EVZError(.io("the writer is closed"), file: path) }
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw EVZError(.io("cannot write \(temporaryPath): \(error)"), file: path)
        }
        bytesWritten += bytes.count
    }
}

import Foundation
public import HitChainDelivery
public import HitChainScene

/// Writes a recording as it happens: the header and scene first, then each event with its
/// trace entries, closing a chunk every `EVZFormat.chunkSampleLimit` samples or
/// `chunkTimeLimit` seconds. Memory stays bounded by one chunk, whatever the length of the
/// stream. The file is an `OutputFile`: written under a temporary name and renamed into
/// place by `finish()`, so a reader never sees half a file under the final name, and a
/// writer dropped or failing midway leaves nothing behind. Written to memory instead
/// (`init(header:scene:)`), the recording is in `bytes` after `finish()`.
public final class EVZWriter {
    /// The final path; nil when writing to memory.
    public let path: String?
    /// The header written first.
    public let header: RecordingHeader
    private var output: OutputFile?
    private var compressionLevel: Int32 = 9
    private var isInMemory: Bool { path == nil }
    private var isOpen = true
    /// The recording written so far, when writing to memory.
    public private(set) var bytes: [UInt8] = []
    private var pending: [TimedEvent] = []
    private var pendingTrace: [TraceEntry] = []
    private var pendingSamples = 0
    private var pendingDelivered: [DeliveredTouch] = []
    /// Whether each chunk gets a trace record (false: a device recording, which stores
    /// where its touches went instead, in a delivered record for every chunk).
    public var writesTrace = true
    private var nextEventIndex = 0
    private var chunkCount = 0
    /// Bytes written so far.
    public private(set) var bytesWritten = 0
    /// Events waiting in the open chunk: never more than one chunk's worth.
    package var bufferedEventCount: Int { pending.count }

    /// Starts writing `path`; refuses a directory, a device or a missing folder before
    /// anything is written.
    public init(path: String, header: RecordingHeader, scene: HCScene) throws(EVZError) {
        self.path = path
        self.header = header
        do {
            output = try OutputFile(path: path)
        } catch {
            throw EVZError(.io(error.problem), file: path)
        }
        try start(scene)
    }

    /// Writes `path` in place as the recording grows (`OutputFile(growingAt:)`), for a recorder
    /// that the system may kill: every chunk flushed is in the file at once, so a writer killed
    /// midway leaves a recording that reads as cut with everything before the cut; refuses a
    /// path that exists.
    public init(streamingTo path: String, header: RecordingHeader, scene: HCScene) throws(EVZError) {
        self.path = path
        self.header = header
        do {
            output = try OutputFile(growingAt: path)
        } catch {
            throw EVZError(.io(error.problem), file: path)
        }
        try start(scene)
    }

    /// Writes to memory; `compressionLevel` 1 trades a few bytes for speed (the fuzzer's
    /// round trips), 9 (the default) is what files get.
    public init(header: RecordingHeader, scene: HCScene, compressionLevel: Int32 = 9) {
        self.path = nil
        self.header = header
        self.compressionLevel = compressionLevel
        // Writing to memory cannot fail.
        try? start(scene)
    }

    private func start(_ scene: HCScene) throws(EVZError) {
        var start = ByteWriter()
        start.bytes.append(contentsOf: EVZFormat.magic)
        start.u8(UInt8(EVZFormat.majorVersion))
        start.u8(UInt8(EVZFormat.minorVersion))
        try write(start.bytes)
        try writeRecord(.header, header.encode())
        let sceneJSON = SceneEncoder().encodeUTF8(scene)
        var payload = ByteWriter()
        payload.varint(sceneJSON.count)
        payload.bytes.append(contentsOf: Zlib.compress(sceneJSON, level: min(compressionLevel, 6)))
        try writeRecord(.scene, payload.bytes)
    }

    deinit {
        abandon()
    }

    /// Writes a whole recording to memory: `scene`, then `events` with the entries of
    /// `trace` that belong to each (split at its `.event` markers).
    public static func encode(
        scene: HCScene, events: [TimedEvent], trace: [TraceEntry], header: RecordingHeader, compressionLevel: Int32 = 9
    ) -> [UInt8] {
        let writer = EVZWriter(header: header, scene: scene, compressionLevel: compressionLevel)
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

    /// Adds an event and the trace entries its delivery produced. The trace's `event` entry
    /// is stored as a marker (its index, time and summary are the event's), so an entry that
    /// says otherwise — not this event's index or time — is refused rather than lost.
    public func append(_ event: TimedEvent, trace: [TraceEntry]) throws(EVZError) {
        try append(event, trace: trace, delivered: [])
    }

    /// Adds an event, the trace entries its delivery produced and where its touches went on
    /// the device (`delivered`, whose event indices the writer sets to this event's).
    public func append(_ event: TimedEvent, trace: [TraceEntry], delivered: [DeliveredTouch]) throws(EVZError) {
        let index = nextEventIndex + pending.count
        for entry in trace {
            guard case .event(let i, let t, let summary) = entry else { continue }
            guard i == index, t.bitPattern == event.time.bitPattern, summary == EventSummary(event.event) else {
                throw EVZError(
                    .corrupt("the trace of event \(index) holds the entry \"\(entry.line)\", not its own event"),
                    file: path)
            }
        }
        if let first = pending.first, event.time - first.time >= EVZFormat.chunkTimeLimit { try flush() }
        pending.append(event)
        pendingTrace.append(contentsOf: trace)
        for d in delivered { pendingDelivered.append(DeliveredTouch(eventIndex: index, touch: d.touch, view: d.view)) }
        if case .touches(let samples) = event.event { pendingSamples += samples.count } else { pendingSamples += 1 }
        if pendingSamples >= EVZFormat.chunkSampleLimit || pendingTrace.count >= EVZFormat.maxChunkTraceEntries {
            try flush()
        }
    }

    /// Closes the current chunk: an events record, then the trace record for the same events.
    public func flush() throws(EVZError) {
        guard let first = pending.first else { return }
        let (inflated, packed) = EventChunkCodec.pack(
            pending[...], header: header, firstTime: first.time, level: compressionLevel)
        var events = ByteWriter()
        events.varint(nextEventIndex)
        events.varint(pending.count)
        var time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        time.encode(first.time, into: &events)
        events.varint(inflated)
        events.bytes.append(contentsOf: packed)
        try writeRecord(.events, events.bytes)

        if writesTrace {
            try writeBody(.trace, TraceChunkEncoder.encode(pendingTrace, header: header))
        }
        if !writesTrace || !pendingDelivered.isEmpty {
            try writeBody(.delivered, DeliveredChunkCodec.encode(pendingDelivered, firstEvent: nextEventIndex))
        }

        nextEventIndex += pending.count
        chunkCount += 1
        pending.removeAll(keepingCapacity: true)
        pendingTrace.removeAll(keepingCapacity: true)
        pendingDelivered.removeAll(keepingCapacity: true)
        pendingSamples = 0
    }

    /// A record that follows the open chunk's events: their first index and count, then
    /// `body`, packed.
    private func writeBody(_ type: EVZFormat.RecordType, _ body: [UInt8]) throws(EVZError) {
        var w = ByteWriter()
        w.varint(nextEventIndex)
        w.varint(pending.count)
        w.varint(body.count)
        w.bytes.append(contentsOf: Zlib.pack(body, level: compressionLevel))
        try writeRecord(type, w.bytes)
    }

    /// Asks the system to put what was flushed on the disk (an app going to the background).
    public func sync() {
        output?.sync()
    }

    /// Writes the last chunk and the end record, then renames the file into place.
    public func finish() throws(EVZError) {
        try finish(verifying: nil)
    }

    /// Writes the last chunk and the end record; then, before the file is renamed into place,
    /// `check` reads it back from its temporary path. A check that throws leaves nothing
    /// behind and nothing replaced (`hitchain upgrade` proves each rewrite this way).
    public func finish(verifying check: ((String) throws(EVZError) -> Void)?) throws(EVZError) {
        try flush()
        var end = ByteWriter()
        end.varint(nextEventIndex)
        end.varint(chunkCount)
        try writeRecord(.end, end.bytes)
        isOpen = false
        guard let output else { return }
        if let check {
            do {
                try check(output.temporaryPath)
            } catch {
                abandon()
                throw error
            }
        }
        do {
            try output.commit()
        } catch {
            throw EVZError(.io(error.problem), file: path)
        }
        self.output = nil
    }

    /// Gives up: removes the temporary file (never a file already at `path`).
    public func abandon() {
        output?.abandon()
        output = nil
        isOpen = false
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
        guard let output, isOpen else { throw EVZError(.io("the writer is closed"), file: path) }
        do {
            try output.write(bytes)
        } catch {
            self.output = nil
            throw EVZError(.io(error.problem), file: path)
        }
        bytesWritten += bytes.count
    }
}

import Foundation
public import HitChainDelivery

/// Size and speed of the event encoding on a set of events, measured in one run: what
/// `hitchain inspect --stats` and `Tools/measure-evz` report. Speeds are for comparison on
/// one machine, not promises.
public struct EVZMeasurement: Sendable {
    /// Events measured.
    public var events: Int
    /// Touch samples among them.
    public var touchSamples: Int
    /// Bytes of the compressed event chunks (framing included), as written.
    public var encodedBytes: Int
    /// The same events as JSON lines, one chunk at a time through zlib (level 6).
    public var jsonLinesZlibBytes: Int
    /// Events encoded per second.
    public var encodeEventsPerSecond: Double
    /// Events decoded per second.
    public var decodeEventsPerSecond: Double

    /// Encoded bytes per touch sample.
    public var bytesPerSample: Double { touchSamples == 0 ? 0 : Double(encodedBytes) / Double(touchSamples) }
    /// Bytes per touch sample of the same events as compressed JSON lines.
    public var jsonBytesPerSample: Double { touchSamples == 0 ? 0 : Double(jsonLinesZlibBytes) / Double(touchSamples) }

    /// One chunk of events as encoded: the size of its columns before compression, the
    /// compressed columns, the time of its first event and its number of events.
    private typealias EncodedChunk = (columns: Int, zipped: [UInt8], first: Double, count: Int)

    /// Chunks the events as the writer does, encodes and decodes them `repetitions` times.
    public static func measure(_ events: [TimedEvent], header: RecordingHeader, repetitions: Int = 20) -> EVZMeasurement
    {
        let (chunks, total) = chunkRanges(events)
        var encoded: [EncodedChunk] = []
        var bytes = 0
        let clock = ContinuousClock()
        let encodeTime = clock.measure {
            for _ in 0..<repetitions {
                bytes = encodeChunks(chunks, of: events, header: header, into: &encoded)
            }
        }
        var decodedCount = 0
        let decodeTime = clock.measure {
            for _ in 0..<repetitions {
                decodedCount += decodeChunks(encoded, header: header)
            }
        }
        let jsonBytes = jsonLinesZlibBytes(events, chunks: chunks)
        return EVZMeasurement(
            events: events.count, touchSamples: total, encodedBytes: bytes, jsonLinesZlibBytes: jsonBytes,
            encodeEventsPerSecond: Double(events.count * repetitions) / max(seconds(encodeTime), 1e-9),
            decodeEventsPerSecond: Double(decodedCount) / max(seconds(decodeTime), 1e-9)
        )
    }

    /// Chunk boundaries, as EVZWriter draws them (a chunk ends after `EVZFormat.chunkTimeLimit`
    /// seconds or `EVZFormat.chunkSampleLimit` samples), and the number of touch samples.
    private static func chunkRanges(_ events: [TimedEvent]) -> (chunks: [Range<Int>], touchSamples: Int) {
        var chunks: [Range<Int>] = []
        var start = 0
        var samples = 0
        var total = 0
        for (i, e) in events.enumerated() {
            if i > start, e.time - events[start].time >= EVZFormat.chunkTimeLimit {
                chunks.append(start..<i)
                start = i
                samples = 0
            }
            let n: Int
            if case .touches(let s) = e.event { n = s.count } else { n = 1 }
            samples += n
            if case .touches = e.event { total += n }
            if samples >= EVZFormat.chunkSampleLimit {
                chunks.append(start..<(i + 1))
                start = i + 1
                samples = 0
            }
        }
        if start < events.count { chunks.append(start..<events.count) }
        return (chunks, total)
    }

    /// Encodes and compresses every chunk into `encoded` (emptied first) and returns the bytes
    /// the chunks take in a file, framing included.
    private static func encodeChunks(
        _ chunks: [Range<Int>], of events: [TimedEvent], header: RecordingHeader, into encoded: inout [EncodedChunk]
    ) -> Int {
        encoded.removeAll(keepingCapacity: true)
        var bytes = 0
        for r in chunks {
            let first = events[r.lowerBound].time
            let (columns, zipped) = EventChunkCodec.pack(events[r], header: header, firstTime: first, level: 9)
            encoded.append((columns, zipped, first, r.count))
            bytes += framedSize(r, first: first, columns: columns, zipped: zipped.count, header: header)
        }
        return bytes
    }

    /// The bytes of one event chunk as written: type byte, payload length, payload (chunk head
    /// and compressed columns) and checksum.
    private static func framedSize(
        _ r: Range<Int>, first: Double, columns: Int, zipped: Int, header: RecordingHeader
    ) -> Int {
        var head = ByteWriter()
        head.varint(r.lowerBound)
        head.varint(r.count)
        var t = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        t.encode(first, into: &head)
        head.varint(columns)
        let payload = head.bytes.count + zipped
        var length = ByteWriter()
        length.varint(payload)
        return 1 + length.bytes.count + payload + 4
    }

    /// Decompresses and decodes every chunk; returns the number of events decoded (a chunk
    /// that fails counts none).
    private static func decodeChunks(_ encoded: [EncodedChunk], header: RecordingHeader) -> Int {
        var decodedCount = 0
        for chunk in encoded {
            guard let columns = try? Zlib.unpack(chunk.zipped[...], expectedSize: chunk.columns),
                let decoded = try? EventChunkCodec.decode(
                    columns, count: chunk.count, header: header, firstTime: chunk.first, version: EVZFormat.majorVersion
                )
            else { continue }
            decodedCount += decoded.count
        }
        return decodedCount
    }

    /// The bytes of the same chunks as JSON lines, each chunk through zlib.
    private static func jsonLinesZlibBytes(_ events: [TimedEvent], chunks: [Range<Int>]) -> Int {
        var jsonBytes = 0
        for r in chunks {
            var lines: [UInt8] = []
            for e in events[r] {
                lines.append(contentsOf: InputEventJSON.encode(e).utf8)
                lines.append(0x0A)
            }
            jsonBytes += Zlib.compress(lines).count
        }
        return jsonBytes
    }

    /// `d` in seconds.
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}

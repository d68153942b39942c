import Foundation
public import HitChainDelivery
import HitChainKit
public import HitChainRecording
public import HitChainScene

/// Records `events` on `scene` to a temporary file and returns its bytes.
public func record(_ events: [TimedEvent], on scene: HCScene, unitsPerPoint: Double? = nil) throws -> [UInt8] {
    let path = temporaryPath("r.evz")
    var header = Recorder.header(for: scene, source: "test")
    if let u = unitsPerPoint { header.unitsPerPoint = u }
    let recorder = try Recorder(scene: scene, path: path, header: header)
    for e in events { try recorder.record(e) }
    try recorder.finish()
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Every event and trace entry a reader yields, plus how it ended.
public func readAll(_ bytes: [UInt8]) throws -> (events: [TimedEvent], trace: [TraceEntry], reader: EVZReader) {
    var reader = try EVZReader(bytes: bytes, file: "test.evz")
    var events: [TimedEvent] = []
    var trace: [TraceEntry] = []
    while let chunk = reader.nextChunk() {
        events.append(contentsOf: chunk.events)
        trace.append(contentsOf: chunk.trace ?? [])
    }
    return (events, trace, reader)
}

/// Appends a framed record (type, varint length, payload, CRC-32 of type and payload) as
/// the writer does.
public func framedRecord(type: UInt8, payload: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [type]
    var n = UInt64(payload.count)
    while n >= 0x80 {
        out.append(UInt8(truncatingIfNeeded: n) | 0x80)
        n >>= 7
    }
    out.append(UInt8(n))
    out.append(contentsOf: payload)
    let crc = crc32([type] + payload)
    for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: crc >> (8 * UInt32(i)))) }
    return out
}

public func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        crc ^= UInt32(b)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
}

/// Where the header and scene records of a recording end (the magic and version take the
/// first 10 bytes): what crafted files keep before records of their own.
public func headerAndSceneEnd(_ bytes: [UInt8]) -> Int {
    var offset = 10
    for _ in 0..<2 {
        var i = offset + 1
        var length = 0
        var shift = 0
        while i < bytes.count {
            let b = bytes[i]
            length |= Int(b & 0x7F) << shift
            i += 1
            if b < 0x80 { break }
            shift += 7
        }
        offset = i + length + 4
    }
    return min(offset, bytes.count)
}

/// A hand-made evemu capture: one finger down at (300, 600) device units, then up.
public let sampleEvemuCapture = """
    N: Test Panel
    A: 35 0 1169 0 0 0
    A: 36 0 2531 0 0 0
    E: 100.000000 0003 0039 7
    E: 100.000000 0003 0035 300
    E: 100.000000 0003 0036 600
    E: 100.000000 0000 0000 0
    E: 100.016000 0003 0039 -1
    E: 100.016000 0000 0000 0

    """

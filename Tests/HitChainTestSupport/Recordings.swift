import Foundation
public import HitChainDelivery
import HitChainKit
public import HitChainRecording
public import HitChainScene

/// Records `events` on `scene` to a temporary file and returns its bytes.
public func record(_ events: [TimedEvent], on scene: Scene, unitsPerPoint: Double? = nil) throws -> [UInt8] {
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

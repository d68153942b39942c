import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Writes a run of events as columns — kinds, time deltas, touch counts, touch ids, phases,
/// x, y, per-touch extras, other events — so that zlib sees long runs of similar bytes.
/// Times and coordinates go through `ExactScalarEncoder` (integers in the header's units,
/// plain when the chunk's flags say every one is exact, tagged with an escape otherwise);
/// coordinates are deltas per touch id, or changes of those with `secondOrderCoordinates`.
/// Read back by `EventChunkDecoder`.
struct EventChunkEncoder {
    private let flags: EventChunkCodec.Flags
    private var kinds = ByteWriter(), times = ByteWriter(), counts = ByteWriter(), ids = ByteWriter()
    private var phases = ByteWriter(), xs = ByteWriter(), ys = ByteWriter(), extras = ByteWriter()
    private var others = ByteWriter()
    private var time: ExactScalarEncoder
    private var coordinate: ExactScalarEncoder
    private let fine = ExactScalarEncoder(unitsPerValue: 65536)
    private var positions = TouchPositions()
    private var previousID = 0

    init(flags: EventChunkCodec.Flags, header: RecordingHeader, firstTime: Double) {
        self.flags = flags
        time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        time.secondOrder = true
        time.untagged = flags.contains(.exactTimes)
        if let k = time.integer(firstTime) { time.previous = k }
        coordinate = ExactScalarEncoder(unitsPerValue: header.unitsPerPoint)
        coordinate.untagged = flags.contains(.exactCoordinates)
    }

    mutating func append(_ e: TimedEvent) {
        time.encode(e.time, into: &times)
        switch e.event {
        case .touches(let samples):
            kinds.u8(EventChunkCodec.Kind.touches.rawValue)
            counts.varint(samples.count)
            for s in samples { append(s) }
        case .motion(let phase):
            kinds.u8(EventChunkCodec.Kind.motion.rawValue)
            others.u8(phase.code)
        case .remoteControl(let subtype):
            kinds.u8(EventChunkCodec.Kind.remoteControl.rawValue)
            others.u8(subtype.code)
        case .presses(let presses):
            kinds.u8(EventChunkCodec.Kind.presses.rawValue)
            others.varint(presses.count)
            for p in presses {
                others.zigzag(Int64(p.id))
                others.u8(p.type.code)
                // The high bit says a force follows (an analog press); readers before it
                // refuse the code as unknown rather than misread the bytes.
                others.u8(p.phase.code | (p.force == nil ? 0 : 0x80))
                if let f = p.force { others.double(f) }
            }
        default:
            kinds.u8(EventChunkCodec.Kind.other.rawValue)
            // Sorted keys: the same event always gives the same bytes (recordings are
            // content-addressed by the fuzzer).
            others.byteString(Array(InputEventJSON.encode(e.event).utf8))
        }
    }

    /// One touch sample: id, phase, x and y, extras.
    private mutating func append(_ s: TouchSample) {
        ids.zigzag(Int64(s.id) &- Int64(previousID))
        previousID = s.id
        phases.u8(s.phase.code)
        let reference = positions.reference(for: s.id)
        var px = reference.x, py = reference.y
        var moved: (x: Int64, y: Int64) = (0, 0)
        if flags.contains(.secondOrderCoordinates), let kx = coordinate.integer(s.location.x),
            let ky = coordinate.integer(s.location.y)
        {
            let dx = kx &- px, dy = ky &- py
            xs.zigzag(dx &- reference.dx)
            ys.zigzag(dy &- reference.dy)
            (px, py) = (kx, ky)
            if reference.isOwn { moved = (dx, dy) }
        } else {
            coordinate.encode(s.location.x, relativeTo: &px, into: &xs)
            coordinate.encode(s.location.y, relativeTo: &py, into: &ys)
        }
        positions.update(s.id, to: px, py, moved: moved.x, moved.y, ends: s.phase == .ended || s.phase == .cancelled)
        let extra: UInt8 = (s.tapCount != 1 ? 1 : 0) | (s.force != 0 ? 2 : 0) | (s.majorRadius != 20 ? 4 : 0)
        extras.u8(extra)
        if extra & 1 != 0 { extras.zigzag(Int64(s.tapCount)) }
        var zero: Int64 = 0
        if extra & 2 != 0 { fine.encode(s.force, relativeTo: &zero, into: &extras) }
        zero = 0
        if extra & 4 != 0 { fine.encode(s.majorRadius, relativeTo: &zero, into: &extras) }
    }

    /// The column block: version 1's nine columns, or version 2's flags and the columns they
    /// keep.
    func block(version: Int) -> [UInt8] {
        var out = ByteWriter()
        guard version >= 2 else {
            for column in [kinds, times, counts, ids, phases, xs, ys, extras, others] { out.byteString(column.bytes) }
            return out.bytes
        }
        out.u8(flags.rawValue)
        if !flags.contains(.onlyTouches) { out.byteString(kinds.bytes) }
        for column in [times, counts, ids, phases, xs, ys] { out.byteString(column.bytes) }
        if !flags.contains(.noExtras) { out.byteString(extras.bytes) }
        out.byteString(others.bytes)
        return out.bytes
    }
}

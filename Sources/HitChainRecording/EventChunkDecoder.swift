import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Reads back the column block `EventChunkCodec.encode` wrote: the flags (version 2), the
/// columns, and the events one at a time, each value from its own column, with the same
/// state the encoder kept (previous times, each touch's position and move). Every count is
/// checked against the bytes left before anything is allocated for it; anything out of
/// place is `corrupt`, never a crash.
struct EventChunkDecoder {
    private let flags: EventChunkCodec.Flags
    private let header: RecordingHeader
    private var kinds: ByteReader, times: ByteReader, counts: ByteReader, ids: ByteReader, phases: ByteReader
    private var xs: ByteReader, ys: ByteReader, extras: ByteReader, others: ByteReader
    private var time: ExactScalarDecoder
    private var coordinate: ExactScalarDecoder
    private let fine = ExactScalarDecoder(unitsPerValue: 65536)
    private var positions = TouchPositions()
    private var previousID: Int64 = 0

    init(_ bytes: [UInt8], header: RecordingHeader, firstTime: Double, version: Int) throws(EVZError.Reason) {
        var r = ByteReader(bytes)
        var flags: EventChunkCodec.Flags = []
        if version >= 2 {
            flags = EventChunkCodec.Flags(rawValue: try r.u8())
            guard flags.rawValue & ~EventChunkCodec.Flags.known == 0,
                !flags.contains(.secondOrderCoordinates) || flags.contains(.exactCoordinates)
            else { throw .corrupt("unknown chunk flags \(flags.rawValue)") }
        }
        var columns: [ByteReader] = []
        for column in 0..<EventChunkCodec.columnCount {
            if (column == 0 && flags.contains(.onlyTouches)) || (column == 7 && flags.contains(.noExtras)) {
                columns.append(ByteReader([]))
            } else {
                columns.append(try r.subreader("a column length"))
            }
        }
        self.flags = flags
        self.header = header
        (kinds, times, counts, ids, phases) = (columns[0], columns[1], columns[2], columns[3], columns[4])
        (xs, ys, extras, others) = (columns[5], columns[6], columns[7], columns[8])
        time = ExactScalarDecoder(unitsPerValue: header.ticksPerSecond)
        time.secondOrder = true
        time.untagged = flags.contains(.exactTimes)
        if let k = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond).integer(firstTime) { time.previous = k }
        coordinate = ExactScalarDecoder(unitsPerValue: header.unitsPerPoint)
        coordinate.untagged = flags.contains(.exactCoordinates)
    }

    /// The chunk's `count` events; every column must be used up.
    ///
    /// - Complexity: O(n) in the block's size.
    mutating func events(_ count: Int) throws(EVZError.Reason) -> [TimedEvent] {
        var events: [TimedEvent] = []
        events.reserveCapacity(min(count, 1 << 16))
        for _ in 0..<count {
            let t = try time.decode(from: &times)
            let code = flags.contains(.onlyTouches) ? EventChunkCodec.Kind.touches.rawValue : try kinds.u8()
            guard let kind = EventChunkCodec.Kind(rawValue: code) else { throw .corrupt("unknown event kind") }
            events.append(TimedEvent(time: t, event: try event(kind)))
        }
        for column in [kinds, times, counts, ids, phases, xs, ys, extras, others] where !column.isAtEnd {
            throw .corrupt("\(column.remaining) bytes are left in a column after the chunk's \(count) events")
        }
        return events
    }

    private mutating func event(_ kind: EventChunkCodec.Kind) throws(EVZError.Reason) -> InputEvent {
        switch kind {
        case .touches:
            let n = try counts.count(limit: ids.remaining, "a touch count")
            // One finger: an array made at its size (growing an empty one costs three times more).
            if n == 1 { return .touches([try sample()]) }
            var samples: [TouchSample] = []
            samples.reserveCapacity(n)
            for _ in 0..<n { samples.append(try sample()) }
            return .touches(samples)
        case .motion:
            let i = Int(try others.u8())
            guard i < MotionPhase.byCode.count else { throw .corrupt("unknown motion phase") }
            return .motion(MotionPhase.byCode[i])
        case .remoteControl:
            let i = Int(try others.u8())
            guard i < RemoteControlSubtype.byCode.count else { throw .corrupt("unknown remote-control subtype") }
            return .remoteControl(RemoteControlSubtype.byCode[i])
        case .presses:
            let n = try others.count(limit: others.remaining, "a press count")
            var presses: [PressSample] = []
            for _ in 0..<n {
                guard let id = Int(exactly: try others.zigzag()) else { throw .corrupt("a press id overflows") }
                let ti = Int(try others.u8()), code = try others.u8()
                let pi = Int(code & 0x7f)
                guard ti < PressType.byCode.count, pi < PressPhase.byCode.count else {
                    throw .corrupt("unknown press type or phase")
                }
                var force: Double?
                if code & 0x80 != 0 {
                    let f = try others.double()
                    guard f >= 0, f <= 1 else { throw .corrupt("a press force is not between 0 and 1") }
                    force = f
                }
                presses.append(
                    PressSample(id: id, type: PressType.byCode[ti], phase: PressPhase.byCode[pi], force: force))
            }
            return .presses(presses)
        case .other:
            let json = try others.byteString()
            do throws(SceneError) {
                return try InputEventJSON.decode(json)
            } catch {
                let place = error.column.map { " (column \($0) of its JSON)" } ?? ""
                throw .corrupt("an application event cannot be read\(place): \(error.problem)")
            }
        }
    }

    /// One touch sample: id, phase, x and y, extras.
    private mutating func sample() throws(EVZError.Reason) -> TouchSample {
        let (id64, overflow) = previousID.addingReportingOverflow(try ids.zigzag())
        guard !overflow, let id = Int(exactly: id64) else { throw .corrupt("a touch id overflows") }
        previousID = id64
        let phaseIndex = Int(try phases.u8())
        guard phaseIndex < TouchPhase.byCode.count else { throw .corrupt("unknown touch phase") }
        let phase = TouchPhase.byCode[phaseIndex]
        let reference = positions.reference(for: id)
        var px = reference.x, py = reference.y
        var moved: (x: Int64, y: Int64) = (0, 0)
        let x: Double, y: Double
        if flags.contains(.secondOrderCoordinates) {
            let dx = try EventChunkCodec.sum(try xs.zigzag(), reference.dx)
            let dy = try EventChunkCodec.sum(try ys.zigzag(), reference.dy)
            (px, py) = (try EventChunkCodec.sum(px, dx), try EventChunkCodec.sum(py, dy))
            (x, y) = (Double(px) / header.unitsPerPoint, Double(py) / header.unitsPerPoint)
            if reference.isOwn { moved = (dx, dy) }
        } else {
            x = try coordinate.decode(relativeTo: &px, from: &xs)
            y = try coordinate.decode(relativeTo: &py, from: &ys)
        }
        positions.update(id, to: px, py, moved: moved.x, moved.y, ends: phase == .ended || phase == .cancelled)
        var sample = TouchSample(id: id, phase: phase, location: HCPoint(x: x, y: y))
        let extra = flags.contains(.noExtras) ? 0 : try extras.u8()
        if extra & 1 != 0 {
            guard let tap = Int(exactly: try extras.zigzag()) else { throw .corrupt("a tap count overflows") }
            sample.tapCount = tap
        }
        var zero: Int64 = 0
        if extra & 2 != 0 { sample.force = try fine.decode(relativeTo: &zero, from: &extras) }
        zero = 0
        if extra & 4 != 0 { sample.majorRadius = try fine.decode(relativeTo: &zero, from: &extras) }
        return sample
    }
}

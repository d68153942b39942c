import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Encodes a run of events as columns — kinds, time deltas, touch counts, touch ids,
/// phases, x, y, per-touch extras, other events — so that zlib sees long runs of similar
/// bytes. Coordinates and times go through `ExactScalar*` (integers in device units with an
/// escape), deltas per touch id. Not JSON: a touch sample costs a few bytes before zlib.
enum EventChunkCodec {
    enum Kind: UInt8 {
        case touches = 0, motion, remoteControl, presses, other
    }

    static let columnCount = 9

    /// Version 2's flags byte, before the columns: what every event of the chunk shares, so
    /// that a column it makes useless is left out and exact numbers carry no tag bit.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// Every event is a touch event: no kind column.
        static let onlyTouches = Flags(rawValue: 1)
        /// Every time is exact: times are plain zig-zag varints.
        static let exactTimes = Flags(rawValue: 2)
        /// Every coordinate is exact: x and y are plain zig-zag varints.
        static let exactCoordinates = Flags(rawValue: 4)
        /// No sample has a tap count, force or radius other than the defaults: no extras column.
        static let noExtras = Flags(rawValue: 8)
        /// With `exactCoordinates`: a touch's move is stored less its previous move.
        static let secondOrderCoordinates = Flags(rawValue: 16)
        static let known: UInt8 = 31
    }

    /// The flags version 2 writes for `events`.
    static func flags(_ events: ArraySlice<TimedEvent>, header: RecordingHeader) -> Flags {
        var flags: Flags = [.onlyTouches, .exactTimes, .exactCoordinates, .noExtras]
        let time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        let coordinate = ExactScalarEncoder(unitsPerValue: header.unitsPerPoint)
        for e in events {
            if time.integer(e.time) == nil { flags.remove(.exactTimes) }
            guard case .touches(let samples) = e.event else {
                flags.remove(.onlyTouches)
                continue
            }
            for s in samples {
                if coordinate.integer(s.location.x) == nil || coordinate.integer(s.location.y) == nil {
                    flags.remove(.exactCoordinates)
                }
                if s.tapCount != 1 || s.force != 0 || s.majorRadius != 20 { flags.remove(.noExtras) }
            }
        }
        return flags
    }

    /// The column block for `events`. Version 2 with `secondOrderCoordinates` stores each
    /// touch's move less its previous one when every coordinate is exact (the writer tries
    /// both and keeps the smaller).
    static func encode(
        _ events: ArraySlice<TimedEvent>, header: RecordingHeader, firstTime: Double, version: Int,
        secondOrderCoordinates: Bool = false
    ) -> [UInt8] {
        var flags: Flags = version >= 2 ? Self.flags(events, header: header) : []
        if secondOrderCoordinates, flags.contains(.exactCoordinates) { flags.insert(.secondOrderCoordinates) }
        var kinds = ByteWriter(), times = ByteWriter(), counts = ByteWriter(), ids = ByteWriter(), phases = ByteWriter()
        var xs = ByteWriter(), ys = ByteWriter(), extras = ByteWriter(), others = ByteWriter()
        var time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
        time.secondOrder = true
        time.untagged = flags.contains(.exactTimes)
        if let k = time.integer(firstTime) { time.previous = k }
        var coordinate = ExactScalarEncoder(unitsPerValue: header.unitsPerPoint)
        coordinate.untagged = flags.contains(.exactCoordinates)
        let fine = ExactScalarEncoder(unitsPerValue: 65536)
        var positions = TouchPositions()
        var previousID = 0
        for e in events {
            time.encode(e.time, into: &times)
            switch e.event {
            case .touches(let samples):
                kinds.u8(Kind.touches.rawValue)
                counts.varint(samples.count)
                for s in samples {
                    ids.zigzag(Int64(s.id) &- Int64(previousID))
                    previousID = s.id
                    phases.u8(UInt8(TouchPhase.byCode.firstIndex(of: s.phase) ?? 0))
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
                    positions.update(
                        s.id, to: px, py, moved: moved.x, moved.y, ends: s.phase == .ended || s.phase == .cancelled)
                    let extra: UInt8 =
                        (s.tapCount != 1 ? 1 : 0) | (s.force != 0 ? 2 : 0) | (s.majorRadius != 20 ? 4 : 0)
                    extras.u8(extra)
                    if extra & 1 != 0 { extras.zigzag(Int64(s.tapCount)) }
                    var zero: Int64 = 0
                    if extra & 2 != 0 { fine.encode(s.force, relativeTo: &zero, into: &extras) }
                    zero = 0
                    if extra & 4 != 0 { fine.encode(s.majorRadius, relativeTo: &zero, into: &extras) }
                }
            case .motion(let phase):
                kinds.u8(Kind.motion.rawValue)
                others.u8(UInt8(MotionPhase.byCode.firstIndex(of: phase) ?? 0))
            case .remoteControl(let subtype):
                kinds.u8(Kind.remoteControl.rawValue)
                others.u8(UInt8(RemoteControlSubtype.byCode.firstIndex(of: subtype) ?? 0))
            case .presses(let presses):
                kinds.u8(Kind.presses.rawValue)
                others.varint(presses.count)
                for p in presses {
                    others.zigzag(Int64(p.id))
                    others.u8(UInt8(PressType.byCode.firstIndex(of: p.type) ?? 0))
                    others.u8(UInt8(PressPhase.byCode.firstIndex(of: p.phase) ?? 0))
                }
            default:
                kinds.u8(Kind.other.rawValue)
                // Sorted keys: the same event always gives the same bytes (recordings are
                // content-addressed by the fuzzer).
                let json = (try? Self.otherEncoder.encode(e.event)).map { [UInt8]($0) } ?? []
                others.byteString(json)
            }
        }
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

    /// The current version's column block for `events`, packed: coordinates as moves and as
    /// changes of moves, whichever packs smaller. Returns the block's length and the packed
    /// body.
    static func pack(_ events: ArraySlice<TimedEvent>, header: RecordingHeader, firstTime: Double, level: Int32)
        -> (inflated: Int, packed: [UInt8])
    {
        var best: (inflated: Int, packed: [UInt8])?
        var firstOrder: [UInt8] = []
        for secondOrder in [false, true] {
            let columns = encode(
                events, header: header, firstTime: firstTime, version: EVZFormat.majorVersion,
                secondOrderCoordinates: secondOrder)
            if secondOrder, columns == firstOrder { break }  // No exact coordinates: the same block.
            firstOrder = columns
            let packed = Zlib.pack(columns, level: level)
            if best.map({ packed.count < $0.packed.count }) ?? true { best = (columns.count, packed) }
        }
        return best ?? (0, [])
    }

    /// `a + b`, or damage when it overflows.
    private static func sum(_ a: Int64, _ b: Int64) throws(EVZError.Reason) -> Int64 {
        let (n, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .corrupt("a coordinate overflows") }
        return n
    }

    static var otherEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func decode(
        _ bytes: [UInt8], count: Int, header: RecordingHeader, firstTime: Double, version: Int
    ) throws(EVZError.Reason) -> [TimedEvent] {
        var r = ByteReader(bytes)
        var flags: Flags = []
        if version >= 2 {
            flags = Flags(rawValue: try r.u8())
            guard flags.rawValue & ~Flags.known == 0,
                !flags.contains(.secondOrderCoordinates) || flags.contains(.exactCoordinates)
            else { throw .corrupt("unknown chunk flags \(flags.rawValue)") }
        }
        var columns: [ByteReader] = []
        for column in 0..<columnCount {
            if (column == 0 && flags.contains(.onlyTouches)) || (column == 7 && flags.contains(.noExtras)) {
                columns.append(ByteReader([]))
            } else {
                columns.append(try r.subreader("a column length"))
            }
        }
        var kinds = columns[0], times = columns[1], counts = columns[2], ids = columns[3], phases = columns[4]
        var xs = columns[5], ys = columns[6], extras = columns[7], others = columns[8]
        var time = ExactScalarDecoder(unitsPerValue: header.ticksPerSecond)
        time.secondOrder = true
        time.untagged = flags.contains(.exactTimes)
        if let k = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond).integer(firstTime) { time.previous = k }
        var coordinate = ExactScalarDecoder(unitsPerValue: header.unitsPerPoint)
        coordinate.untagged = flags.contains(.exactCoordinates)
        let fine = ExactScalarDecoder(unitsPerValue: 65536)
        var positions = TouchPositions()
        var previousID: Int64 = 0
        var events: [TimedEvent] = []
        events.reserveCapacity(min(count, 1 << 16))
        for _ in 0..<count {
            let t = try time.decode(from: &times)
            let code = flags.contains(.onlyTouches) ? Kind.touches.rawValue : try kinds.u8()
            guard let kind = Kind(rawValue: code) else { throw .corrupt("unknown event kind") }
            let event: InputEvent
            switch kind {
            case .touches:
                let n = try counts.count(limit: ids.remaining, "a touch count")
                var samples: [TouchSample] = []
                samples.reserveCapacity(n)
                for _ in 0..<n {
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
                        let dx = try Self.sum(try xs.zigzag(), reference.dx),
                            dy = try Self.sum(try ys.zigzag(), reference.dy)
                        (px, py) = (try Self.sum(px, dx), try Self.sum(py, dy))
                        (x, y) = (Double(px) / header.unitsPerPoint, Double(py) / header.unitsPerPoint)
                        if reference.isOwn { moved = (dx, dy) }
                    } else {
                        x = try coordinate.decode(relativeTo: &px, from: &xs)
                        y = try coordinate.decode(relativeTo: &py, from: &ys)
                    }
                    positions.update(
                        id, to: px, py, moved: moved.x, moved.y, ends: phase == .ended || phase == .cancelled)
                    let extra = flags.contains(.noExtras) ? 0 : try extras.u8()
                    var sample = TouchSample(id: id, phase: phase, location: Point(x: x, y: y))
                    if extra & 1 != 0 {
                        guard let tap = Int(exactly: try extras.zigzag()) else {
                            throw .corrupt("a tap count overflows")
                        }
                        sample.tapCount = tap
                    }
                    var zero: Int64 = 0
                    if extra & 2 != 0 { sample.force = try fine.decode(relativeTo: &zero, from: &extras) }
                    zero = 0
                    if extra & 4 != 0 { sample.majorRadius = try fine.decode(relativeTo: &zero, from: &extras) }
                    samples.append(sample)
                }
                event = .touches(samples)
            case .motion:
                let i = Int(try others.u8())
                guard i < MotionPhase.byCode.count else { throw .corrupt("unknown motion phase") }
                event = .motion(MotionPhase.byCode[i])
            case .remoteControl:
                let i = Int(try others.u8())
                guard i < RemoteControlSubtype.byCode.count else { throw .corrupt("unknown remote-control subtype") }
                event = .remoteControl(RemoteControlSubtype.byCode[i])
            case .presses:
                let n = try others.count(limit: others.remaining, "a press count")
                var presses: [PressSample] = []
                for _ in 0..<n {
                    guard let id = Int(exactly: try others.zigzag()) else { throw .corrupt("a press id overflows") }
                    let ti = Int(try others.u8()), pi = Int(try others.u8())
                    guard ti < PressType.byCode.count, pi < PressPhase.byCode.count else {
                        throw .corrupt("unknown press type or phase")
                    }
                    presses.append(PressSample(id: id, type: PressType.byCode[ti], phase: PressPhase.byCode[pi]))
                }
                event = .presses(presses)
            case .other:
                let json = try others.byteString()
                guard let e = try? JSONDecoder().decode(InputEvent.self, from: Data(json)) else {
                    throw .corrupt("an application event cannot be read")
                }
                event = e
            }
            events.append(TimedEvent(time: t, event: event))
        }
        for column in [kinds, times, counts, ids, phases, xs, ys, extras, others] where !column.isAtEnd {
            throw .corrupt("\(column.remaining) bytes are left in a column after the chunk's \(count) events")
        }
        return events
    }
}

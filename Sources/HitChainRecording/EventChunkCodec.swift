import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// An events chunk's column block (docs/evz-format.md, "Events chunk"): the event kinds and
/// the flags that say what a chunk shares, the writer's choice between first- and
/// second-order coordinates (`pack`), and the entry points of `EventChunkEncoder` and
/// `EventChunkDecoder`. Not JSON: a touch sample costs a few bytes before zlib.
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

    /// The column block for `events` (`EventChunkEncoder`). Version 2 with
    /// `secondOrderCoordinates` stores each touch's move less its previous one when every
    /// coordinate is exact (the writer tries both and keeps the smaller).
    static func encode(
        _ events: ArraySlice<TimedEvent>, header: RecordingHeader, firstTime: Double, version: Int,
        secondOrderCoordinates: Bool = false
    ) -> [UInt8] {
        var flags: Flags = version >= 2 ? Self.flags(events, header: header) : []
        if secondOrderCoordinates, flags.contains(.exactCoordinates) { flags.insert(.secondOrderCoordinates) }
        var encoder = EventChunkEncoder(flags: flags, header: header, firstTime: firstTime)
        for e in events { encoder.append(e) }
        return encoder.block(version: version)
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
    static func sum(_ a: Int64, _ b: Int64) throws(EVZError.Reason) -> Int64 {
        let (n, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .corrupt("a coordinate overflows") }
        return n
    }

    /// Reads a column block back (`EventChunkDecoder`).
    static func decode(
        _ bytes: [UInt8], count: Int, header: RecordingHeader, firstTime: Double, version: Int
    ) throws(EVZError.Reason) -> [TimedEvent] {
        var decoder = try EventChunkDecoder(bytes, header: header, firstTime: firstTime, version: version)
        return try decoder.events(count)
    }
}

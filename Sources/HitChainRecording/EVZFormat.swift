/// Constants of the `.evz` file format (docs/evz-format.md).
public enum EVZFormat {
    /// `\x89 E V Z \r \n \x1A \n`, as PNG does: catches text-mode transfers and truncation
    /// at the first line break.
    public static let magic: [UInt8] = [0x89, 0x45, 0x56, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A reader refuses files whose major version is higher than its own. Version 2 (binary
    /// trace, chunk flags) is what the writer writes; version 1 (JSON trace) still reads.
    public static let majorVersion = 2
    /// Added to in ways every reader of the major version still reads.
    /// 1 added the delivered record (`0x05`), which earlier readers skip.
    public static let minorVersion = 1

    /// Record types. A reader skips types it does not know.
    public enum RecordType: UInt8, Sendable {
        case header = 0x01
        case scene = 0x02
        case events = 0x03
        case trace = 0x04
        /// Where each touch went on the device: a device recording's stand-in for a trace.
        case delivered = 0x05
        case end = 0x7F
    }

    /// The largest payload a record may declare.
    public static let maxRecordLength = 64 << 20
    /// The largest scene a recording may declare (inflated JSON).
    public static let maxSceneLength = 64 << 20
    /// The most events one chunk may hold, and the most bytes its events or its trace may
    /// inflate to: far beyond what the writer produces (512 samples, `maxChunkTraceEntries`),
    /// so no real recording approaches them; a file past them is refused, not decoded.
    public static let maxChunkEvents = 1 << 16
    /// The most bytes a chunk's events or trace may inflate to.
    public static let maxChunkInflatedLength = 32 << 20
    /// The writer closes a chunk early once its trace holds this many entries.
    public static let maxChunkTraceEntries = 1 << 15

    /// A record's CRC-32: of its type byte, then its payload.
    public static func checksum(type: UInt8, payload: [UInt8]) -> UInt32 {
        Zlib.crc32(payload, Zlib.crc32([type]))
    }

    /// A chunk closes after this many touch samples (events of other kinds count as one)...
    public static let chunkSampleLimit = 512
    /// ...or once it spans this long, whichever comes first.
    public static let chunkTimeLimit = 1.0
}

/// The first record of every recording.
public struct RecordingHeader: Hashable, Sendable {
    /// What wrote the file (`hitchain 0.1.0`).
    public var writer: String
    /// The screen's width, in points.
    public var screenWidth: Double
    /// The screen's height, in points.
    public var screenHeight: Double
    /// The screen's scale, in pixels per point.
    public var screenScale: Double
    /// Timestamps are stored as integers in these units when exact (1 000 000: µs).
    public var ticksPerSecond: Double
    /// Coordinates are stored as integers in these units when exact: the screen scale for
    /// recorded scenarios (pixels), device units per point for imports.
    public var unitsPerPoint: Double
    /// Where the events came from (`scenario Corpus/scenarios/x.json`, `evemu …`).
    public var source: String
    /// The raw device axes, when the events came from a device.
    public var deviceAxes: [DeviceAxis]

    /// A header; the writer defaults to this version of `hitchain`.
    public init(
        writer: String = "hitchain \(HitChainVersion.current)", screenWidth: Double, screenHeight: Double,
        screenScale: Double,
        ticksPerSecond: Double = 1_000_000, unitsPerPoint: Double, source: String, deviceAxes: [DeviceAxis] = []
    ) {
        self.writer = writer
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.screenScale = screenScale
        self.ticksPerSecond = ticksPerSecond
        self.unitsPerPoint = unitsPerPoint
        self.source = source
        self.deviceAxes = deviceAxes
    }

    func encode() -> [UInt8] {
        var w = ByteWriter()
        w.string(writer)
        w.double(screenWidth)
        w.double(screenHeight)
        w.double(screenScale)
        w.double(ticksPerSecond)
        w.double(unitsPerPoint)
        w.string(source)
        w.varint(deviceAxes.count)
        for a in deviceAxes {
            w.string(a.name)
            w.zigzag(a.minimum)
            w.zigzag(a.maximum)
            w.zigzag(a.resolution)
        }
        return w.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(EVZError.Reason) -> RecordingHeader {
        var r = ByteReader(bytes)
        var h = RecordingHeader(
            writer: try r.string(), screenWidth: try r.double(), screenHeight: try r.double(),
            screenScale: try r.double(),
            ticksPerSecond: try r.double(), unitsPerPoint: try r.double(), source: try r.string()
        )
        let n = try r.count(limit: r.remaining, "the axis count")
        for _ in 0..<n {
            h.deviceAxes.append(
                DeviceAxis(
                    name: try r.string(), minimum: try r.zigzag(), maximum: try r.zigzag(), resolution: try r.zigzag()))
        }
        guard r.isAtEnd else {
            throw .corrupt("\(r.remaining) bytes are left in the header after its \(n) device axes")
        }
        for (value, what) in [
            (h.ticksPerSecond, "time unit"), (h.unitsPerPoint, "coordinate unit"), (h.screenWidth, "screen width"),
            (h.screenHeight, "screen height"), (h.screenScale, "screen scale"),
        ] where !(value.isFinite && value > 0) {
            throw .corrupt("the header's \(what) is \(value)")
        }
        return h
    }
}

/// One raw device axis (evemu's `A:` line; ABS_MT_POSITION_X and so on).
public struct DeviceAxis: Hashable, Sendable {
    /// The axis's name (`ABS_MT_POSITION_X`).
    public var name: String
    /// The smallest value the device reports.
    public var minimum: Int64
    /// The largest value the device reports.
    public var maximum: Int64
    /// Units per millimetre, 0 when the device does not say.
    public var resolution: Int64

    /// An axis from `minimum` to `maximum`.
    public init(name: String, minimum: Int64, maximum: Int64, resolution: Int64 = 0) {
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }
}

/// This package's version, as recordings name their writer.
public enum HitChainVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}

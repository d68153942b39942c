/// One Linux input event (`struct input_event`) read from a capture: time in microseconds,
/// type, code, value.
public struct RawInputEvent: Hashable, Sendable {
    /// The time, in microseconds.
    public var micros: Int64
    /// The event type (`EV_ABS`, `EV_SYN`, …).
    public var type: Int
    /// The event code (`ABS_MT_POSITION_X`, …).
    public var code: Int
    /// The value.
    public var value: Int64

    /// The event with these fields.
    public init(micros: Int64, type: Int, code: Int, value: Int64) {
        self.micros = micros
        self.type = type
        self.code = code
        self.value = value
    }

    // The codes the importers understand (linux/input-event-codes.h).
    static let evSyn = 0, evKey = 1, evAbs = 3
    static let synReport = 0, synMTReport = 2
    static let btnTouch = 0x14A
    static let absX = 0x00, absY = 0x01
    static let absMTSlot = 0x2F, absMTPositionX = 0x35, absMTPositionY = 0x36, absMTTrackingID = 0x39

    /// Parses `sec.usec` into microseconds.
    static func micros(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int64(parts[0]), parts[1].count <= 6, let u = Int64(parts[1]), s >= 0,
            s < 1 << 40
        else { return nil }
        var micros = u
        for _ in parts[1].count..<6 { micros *= 10 }
        return s * 1_000_000 + micros
    }
}

/// Why a capture could not be imported.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The capture file.
    public var file: String
    /// The line of the file, when one is to blame.
    public var line: Int?
    /// What is wrong, in words.
    public var problem: String

    /// The error in `file` at `line`, saying `problem`.
    public init(file: String, line: Int? = nil, _ problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// `file:line: problem`.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(problem)" }
}

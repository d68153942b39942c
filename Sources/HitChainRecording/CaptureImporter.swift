import Foundation
public import HitChainDelivery
import HitChainGeometry
public import HitChainScene
import SystemPackage

/// Imports real touch captures — Linux evemu recordings, Android `getevent -tt`, and RERAN's
/// translated form of a getevent capture — into timed touch events, with device units mapped
/// to points.
///
/// The mapping keeps one scale for both axes (square device units): `unitsPerPoint =
/// (maxX − minX + 1) / screenWidth`, and `point = (raw − min) / unitsPerPoint`. Recorded
/// with that `unitsPerPoint` in the header, every coordinate is stored as the raw device
/// integer, exactly.
public struct CaptureImporter {
    /// The capture formats: evemu's text, Android's `getevent -tt`, RERAN's translated captures.
    public enum Format: String, CaseIterable, Sendable {
        case evemu, getevent, reran

        /// What a capture's text looks like, for an error that names the right command.
        static func guess(_ text: Substring) -> Format? {
            let lines = text.prefix(4096).split(whereSeparator: \.isNewline).prefix(40)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if lines.count >= 3, Int(lines[0]) != nil, Int(lines[1]) != nil,
                lines[2].split(separator: ",").count == 4
            {
                return .reran
            }
            if lines.contains(where: { $0.hasPrefix("[") && $0.contains("/dev/input/") }) { return .getevent }
            if lines.contains(where: { $0.hasPrefix("E:") || $0.hasPrefix("N:") || $0.hasPrefix("A:") }) {
                return .evemu
            }
            return nil
        }

        /// What the format is, in words.
        var title: String {
            switch self {
            case .evemu: return "an evemu recording"
            case .getevent: return "Android getevent -tt output"
            case .reran: return "RERAN's translated form of a getevent capture"
            }
        }
    }

    /// What an import produced.
    public struct Result {
        /// The touches as timed events, in points on the screen.
        public var events: [TimedEvent]
        /// The recording's header: the screen, `unitsPerPoint`, the source and the device's axes.
        public var header: RecordingHeader
        /// The device the touches came from, as the capture names it.
        public var deviceName: String
    }

    /// The capture's format.
    public var format: Format
    /// The width of the screen in points; the height follows from the device's aspect.
    public var screenWidth: Double
    /// The screen's scale (pixels per point), written in the header.
    public var screenScale: Double
    /// For getevent and RERAN: which device (`/dev/input/event2`); nil picks the one with
    /// multi-touch positions.
    public var device: String?
    /// For getevent and RERAN, which do not capture axis ranges: the device's size in units;
    /// nil uses the largest values seen.
    public var deviceSize: (width: Int64, height: Int64)?
    /// How finely times are kept (exact microseconds by default).
    public var timeResolution: TimeResolution = .microsecond

    /// An importer of `format` captures onto a screen `screenWidth` points wide.
    public init(
        format: Format, screenWidth: Double = 390, screenScale: Double = 3, device: String? = nil,
        deviceSize: (width: Int64, height: Int64)? = nil
    ) {
        self.format = format
        self.screenWidth = screenWidth
        self.screenScale = screenScale
        self.device = device
        self.deviceSize = deviceSize
    }

    /// `description` is an evemu device description (`.desc`: `N:` and `A:` lines) for
    /// recordings that do not carry their own axis ranges.
    // Over the line limit: one pass from frames to touches, its state in locals the steps share.
    public func importCapture(_ text: String, file: String, description: String? = nil) throws(ImportError) -> Result {
        let parsed = try parse(text, file: file, description: description)
        guard !parsed.events.isEmpty else {
            throw Self.naming(
                Format.guess(Substring(text)), instead: format, ImportError(file: file, "no touch events found"))
        }
        var axisX = parsed.axes.first { $0.name == "ABS_MT_POSITION_X" } ?? parsed.axes.first { $0.name == "ABS_X" }
        var axisY = parsed.axes.first { $0.name == "ABS_MT_POSITION_Y" } ?? parsed.axes.first { $0.name == "ABS_Y" }
        let xs = parsed.events.filter {
            $0.type == RawInputEvent.evAbs && ($0.code == RawInputEvent.absMTPositionX || $0.code == RawInputEvent.absX)
        }.map(
            \.value)
        let ys = parsed.events.filter {
            $0.type == RawInputEvent.evAbs && ($0.code == RawInputEvent.absMTPositionY || $0.code == RawInputEvent.absY)
        }.map(
            \.value)
        if let size = deviceSize {
            axisX = DeviceAxis(name: "ABS_MT_POSITION_X", minimum: 0, maximum: size.width - 1)
            axisY = DeviceAxis(name: "ABS_MT_POSITION_Y", minimum: 0, maximum: size.height - 1)
        }
        if axisX == nil { axisX = DeviceAxis(name: "ABS_MT_POSITION_X (seen)", minimum: 0, maximum: xs.max() ?? 0) }
        if axisY == nil { axisY = DeviceAxis(name: "ABS_MT_POSITION_Y (seen)", minimum: 0, maximum: ys.max() ?? 0) }
        guard let ax = axisX, let ay = axisY, ax.maximum > ax.minimum, ay.maximum > ay.minimum else {
            throw ImportError(file: file, "the device reports no usable position range")
        }
        guard screenWidth.isFinite, screenWidth > 0 else {
            throw ImportError(file: file, "the screen width must be positive")
        }
        let units = Double(ax.maximum - ax.minimum + 1) / screenWidth
        let height = Double(ay.maximum - ay.minimum + 1) / units
        let minX = ax.minimum, minY = ay.minimum
        var assembler = TouchFrameAssembler { x, y in HCPoint(x: Double(x - minX) / units, y: Double(y - minY) / units)
        }
        var events: [TimedEvent] = []
        guard let start = parsed.events.first?.micros else { throw ImportError(file: file, "no events") }
        var lastMicros = start
        for e in parsed.events {
            // Frames are stamped with their SYN_REPORT; a capture that steps back is held at
            // the last time, so that time never goes backwards.
            lastMicros = max(lastMicros, e.micros)
            let samples = assembler.feed(e)
            if let problem = assembler.problem {
                let at = timeResolution.seconds(fromMicroseconds: lastMicros - start)
                throw ImportError(file: file, "\(problem) at \(formatSeconds(at)) s: no touchscreen replays that")
            }
            if let samples, !samples.isEmpty {
                events.append(
                    TimedEvent(
                        time: timeResolution.seconds(fromMicroseconds: lastMicros - start), event: .touches(samples)))
            }
        }
        let tail = assembler.finish()
        if !tail.isEmpty {
            events.append(
                TimedEvent(time: timeResolution.seconds(fromMicroseconds: lastMicros - start), event: .touches(tail)))
        }
        guard !events.isEmpty else { throw ImportError(file: file, "the capture has no complete touch frames") }
        let header = RecordingHeader(
            screenWidth: screenWidth, screenHeight: height, screenScale: screenScale,
            ticksPerSecond: Double(timeResolution.ticksPerSecond), unitsPerPoint: units,
            source: "\(format.rawValue) \(FilePath(file).lastComponent?.string ?? file) (\(parsed.deviceName))",
            deviceAxes: [ax, ay]
        )
        return Result(events: events, header: header, deviceName: parsed.deviceName)
    }

    /// The capture's raw events and axes, in the importer's format; axes from `description`
    /// (evemu) when the capture has none.
    private func parse(_ text: String, file: String, description: String?) throws(ImportError) -> Parsed {
        var parsed: Parsed
        do {
            switch format {
            case .evemu: parsed = try parseEvemu(text, file: file)
            case .getevent: parsed = try parseGetevent(text, file: file)
            case .reran: parsed = try parseReran(text, file: file)
            }
        } catch {
            throw Self.naming(Format.guess(Substring(text)), instead: format, error)
        }
        if let description, parsed.axes.isEmpty {
            let desc = try parseEvemu(description, file: file + " (description)")
            parsed.axes = desc.axes
            if parsed.deviceName == "unknown device" { parsed.deviceName = desc.deviceName }
        }
        return parsed
    }

    /// `error`, saying which format the text looks like and which command reads it when that
    /// is not the one asked for.
    static func naming(_ guess: Format?, instead asked: Format, _ error: ImportError) -> ImportError {
        guard let guess, guess != asked else { return error }
        var e = error
        e.problem += "; the file looks like \(guess.title): `hitchain import \(guess.rawValue)` reads it"
        return e
    }

    /// A full-screen window with one view, `screen`, that handles every touch: the scene
    /// imports play on unless the user names one.
    public static func defaultScene(width: Double, height: Double, scale: Double) -> HCScene {
        var scene = HCScene(screen: Screen(size: HCSize(width: width, height: height), scale: scale))
        var window = ViewSpec(
            name: "window", className: "UIWindow",
            geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: width, height: height)), subviews: [1])
        window.responder.className = "UIWindow"
        var screen = ViewSpec(
            name: "screen", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: width, height: height)))
        screen.responder.handlers.touches = Dictionary(
            uniqueKeysWithValues: TouchPhase.allCases.map { ($0, Handling.handle) })
        screen.isMultipleTouchEnabled = true
        scene.views = [window, screen]
        scene.windows = [WindowSpec(view: 0)]
        scene.keyWindow = 0
        return scene
    }

    /// The `.desc` file beside an evemu recording named `DEVICE.GESTURE.events`.
    public static func descriptionPath(forEvents path: String) -> String? {
        guard path.hasSuffix(".events") else { return nil }
        let stem = String(path.dropLast(".events".count))
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        return String(stem[..<dot]) + ".desc"
    }

    // MARK: Parsers

    struct Parsed {
        var events: [RawInputEvent] = []
        var axes: [DeviceAxis] = []
        var deviceName = "unknown device"
    }

    static let axisNames: [Int: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y",
    ]

    /// evemu: `N: name`, `A: code min max fuzz flat [res]` (code in hex), `E: sec.usec type code value`
    /// (type and code in hex, value in decimal); `#` comments.
    func parseEvemu(_ text: String, file: String) throws(ImportError) -> Parsed {
        var p = Parsed()
        var lineNumber = 0
        for fullLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            if fullLine.hasPrefix("# Input device name:") {
                p.deviceName = fullLine.dropFirst(20).trimmingCharacters(in: .whitespacesAndNewlines)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                continue
            }
            // EVEMU 1.3 explains each event after a '#'.
            let line = fullLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let tag = fields.first else { continue }
            switch tag {
            case "N:":
                p.deviceName = line.dropFirst(2).trimmingCharacters(in: .whitespacesAndNewlines)
            case "A:":
                guard fields.count >= 4, let code = Int(fields[1], radix: 16), let min = Int64(fields[2]),
                    let max = Int64(fields[3])
                else {
                    throw ImportError(file: file, line: lineNumber, "an A: line is \"code min max fuzz flat\"")
                }
                if let name = Self.axisNames[code] {
                    p.axes.append(
                        DeviceAxis(
                            name: name, minimum: min, maximum: max,
                            resolution: fields.count > 6 ? Int64(fields[6]) ?? 0 : 0))
                }
            case "E:":
                guard fields.count == 5, let micros = RawInputEvent.micros(fields[1]),
                    let type = Int(fields[2], radix: 16),
                    let code = Int(fields[3], radix: 16), let value = Int64(fields[4])
                else { throw ImportError(file: file, line: lineNumber, "an E: line is \"sec.usec type code value\"") }
                p.events.append(RawInputEvent(micros: micros, type: type, code: code, value: value))
            default:
                continue
            }
        }
        return p
    }

    /// getevent -tt: `[   sec.usec] /dev/input/eventN: TTTT CCCC VVVVVVVV` in hex, the value a
    /// 32-bit two's complement; `add device N: /dev/input/eventX` and `name: "…"` lines.
    func parseGetevent(_ text: String, file: String) throws(ImportError) -> Parsed {
        var p = Parsed()
        var byDevice: [String: [RawInputEvent]] = [:]
        var names: [String: String] = [:]
        var lastDevice: String?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("add device") {
                lastDevice = trimmed.split(separator: " ").last.map(String.init)
                continue
            }
            if trimmed.hasPrefix("name:"), let d = lastDevice {
                names[d] = trimmed.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\""))
                continue
            }
            guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { continue }
            let stamp = trimmed[trimmed.index(after: trimmed.startIndex)..<close].trimmingCharacters(in: .whitespaces)
            let rest = trimmed[trimmed.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard rest.count == 4, rest[0].hasSuffix(":"), let micros = RawInputEvent.micros(Substring(stamp)),
                let type = Int(rest[1], radix: 16), let code = Int(rest[2], radix: 16),
                let raw = UInt32(rest[3], radix: 16)
            else {
                throw ImportError(
                    file: file, line: lineNumber,
                    "a getevent line is \"[ sec.usec] /dev/input/eventN: TTTT CCCC VVVVVVVV\"")
            }
            let device = String(rest[0].dropLast())
            byDevice[device, default: []].append(
                RawInputEvent(micros: micros, type: type, code: code, value: Int64(Int32(bitPattern: raw))))
        }
        let chosen: String
        if let d = device {
            guard byDevice[d] != nil else {
                throw ImportError(
                    file: file, "no events from \(d); devices: \(byDevice.keys.sorted().joined(separator: ", "))")
            }
            chosen = d
        } else {
            let touchscreens = byDevice.filter {
                $0.value.contains { $0.type == RawInputEvent.evAbs && $0.code == RawInputEvent.absMTPositionX }
            }.keys.sorted()
            guard let first = touchscreens.first else {
                throw ImportError(file: file, "no device reports multi-touch positions")
            }
            chosen = first
        }
        p.events = byDevice[chosen] ?? []
        p.deviceName = "\(names[chosen] ?? chosen) at \(chosen)"
        return p
    }
}

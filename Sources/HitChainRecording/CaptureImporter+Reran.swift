import HitChainGeometry

/// RERAN's translated form of a getevent capture (Gomez et al., "RERAN: Timing- and
/// touch-sensitive record and replay for Android", ICSE 2013): line 1 holds the number of
/// events; then each event takes two lines, the nanoseconds since the previous event, and
/// `device,type,code,value` in decimal — the device as the N of `/dev/input/eventN`, the
/// value as the kernel's 32 bits read unsigned (`4294967295` is −1).
///
///     438
///     0
///     2,3,57,83
///     39000
///     2,1,330,1
extension CaptureImporter {
    /// The most nanoseconds a RERAN capture may span: a day.
    static let reranLongestCapture: Int64 = 86_400 * 1_000_000_000

    func parseReran(_ text: String, file: String) throws(ImportError) -> Parsed {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard let first = lines.first, let declared = Int(first.trimmingCharacters(in: .whitespaces)), declared >= 0
        else {
            throw ImportError(file: file, line: 1, "a RERAN translated file starts with its number of events")
        }
        let pairs = (lines.count - 1) / 2
        guard pairs == declared, (lines.count - 1) % 2 == 0 else {
            throw ImportError(
                file: file,
                "line 1 says \(plural(declared, "event")), but the file holds "
                    + plural(pairs, "delay and event line pair")
                    + ((lines.count - 1) % 2 == 0 ? "" : " and a delay with no event (cut off?)"))
        }
        var byDevice: [Int: [RawInputEvent]] = [:]
        var nanos: Int64 = 0
        for k in 0..<pairs {
            let delayLine = 2 + 2 * k
            let delay = lines[delayLine - 1].trimmingCharacters(in: .whitespaces)
            guard let d = Int64(delay), d >= 0, d <= Self.reranLongestCapture - nanos else {
                throw ImportError(
                    file: file, line: delayLine,
                    "a delay is the nanoseconds since the previous event, and the capture spans at most a day")
            }
            nanos += d
            let fields = lines[delayLine].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 4, let device = Int(fields[0]), (0...1023).contains(device),
                let type = Int(fields[1]), (0...0xFFFF).contains(type), let code = Int(fields[2]),
                (0...0xFFFF).contains(code), let raw = Int64(fields[3]), raw >= Int64(Int32.min),
                raw <= Int64(UInt32.max)
            else {
                throw ImportError(
                    file: file, line: delayLine + 1,
                    "an event line is \"device,type,code,value\" in decimal (the value 32 bits, signed or not)")
            }
            // The kernel's value is a signed 32-bit integer that RERAN writes unsigned.
            let value = raw > Int64(Int32.max) ? raw - (Int64(1) << 32) : raw
            byDevice[device, default: []].append(
                RawInputEvent(micros: nanos / 1000, type: type, code: code, value: value))
        }
        var p = Parsed()
        let chosen = try chooseReranDevice(byDevice, file: file)
        p.events = byDevice[chosen] ?? []
        p.deviceName = "/dev/input/event\(chosen)"
        return p
    }

    /// The device `--device` names (`/dev/input/event2`, `event2` or `2`), else the one with
    /// multi-touch positions.
    private func chooseReranDevice(_ byDevice: [Int: [RawInputEvent]], file: String) throws(ImportError) -> Int {
        let known = byDevice.keys.sorted().map { "/dev/input/event\($0)" }.joined(separator: ", ")
        if let named = device {
            let digits = named.reversed().prefix { $0.isNumber }.reversed()
            guard let n = Int(String(digits)), byDevice[n] != nil else {
                throw ImportError(file: file, "no events from \(named); devices: \(known)")
            }
            return n
        }
        let touchscreens = byDevice.filter {
            $0.value.contains { $0.type == RawInputEvent.evAbs && $0.code == RawInputEvent.absMTPositionX }
        }.keys.sorted()
        guard let first = touchscreens.first else {
            throw ImportError(file: file, "no device reports multi-touch positions; devices: \(known)")
        }
        return first
    }
}

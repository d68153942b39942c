import CZlib
import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// A second `.evz` reader, written from `docs/evz-format.md` alone (not from
/// `Sources/HitChainRecording`), read against the package's reader on every corpus recording:
/// if the two agree bit for bit, the document is precise enough to write a reader from.
@Suite struct SecondReaderTests {
    /// `Corpus/*.evz` and `Corpus/regressions/*.evz`, relative to the package root, sorted.
    static func corpusNames() -> [String] {
        var names: [String] = []
        for folder in ["Corpus", "Corpus/regressions"] {
            let path = packageRoot.appendingPathComponent(folder).path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            names += files.filter { $0.hasSuffix(".evz") }.sorted().map { "\(folder)/\($0)" }
        }
        return names
    }

    @Test("the corpus lists both folders")
    func corpusIsThere() {
        let names = Self.corpusNames()
        #expect(names.count >= 40, "\(names.count) recordings")
        #expect(names.contains { $0.hasPrefix("Corpus/regressions/") })
    }

    @Test(
        "the second reader reads every corpus recording as the package's reader does",
        arguments: SecondReaderTests.corpusNames())
    func agrees(name: String) throws {
        let path = packageRoot.appendingPathComponent(name).path
        let problems = try secondCompare(path: path)
        let shown = problems.prefix(12).joined(separator: "\n")
        #expect(problems.isEmpty, "\(name): \(problems.count) differences:\n\(shown)")
    }

    @Test("a flipped CRC in a copy of a corpus file stops the second reader")
    func flippedCRC() throws {
        let whole = try corpusBytes("seed-000-abcd.evz")
        let recording = try SecondReader.read(whole)
        #expect(!recording.chunks.isEmpty)
        // Every record's CRC (header, scene, events, trace, end): each follows its type, length and payload.
        var walk = SecondBytes(whole)
        _ = try walk.take(10)
        var crcs: [Int] = []
        while walk.left > 0 {
            _ = try walk.u8()
            _ = try walk.take(try walk.lengthPrefix())
            crcs.append(walk.position)
            _ = try walk.take(4)
        }
        #expect(crcs.count >= 5, "\(crcs)")
        for (index, crc) in crcs.enumerated() {
            let at = crc + index % 4
            var damaged = whole
            damaged[at] ^= 0x01
            do {
                _ = try SecondReader.read(damaged)
                Issue.record("a flipped bit at byte \(at) was not noticed")
            } catch let error as SecondError {
                #expect(error.description.contains("CRC"), "byte \(at): \(error)")
            }
        }
        // The package's reader refuses the file whose header CRC is wrong as well.
        var damaged = whole
        damaged[try #require(crcs.first)] ^= 0x01
        let path = temporaryPath("flipped-crc.evz")
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) {
            var reader = try EVZReader(path: path)
            while reader.nextChunk() != nil {}
        }
    }
}

// MARK: - Comparing the two readers

/// Every difference between the second reader's reading of `path` and `EVZReader`'s.
private func secondCompare(path: String) throws -> [String] {
    let mine = try SecondReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    var reader = try EVZReader(path: path)
    var theirs: [EVZReader.Chunk] = []
    while let chunk = reader.nextChunk() { theirs.append(chunk) }

    var problems: [String] = []
    let myTotal = mine.chunks.reduce(0) { $0 + $1.events.count }
    let theirTotal = theirs.reduce(0) { $0 + $1.events.count }
    if myTotal != theirTotal { problems.append("events: \(myTotal) against \(theirTotal)") }
    if mine.chunks.count != theirs.count { problems.append("chunks: \(mine.chunks.count) against \(theirs.count)") }
    for (c, (my, their)) in zip(mine.chunks, theirs).enumerated() {
        if !secondSame(their.firstEventIndex, my.firstEvent) {
            problems.append("chunk \(c): first event \(my.firstEvent) against \(their.firstEventIndex)")
        }
        if my.events.count != their.events.count {
            problems.append("chunk \(c): \(my.events.count) events against \(their.events.count)")
        }
        for (e, (myEvent, theirEvent)) in zip(my.events, their.events).enumerated() {
            let at = "chunk \(c) event \(my.firstEvent + e)"
            if myEvent.time.bitPattern != theirEvent.time.bitPattern {
                problems.append("\(at): time \(myEvent.time) against \(theirEvent.time)")
            }
            guard case .touches(let samples) = theirEvent.event else {
                if myEvent.kind == 0 { problems.append("\(at): touches only to the second reader") }
                continue
            }
            if myEvent.kind != 0 { problems.append("\(at): kind \(myEvent.kind) against touches") }
            if myEvent.samples.count != samples.count {
                problems.append("\(at): \(myEvent.samples.count) samples against \(samples.count)")
            }
            for (s, (mySample, theirSample)) in zip(myEvent.samples, samples).enumerated() {
                let same =
                    secondSame(theirSample.id, mySample.id)
                    && secondPhaseIndex(theirSample.phase) == mySample.phase
                    && theirSample.location.x.bitPattern == mySample.x.bitPattern
                    && theirSample.location.y.bitPattern == mySample.y.bitPattern
                if !same {
                    problems.append(
                        "\(at) sample \(s): \(mySample) against id \(theirSample.id) \(theirSample.phase) "
                            + "(\(theirSample.location.x), \(theirSample.location.y))")
                }
            }
        }
        switch (my.trace, their.trace) {
        case (nil, nil): break
        case let (myTrace?, theirTrace?):
            if myTrace.count != theirTrace.count {
                problems.append("chunk \(c): \(myTrace.count) trace entries against \(theirTrace.count)")
            }
            for (t, (myEntry, theirEntry)) in zip(myTrace, theirTrace).enumerated() {
                let at = "chunk \(c) entry \(t)"
                if myEntry.kind != secondKind(theirEntry) {
                    problems.append("\(at): kind \(myEntry.kind) against \(secondKind(theirEntry))")
                    continue
                }
                let (mineFields, theirFields) = (myEntry.comparable, secondComparable(theirEntry))
                if mineFields != theirFields { problems.append("\(at): \(mineFields) against \(theirFields)") }
                let line = theirEntry.line.trimmingCharacters(in: .whitespaces)
                for name in myEntry.codeNames where !line.contains(name) {
                    problems.append("\(at): the printed line \"\(line)\" does not name \"\(name)\"")
                }
            }
        default:
            let present = (my.trace != nil, their.trace != nil)
            problems.append("chunk \(c): trace present \(present.0) against \(present.1)")
        }
    }
    return problems
}

/// Whether an integer of the package's type is `value`.
private func secondSame<I: BinaryInteger>(_ theirs: I, _ value: Int) -> Bool { Int(exactly: theirs) == value }

/// A double's bits, for comparing times and points exactly.
private func secondBits(_ value: Double) -> String { "bits \(String(value.bitPattern, radix: 16))" }

/// The printed text of an optional value, or "none".
private func secondText<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }

private func secondPhaseIndex(_ phase: TouchPhase) -> Int {
    switch phase {
    case .began: 0
    case .moved: 1
    case .stationary: 2
    case .ended: 3
    case .cancelled: 4
    }
}

/// The kind byte the document gives each trace entry.
private func secondKind(_ entry: TraceEntry) -> Int {
    switch entry {
    case .event: 0
    case .hitTest: 1
    case .call: 2
    case .dropped: 3
    case .firstResponder: 4
    case .hierarchy: 5
    case .recognizerTouches: 6
    case .recognizerState: 7
    case .timer: 8
    case .delivery: 9
    case .tracking: 10
    case .controlEvent: 11
    case .sendAction: 12
    case .asked: 13
    case .recognizerPresses: 14
    case .told: 15
    }
}

/// The fields of the package's entry that `SecondEntry.comparable` lists, in the same form.
private func secondComparable(_ entry: TraceEntry) -> [String] {
    switch entry {
    case let .event(index, time, _): ["index \(index)", secondBits(time)]
    case let .hitTest(touch, point, view, window):
        [
            "touch \(touch)", secondBits(point.x), secondBits(point.y), "view \(secondText(view))",
            "window \(secondText(window))",
        ]
    case let .call(responder, _, _): ["responder \(responder.description)"]
    case let .dropped(what, reason): ["what \(what)", "reason \(reason)"]
    case let .firstResponder(responder, _, _): ["responder \(responder.description)"]
    case .hierarchy: []
    case let .recognizerTouches(recognizer, phase, touches):
        ["recognizer \(recognizer)", "phase \(secondPhaseIndex(phase))", "touches \(touches.ids)"]
    case let .recognizerState(recognizer, view, _, _, reason):
        ["recognizer \(recognizer)", "view \(secondText(view))", "reason \(reason)"]
    case let .timer(time, recognizer): [secondBits(time), "recognizer \(recognizer)"]
    case let .delivery(_, phase, touches, view, reason):
        [
            "phase \(phase.map(secondPhaseIndex) ?? 5)", "touches \(touches.ids)", "view \(secondText(view))",
            "reason \(reason)",
        ]
    case let .tracking(control, _, touch): ["control \(control.description)", "touch \(touch)"]
    case let .controlEvent(control, _): ["control \(control.description)"]
    case let .sendAction(sender, selector, target):
        ["sender \(sender)", "selector \(selector)", "target \(secondText(target))"]
    case let .asked(responder, question, answer):
        ["responder \(responder)", "question \(question)", "answer \(answer ? 1 : 0)"]
    case let .recognizerPresses(recognizer, phase, presses):
        [
            "recognizer \(recognizer)", "phase \(PressPhase.allCases.firstIndex(of: phase) ?? 0)",
            "presses \(presses.ids)",
        ]
    case let .told(responder, message): ["responder \(responder)", "message \(message)"]
    }
}

/// What the comparison reads from the second reader's entries.
extension SecondEntry {
    /// The fields compared with the package's entry (`secondComparable`).
    var comparable: [String] {
        switch self {
        case let .event(index, time): ["index \(index)", secondBits(time)]
        case let .hitTest(touch, x, y, view, window):
            [
                "touch \(touch)", secondBits(x), secondBits(y), "view \(secondText(view))",
                "window \(secondText(window))",
            ]
        case let .call(responder, _, _): ["responder \(responder)"]
        case let .dropped(what, reason): ["what \(what)", "reason \(reason)"]
        case let .firstResponder(responder, _, _, _): ["responder \(responder)"]
        case .hierarchy: []
        case let .recognizerTouches(recognizer, phase, touches):
            ["recognizer \(recognizer)", "phase \(phase)", "touches \(touches)"]
        case let .recognizerState(recognizer, view, _, _, reason):
            ["recognizer \(recognizer)", "view \(secondText(view))", "reason \(reason)"]
        case let .timer(time, recognizer): [secondBits(time), "recognizer \(recognizer)"]
        case let .delivery(_, phase, touches, view, reason):
            ["phase \(phase)", "touches \(touches)", "view \(secondText(view))", "reason \(reason)"]
        case let .tracking(control, _, touch): ["control \(control)", "touch \(touch)"]
        case let .controlEvent(control, _): ["control \(control)"]
        case let .sendAction(sender, selector, target):
            ["sender \(sender)", "selector \(selector)", "target \(secondText(target))"]
        case let .asked(responder, question, answer):
            ["responder \(responder)", "question \(question)", "answer \(answer)"]
        case let .recognizerPresses(recognizer, phase, presses):
            ["recognizer \(recognizer)", "phase \(phase)", "presses \(presses)"]
        case let .told(responder, message): ["responder \(responder)", "message \(message)"]
        }
    }

    /// The document's names for this entry's codes, which the package's printed line should contain.
    var codeNames: [String] {
        let outcomes = ["handled", "handledAndCalledSuper", "forwarded", "canPerform", "cannotPerform"]
        let states = ["possible", "began", "changed", "ended", "cancelled", "failed"]
        let actions = ["held", "released", "discarded", "cancelled", "cancel"]
        let steps = ["beginTracking", "continueTracking", "endTracking", "cancelTracking"]
        let controlEvents = [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        ]
        let requests = ["becomeFirstResponder", "resignFirstResponder"]
        switch self {
        case let .call(_, outcome, _): return ["-> \(outcomes[outcome])"]
        case let .recognizerState(_, _, from, to, _): return ["\(states[from]) -> \(states[to])"]
        case let .delivery(action, _, _, _, _): return [actions[action]]
        case let .tracking(_, step, _): return [steps[step]]
        case let .controlEvent(_, event): return [controlEvents[event]]
        case let .firstResponder(_, request, _, _): return [requests[request]]
        default: return []
        }
    }
}

// MARK: - The second reader: what it reads into

/// Why the second reader stopped.
private struct SecondError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private struct SecondAxis {
    let name: String
    let minimum: Int64
    let maximum: Int64
    let resolution: Int64
}

private struct SecondHeader {
    let writer: String
    let screenWidth: Double
    let screenHeight: Double
    let screenScale: Double
    let ticksPerSecond: Double
    let unitsPerPoint: Double
    let source: String
    let axes: [SecondAxis]
}

private struct SecondSample {
    let id: Int
    /// The index in began, moved, stationary, ended, cancelled.
    let phase: Int
    let x: Double
    let y: Double
}

private struct SecondEvent {
    let time: Double
    /// 0 touches, 1 motion, 2 remote control, 3 presses, 4 other.
    let kind: Int
    /// Touch events' samples; empty for the other kinds.
    let samples: [SecondSample]
}

private enum SecondMessage {
    case touches(phase: Int, ids: [Int])
    case motion(Int)
    case remoteControl(Int)
    case presses(phase: Int, presses: [SecondPress])
    case routerEvent(String)
    case canPerformAction(String)
    case action(String)
    case layoutSubviews
}

private struct SecondPress {
    let id: Int
    let type: Int
}

private enum SecondEntry {
    case event(index: Int, time: Double)
    case hitTest(touch: Int, x: Double, y: Double, view: String?, window: String?)
    case call(responder: String, outcome: Int, message: SecondMessage)
    case dropped(what: String, reason: String)
    case firstResponder(responder: String, request: Int, result: Int, name: String?)
    case hierarchy(change: Int, texts: [String])
    case recognizerTouches(recognizer: String, phase: Int, touches: [Int])
    case recognizerState(recognizer: String, view: String?, from: Int, to: Int, reason: String)
    case timer(time: Double, recognizer: String)
    case delivery(action: Int, phase: Int, touches: [Int], view: String?, reason: String)
    case tracking(control: String, step: Int, touch: Int)
    case controlEvent(control: String, event: Int)
    case sendAction(sender: String, selector: String, target: String?)
    case asked(responder: String, question: String, answer: Int)
    case recognizerPresses(recognizer: String, phase: Int, presses: [Int])
    case told(responder: String, message: String)

    var kind: Int {
        switch self {
        case .event: 0
        case .hitTest: 1
        case .call: 2
        case .dropped: 3
        case .firstResponder: 4
        case .hierarchy: 5
        case .recognizerTouches: 6
        case .recognizerState: 7
        case .timer: 8
        case .delivery: 9
        case .tracking: 10
        case .controlEvent: 11
        case .sendAction: 12
        case .asked: 13
        case .recognizerPresses: 14
        case .told: 15
        }
    }
}

private struct SecondChunk {
    let firstEvent: Int
    let events: [SecondEvent]
    var trace: [SecondEntry]?
}

private struct SecondRecording {
    let version: Int
    let header: SecondHeader
    let chunks: [SecondChunk]
}

// MARK: - The second reader: bytes

/// A number in a column: exact (an integer in the column's unit, or a delta of one) or a raw double.
private enum SecondNumber {
    case exact(Int64)
    case raw(Double)
}

/// A cursor over one payload, column or body.
private struct SecondBytes {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var left: Int { bytes.count - position }

    mutating func u8() throws -> UInt8 {
        guard position < bytes.count else { throw SecondError("cut off at byte \(position)") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<10 {
            let byte = try u8()
            if index == 9 && byte > 1 { throw SecondError("a varint past 64 bits at byte \(position)") }
            value |= UInt64(byte & 0x7F) << UInt64(7 * index)
            if byte & 0x80 == 0 { return value }
        }
        throw SecondError("a varint longer than 10 bytes at byte \(position)")
    }

    /// A varint that must fit an `Int`.
    mutating func int() throws -> Int {
        let value = try varint()
        guard value <= UInt64(Int.max) else { throw SecondError("\(value) is too large at byte \(position)") }
        return Int(value)
    }

    /// A count or length prefix: at most the bytes left after it.
    mutating func lengthPrefix() throws -> Int {
        let value = try varint()
        guard value <= UInt64(left) else { throw SecondError("length \(value) past the \(left) bytes left") }
        return Int(value)
    }

    mutating func zigzag() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    mutating func take(_ count: Int) throws -> [UInt8] {
        guard count >= 0, count <= left else { throw SecondError("\(count) bytes past the \(left) left") }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func littleEndian(_ count: Int) throws -> UInt64 {
        var value: UInt64 = 0
        for (index, byte) in try take(count).enumerated() { value |= UInt64(byte) << UInt64(8 * index) }
        return value
    }

    mutating func f64() throws -> Double { Double(bitPattern: try littleEndian(8)) }

    mutating func string() throws -> String {
        guard let text = String(bytes: try take(try lengthPrefix()), encoding: .utf8) else {
            throw SecondError("a string that is not UTF-8 before byte \(position)")
        }
        return text
    }

    /// A `bytes` field, as its own cursor.
    mutating func block() throws -> SecondBytes { SecondBytes(try take(try lengthPrefix())) }

    /// A tagged value: `varint(zigzag(n) << 1)`, or `varint(1)` and a raw double.
    mutating func tagged() throws -> SecondNumber {
        let tag = try varint()
        if tag == 1 { return .raw(try f64()) }
        guard tag & 1 == 0 else { throw SecondError("tag \(tag) before byte \(position)") }
        let shifted = tag >> 1
        return .exact(Int64(bitPattern: (shifted >> 1) ^ (0 &- (shifted & 1))))
    }

    /// A plain (`zigzag`, always exact) or tagged value.
    mutating func number(plain: Bool) throws -> SecondNumber { plain ? .exact(try zigzag()) : try tagged() }
}

/// CRC-32 of the type byte followed by the payload.
private func secondCRC(type: UInt8, payload: [UInt8]) -> UInt32 {
    var crc = crc32(0, nil, 0)
    crc = crc32(crc, [type], 1)
    crc = crc32(crc, payload, uInt(payload.count))
    return UInt32(truncatingIfNeeded: crc)
}

/// Raw deflate (RFC 1951) of exactly `declared` bytes, refused as soon as it passes them.
private func secondInflate(_ input: [UInt8], declared: Int) throws -> [UInt8] {
    var stream = z_stream()
    guard czlib_inflateInit2(&stream, -15) == Z_OK else { throw SecondError("inflateInit2 failed") }
    defer { inflateEnd(&stream) }
    var input = input
    var output: [UInt8] = []
    var window = [UInt8](repeating: 0, count: 16_384)
    var status = Z_OK
    try input.withUnsafeMutableBufferPointer { source in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        while status != Z_STREAM_END {
            let produced = window.withUnsafeMutableBufferPointer { target -> Int in
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                status = inflate(&stream, Z_NO_FLUSH)
                return target.count - Int(stream.avail_out)
            }
            guard status == Z_OK || status == Z_STREAM_END else { throw SecondError("damaged deflate (\(status))") }
            guard produced <= declared - output.count else {
                throw SecondError("a body inflates past its declared \(declared) bytes")
            }
            output.append(contentsOf: window[0..<produced])
        }
    }
    guard output.count == declared else { throw SecondError("a body inflates to \(output.count), not \(declared)") }
    return output
}

/// The rest of `payload` as a packed body: a method byte, then stored bytes or raw deflate.
private func secondUnpack(_ payload: inout SecondBytes, declared: Int) throws -> [UInt8] {
    guard declared <= 32 << 20 else { throw SecondError("declared inflated length \(declared) past 32 MiB") }
    let method = try payload.u8()
    let body = try payload.take(payload.left)
    switch method {
    case 0:
        guard body.count == declared else { throw SecondError("stored body of \(body.count), not \(declared)") }
        return body
    case 1: return try secondInflate(body, declared: declared)
    default: throw SecondError("packing method \(method)")
    }
}

/// `k` when `value` is exact in `unit`: `k = round(value·unit)`, `|k| < 2⁵²`, `Double(k) / unit` has its bits.
private func secondExact(_ value: Double, unit: Double) -> Int64? {
    let scaled = (value * unit).rounded()
    guard scaled.isFinite, abs(scaled) < 4_503_599_627_370_496 else { return nil }
    let k = Int64(scaled)
    return (Double(k) / unit).bitPattern == value.bitPattern ? k : nil
}

// MARK: - The second reader: records

private enum SecondReader {
    static let magic: [UInt8] = [0x89, 0x45, 0x56, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads a whole version-2 file; any damage, a missing end record included, throws.
    static func read(_ bytes: [UInt8]) throws -> SecondRecording {
        var file = SecondBytes(bytes)
        guard (try? file.take(8)) == magic else { throw SecondError("not a recording: wrong magic") }
        let major = try file.u8()
        _ = try file.u8()  // minor: informational
        guard major == 2 else { throw SecondError("version \(major); this reader reads version 2") }
        var header: SecondHeader?
        var chunks: [SecondChunk] = []
        var records = 0
        var ended = false
        while file.left > 0 {
            let offset = file.position
            guard !ended else { throw SecondError("bytes after the end record at byte \(offset)") }
            let type = try file.u8()
            let length = try file.varint()
            guard length <= 64 << 20 else { throw SecondError("record at byte \(offset): payload past 64 MiB") }
            let payload = try file.take(Int(length))
            let crc = UInt32(truncatingIfNeeded: try file.littleEndian(4))
            guard secondCRC(type: type, payload: payload) == crc else {
                throw SecondError("record at byte \(offset): CRC mismatch")
            }
            var body = SecondBytes(payload)
            if (records == 0 && type != 0x01) || (records == 1 && type != 0x02) {
                throw SecondError("record at byte \(offset): type \(type) where the header or scene belongs")
            }
            do {
                switch type {
                case 0x01:
                    header = try readHeader(&body)
                case 0x02:
                    // The scene: a declared JSON length, then a zlib stream this reader does not need.
                    guard try body.varint() <= 64 << 20 else { throw SecondError("scene JSON past 64 MiB") }
                case 0x03:
                    guard let header else { throw SecondError("events before the header") }
                    chunks.append(try readEvents(&body, header: header))
                case 0x04:
                    guard let header, let chunk = chunks.last, chunk.trace == nil else {
                        throw SecondError("a trace without its events record")
                    }
                    chunks[chunks.count - 1].trace = try readTrace(&body, header: header, chunk: chunk)
                case 0x7F:
                    let events = try body.varint()
                    let count = try body.varint()
                    let read = chunks.reduce(0) { $0 + $1.events.count }
                    guard events == UInt64(read), count == UInt64(chunks.count) else {
                        throw SecondError(
                            "end record counts \(events) events, \(count) chunks; read \(read), \(chunks.count)")
                    }
                    ended = true
                default:
                    break  // an unknown record, skipped after its CRC
                }
            } catch let error as SecondError {
                throw SecondError("record at byte \(offset) (type \(type)): \(error.description)")
            }
            records += 1
        }
        guard let header else { throw SecondError("no header") }
        guard ended else { throw SecondError("ends without its end record") }
        return SecondRecording(version: Int(major), header: header, chunks: chunks)
    }

    static func readHeader(_ body: inout SecondBytes) throws -> SecondHeader {
        let writer = try body.string()
        let (width, height, scale) = (try body.f64(), try body.f64(), try body.f64())
        let (ticks, units) = (try body.f64(), try body.f64())
        let source = try body.string()
        let axisCount = try body.lengthPrefix()
        var axes: [SecondAxis] = []
        for _ in 0..<axisCount {
            axes.append(
                SecondAxis(
                    name: try body.string(), minimum: try body.zigzag(), maximum: try body.zigzag(),
                    resolution: try body.zigzag()))
        }
        guard ticks > 0, units > 0 else { throw SecondError("ticksPerSecond \(ticks), unitsPerPoint \(units)") }
        return SecondHeader(
            writer: writer, screenWidth: width, screenHeight: height, screenScale: scale, ticksPerSecond: ticks,
            unitsPerPoint: units, source: source, axes: axes)
    }

    static func readEvents(_ payload: inout SecondBytes, header: SecondHeader) throws -> SecondChunk {
        let firstEvent = try payload.int()
        let count = try payload.int()
        guard count <= 65_536 else { throw SecondError("\(count) events in one chunk") }
        let firstTime = try payload.tagged()
        let inflated = try payload.int()
        var block = SecondBytes(try secondUnpack(&payload, declared: inflated))
        let flags = try block.u8()
        guard flags & 0xE0 == 0, flags & 16 == 0 || flags & 4 != 0 else { throw SecondError("flags \(flags)") }
        let onlyTouches = flags & 1 != 0
        let exactTimes = flags & 2 != 0
        let exactCoordinates = flags & 4 != 0
        let noExtras = flags & 8 != 0
        let secondOrder = flags & 16 != 0
        var kinds = onlyTouches ? SecondBytes([]) : try block.block()
        var times = try block.block()
        var counts = try block.block()
        var ids = try block.block()
        var phases = try block.block()
        var xs = try block.block()
        var ys = try block.block()
        var extras = noExtras ? SecondBytes([]) : try block.block()
        var others = try block.block()
        guard block.left == 0 else { throw SecondError("\(block.left) bytes after the columns") }

        var previousTime: Int64 = 0
        if case .exact(let k) = firstTime { previousTime = k }
        var previousDelta: Int64 = 0
        var previousID: Int64 = 0
        var lastX: Int64 = 0
        var lastY: Int64 = 0
        var touchX: [Int64: Int64] = [:]
        var touchY: [Int64: Int64] = [:]
        var moveX: [Int64: Int64] = [:]
        var moveY: [Int64: Int64] = [:]
        var events: [SecondEvent] = []
        for _ in 0..<count {
            let kind = onlyTouches ? 0 : Int(try kinds.u8())
            let time: Double
            switch try times.number(plain: exactTimes) {
            case .exact(let stored):
                let delta = stored &+ previousDelta
                previousTime = previousTime &+ delta
                previousDelta = delta
                time = Double(previousTime) / header.ticksPerSecond
            case .raw(let value):
                time = value
            }
            var samples: [SecondSample] = []
            switch kind {
            case 0:
                let sampleCount = try counts.int()
                guard sampleCount <= ids.left else { throw SecondError("\(sampleCount) samples past the id column") }
                for _ in 0..<sampleCount {
                    previousID = previousID &+ (try ids.zigzag())
                    let phase = try phases.u8()
                    guard phase < 5 else { throw SecondError("touch phase \(phase)") }
                    let x = try coordinate(
                        &xs, plain: exactCoordinates, secondOrder: secondOrder, touch: previousID, known: &touchX,
                        moves: &moveX, last: &lastX, unit: header.unitsPerPoint)
                    let y = try coordinate(
                        &ys, plain: exactCoordinates, secondOrder: secondOrder, touch: previousID, known: &touchY,
                        moves: &moveY, last: &lastY, unit: header.unitsPerPoint)
                    if phase >= 3 {  // ended or cancelled: the touch's position (and move) is forgotten
                        touchX[previousID] = nil
                        touchY[previousID] = nil
                        moveX[previousID] = nil
                        moveY[previousID] = nil
                    }
                    if !noExtras { try skipExtras(&extras) }
                    samples.append(SecondSample(id: Int(previousID), phase: Int(phase), x: x, y: y))
                }
            case 1:
                guard try others.u8() < 3 else { throw SecondError("motion code") }
            case 2:
                guard try others.u8() < 10 else { throw SecondError("remote control code") }
            case 3:
                let presses = try others.lengthPrefix()
                for _ in 0..<presses {
                    _ = try others.zigzag()
                    guard try others.u8() < 9 else { throw SecondError("press type") }
                    // The phase's high bit: an f64 force in 0…1 follows (docs/evz-format.md).
                    let phase = try others.u8()
                    guard phase & 0x7F < 5 else { throw SecondError("press phase \(phase)") }
                    if phase & 0x80 != 0 {
                        let force = try others.f64()
                        guard force >= 0, force <= 1 else { throw SecondError("press force \(force)") }
                    }
                }
            case 4:
                _ = try others.block()  // the event as JSON
            default:
                throw SecondError("event kind \(kind)")
            }
            events.append(SecondEvent(time: time, kind: kind, samples: samples))
        }
        for column in [kinds, times, counts, ids, phases, xs, ys, extras, others] where column.left > 0 {
            throw SecondError("\(column.left) bytes left in a column")
        }
        return SecondChunk(firstEvent: firstEvent, events: events, trace: nil)
    }

    /// An x or y: a delta from the reference — the touch's previous value, or the previous
    /// sample's when it has none — less the touch's previous move with second-order
    /// coordinates. Afterwards the touch's value and the previous sample's are the reference
    /// (moved to the value's integer unless it was escaped).
    static func coordinate(
        _ column: inout SecondBytes, plain: Bool, secondOrder: Bool, touch: Int64, known: inout [Int64: Int64],
        moves: inout [Int64: Int64], last: inout Int64, unit: Double
    ) throws -> Double {
        let own = known[touch]
        let reference = own ?? last
        switch try column.number(plain: plain) {
        case .exact(let stored):
            let move = secondOrder ? stored &+ (moves[touch] ?? 0) : stored
            let k = reference &+ move
            known[touch] = k
            last = k
            if secondOrder { moves[touch] = own == nil ? 0 : move }
            return Double(k) / unit
        case .raw(let value):
            known[touch] = reference
            last = reference
            return value
        }
    }

    static func skipExtras(_ extras: inout SecondBytes) throws {
        let flags = try extras.u8()
        guard flags & 0xF8 == 0 else { throw SecondError("extras flags \(flags)") }
        if flags & 1 != 0 { _ = try extras.zigzag() }
        if flags & 2 != 0 { _ = try extras.tagged() }
        if flags & 4 != 0 { _ = try extras.tagged() }
    }

    static func readTrace(_ payload: inout SecondBytes, header: SecondHeader, chunk: SecondChunk) throws
        -> [SecondEntry]
    {
        let firstEvent = try payload.int()
        let count = try payload.int()
        guard firstEvent == chunk.firstEvent, count == chunk.events.count else {
            throw SecondError(
                "trace of events \(firstEvent)+\(count) after chunk \(chunk.firstEvent)+\(chunk.events.count)")
        }
        let inflated = try payload.int()
        var body = SecondTraceBody(body: SecondBytes(try secondUnpack(&payload, declared: inflated)), header: header)
        return try body.entries(chunk: chunk)
    }
}

/// The binary trace body of one chunk, with its string table and delta state.
private struct SecondTraceBody {
    var body: SecondBytes
    let header: SecondHeader
    var table: [String] = []
    var previousTouch: Int64 = 0
    var clock: Int64 = 0
    var hitX: Int64 = 0
    var hitY: Int64 = 0

    init(body: SecondBytes, header: SecondHeader) {
        self.body = body
        self.header = header
    }

    mutating func entries(chunk: SecondChunk) throws -> [SecondEntry] {
        let stringCount = try body.lengthPrefix()
        for _ in 0..<stringCount { table.append(try body.string()) }
        let entryCount = try body.lengthPrefix()
        var entries: [SecondEntry] = []
        var eventEntries = 0
        for _ in 0..<entryCount {
            let kind = try body.u8()
            if kind == 0 {
                guard eventEntries < chunk.events.count else { throw SecondError("more event entries than events") }
                let time = chunk.events[eventEntries].time
                if let k = secondExact(time, unit: header.ticksPerSecond) { clock = k }
                entries.append(.event(index: chunk.firstEvent + eventEntries, time: time))
                eventEntries += 1
            } else {
                entries.append(try entry(kind: kind))
            }
        }
        guard body.left == 0 else { throw SecondError("\(body.left) bytes after the last entry") }
        guard eventEntries == chunk.events.count else {
            throw SecondError("\(eventEntries) event entries for \(chunk.events.count) events")
        }
        return entries
    }

    mutating func entry(kind: UInt8) throws -> SecondEntry {
        switch kind {
        case 1:
            let touch = try self.touch()
            let (x, y) = try point()
            return .hitTest(touch: touch, x: x, y: y, view: try optionalString(), window: try optionalString())
        case 2:
            return .call(responder: try responder(), outcome: try code(5), message: try message())
        case 3:
            return .dropped(what: try string(), reason: try string())
        case 4:
            let responder = try responder()
            let request = try code(2)
            let result = try code(9)
            return .firstResponder(
                responder: responder, request: request, result: result, name: result == 8 ? try string() : nil)
        case 5:
            let change = try code(4)
            var texts: [String] = []
            switch change {
            case 0: texts = [try responder(), try responder()]
            case 1: texts = [try responder()]
            case 2: texts = [try responder(), try string()]
            default: texts = [try string(), try string(), try string()]
            }
            return .hierarchy(change: change, texts: texts)
        case 6:
            return .recognizerTouches(recognizer: try string(), phase: try code(5), touches: try touches())
        case 7:
            return .recognizerState(
                recognizer: try string(), view: try optionalString(), from: try code(6), to: try code(6),
                reason: try string())
        case 8:
            let time: Double
            switch try body.tagged() {
            case .exact(let delta):
                clock = clock &+ delta
                time = Double(clock) / header.ticksPerSecond
            case .raw(let value):
                time = value
            }
            return .timer(time: time, recognizer: try string())
        case 9:
            return .delivery(
                action: try code(5), phase: try code(6), touches: try touches(), view: try optionalString(),
                reason: try string())
        case 10:
            return .tracking(control: try responder(), step: try code(4), touch: try touch())
        case 11:
            return .controlEvent(control: try responder(), event: try code(11))
        case 12:
            return .sendAction(sender: try string(), selector: try string(), target: try optionalString())
        case 13:
            return .asked(responder: try string(), question: try string(), answer: try code(2))
        case 14:
            return .recognizerPresses(recognizer: try string(), phase: try code(5), presses: try touches())
        case 15:
            return .told(responder: try string(), message: try string())
        default:
            throw SecondError("trace entry kind \(kind)")
        }
    }

    /// A `call`'s message: a kind byte and its argument.
    mutating func message() throws -> SecondMessage {
        let kind = try body.u8()
        switch kind {
        case 0: return .touches(phase: try code(5), ids: try touches())
        case 1: return .motion(try code(3))
        case 2: return .remoteControl(try code(10))
        case 3:
            let phase = try code(5)
            let count = try body.lengthPrefix()
            var presses: [SecondPress] = []
            for _ in 0..<count { presses.append(SecondPress(id: Int(try body.zigzag()), type: try code(9))) }
            return .presses(phase: phase, presses: presses)
        case 4: return .routerEvent(try string())
        case 5: return .canPerformAction(try string())
        case 6: return .action(try string())
        case 7: return .layoutSubviews
        default: throw SecondError("message kind \(kind)")
        }
    }

    /// A byte that must be below `limit` (the length of its list).
    mutating func code(_ limit: Int) throws -> Int {
        let value = Int(try body.u8())
        guard value < limit else { throw SecondError("code \(value) of \(limit)") }
        return value
    }

    mutating func string() throws -> String {
        let index = try body.int()
        guard index < table.count else { throw SecondError("string index \(index) past \(table.count)") }
        return table[index]
    }

    /// `str?` and `resp?`: 0 for none, else the table index plus 1.
    mutating func optionalString() throws -> String? {
        let index = try body.int()
        guard index > 0 else { return nil }
        guard index <= table.count else { throw SecondError("string index \(index - 1) past \(table.count)") }
        return table[index - 1]
    }

    mutating func responder() throws -> String {
        guard let text = try optionalString() else { throw SecondError("a responder is missing") }
        return text
    }

    mutating func touch() throws -> Int {
        previousTouch = previousTouch &+ (try body.zigzag())
        return Int(previousTouch)
    }

    mutating func touches() throws -> [Int] {
        let count = try body.lengthPrefix()
        var ids: [Int] = []
        for _ in 0..<count { ids.append(try touch()) }
        return ids
    }

    /// A hit-test point: x and y tagged, each relative to the previous hit test's.
    mutating func point() throws -> (x: Double, y: Double) {
        let x: Double
        switch try body.tagged() {
        case .exact(let delta):
            hitX = hitX &+ delta
            x = Double(hitX) / header.unitsPerPoint
        case .raw(let value):
            x = value
        }
        switch try body.tagged() {
        case .exact(let delta):
            hitY = hitY &+ delta
            return (x, Double(hitY) / header.unitsPerPoint)
        case .raw(let value):
            return (x, value)
        }
    }
}

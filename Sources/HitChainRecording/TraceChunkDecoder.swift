import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Reads back what `TraceChunkEncoder` wrote, given the chunk's events (an `event` entry
/// takes its index, time and summary from them). Every count is checked against the bytes
/// left and every index against the table before it is used; anything out of place is
/// `corrupt`, never a crash.
struct TraceChunkDecoder {
    private var r: ByteReader
    private var strings: [String] = []
    /// Responders read so far, by string index: each printed path is split once a chunk.
    private var responders: [ResponderID?] = []
    private var previousTouch: Int64 = 0
    private var pointX: Int64 = 0
    private var pointY: Int64 = 0
    private var clock: Int64 = 0
    private let coordinate: ExactScalarDecoder
    private let time: ExactScalarDecoder
    private let timeUnits: ExactScalarEncoder

    private init(_ bytes: [UInt8], header: RecordingHeader) {
        r = ByteReader(bytes)
        coordinate = ExactScalarDecoder(unitsPerValue: header.unitsPerPoint)
        time = ExactScalarDecoder(unitsPerValue: header.ticksPerSecond)
        timeUnits = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
    }

    /// The entries of a chunk whose events are `events`, the first of them event `first`.
    ///
    /// - Complexity: O(n) in the body's size.
    static func decode(_ bytes: [UInt8], header: RecordingHeader, first: Int, events: [TimedEvent])
        throws(EVZError.Reason) -> [TraceEntry]
    {
        var d = TraceChunkDecoder(bytes, header: header)
        let n = try d.r.count(limit: d.r.remaining, "the trace's string count")
        d.strings.reserveCapacity(n)
        for _ in 0..<n { d.strings.append(try d.r.string()) }
        d.responders = Array(repeating: nil, count: n)
        let count = try d.r.count(limit: d.r.remaining, "the trace's entry count")
        var entries: [TraceEntry] = []
        entries.reserveCapacity(count)
        var eventOrdinal = 0
        for _ in 0..<count {
            let byte = try d.r.u8()
            guard let kind = TraceRecordKind(rawValue: byte) else { throw .corrupt("unknown trace entry kind \(byte)") }
            if kind == .event {
                guard eventOrdinal < events.count else {
                    throw .corrupt("the trace has more event entries than its chunk's \(events.count) events")
                }
                // Read in place: a copy of the whole event was made, and dropped, for each entry.
                let time = events[eventOrdinal].time
                if let k = d.timeUnits.integer(time) { d.clock = k }
                entries.append(
                    .event(index: first + eventOrdinal, time: time, summary: EventSummary(events[eventOrdinal].event)))
                eventOrdinal += 1
            } else {
                entries.append(try d.entry(kind))
            }
        }
        guard d.r.isAtEnd else { throw .corrupt("\(d.r.remaining) bytes follow the trace's last entry") }
        guard eventOrdinal == events.count else {
            throw .corrupt("the trace has \(eventOrdinal) event entries for its chunk's \(events.count) events")
        }
        return entries
    }

    // Over the line limit: one case per trace record kind, the inverse of TraceChunkEncoder.append, kept side by
    // side.
    private mutating func entry(_ kind: TraceRecordKind) throws(EVZError.Reason) -> TraceEntry {
        switch kind {
        case .event:
            throw .corrupt("an event entry out of place")
        case .hitTest:
            let t = try touch()
            let x = try coordinate.decode(relativeTo: &pointX, from: &r)
            let y = try coordinate.decode(relativeTo: &pointY, from: &r)
            return .hitTest(
                touch: t, point: HCPoint(x: x, y: y), view: try optionalResponder(), window: try optionalResponder())
        case .call:
            let who = try responder()
            let outcome = try pick(TraceRecordKind.outcomes, "call outcome")
            return .call(responder: who, message: try message(), outcome: outcome)
        case .dropped:
            return .dropped(what: try string(), reason: try string())
        case .firstResponder:
            let who = try responder()
            let request = try pick(TraceRecordKind.requests, "first-responder request")
            let code = try r.u8()
            let result: FirstResponderResult
            if code == TraceRecordKind.willNotResign {
                result = .refused(.currentWillNotResign(try string()))
            } else {
                guard Int(code) < TraceRecordKind.results.count else { throw .corrupt("unknown result \(code)") }
                result = TraceRecordKind.results[Int(code)]
            }
            return .firstResponder(responder: who, request: request, result: result)
        case .hierarchy:
            return .hierarchy(try hierarchy())
        case .recognizerTouches:
            let name = try string()
            return .recognizerTouches(
                recognizer: name, phase: try pick(TouchPhase.byCode, "touch phase"),
                touches: try touches())
        case .recognizerPresses:
            let name = try string()
            return .recognizerPresses(
                recognizer: name, phase: try pick(PressPhase.byCode, "press phase"), presses: try touches())
        case .recognizerState:
            let name = try string()
            let view = try optionalResponder()
            let from = try pick(TraceRecordKind.states, "recognizer state")
            let to = try pick(TraceRecordKind.states, "recognizer state")
            return .recognizerState(recognizer: name, view: view, from: from, to: to, reason: try string())
        case .timer:
            let t = try time.decode(relativeTo: &clock, from: &r)
            return .timer(time: t, recognizer: try string())
        case .delivery:
            let action = try pick(TraceRecordKind.interventions, "touch intervention")
            let code = try r.u8()
            let phase: TouchPhase?
            if code == TraceRecordKind.noPhase {
                phase = nil
            } else {
                guard Int(code) < TouchPhase.byCode.count else { throw .corrupt("unknown touch phase \(code)") }
                phase = TouchPhase.byCode[Int(code)]
            }
            let ids = try touches()
            return .delivery(action, phase: phase, touches: ids, view: try optionalResponder(), reason: try string())
        case .tracking:
            let control = try responder()
            let step = try pick(TraceRecordKind.steps, "tracking step")
            return .tracking(control: control, step: step, touch: try touch())
        case .controlEvent:
            let control = try responder()
            return .controlEvent(control: control, event: try pick(ControlEvent.byCode, "control event"))
        case .sendAction:
            let sender = try string()
            let selector = try string()
            return .sendAction(sender: sender, selector: selector, target: try optionalString())
        case .asked:
            let responder = try string()
            let question = try string()
            let answer = try r.u8()
            guard answer <= 1 else { throw .corrupt("an answer must be 0 (NO) or 1 (YES), not \(answer)") }
            return .asked(responder: responder, question: question, answer: answer == 1)
        case .told:
            let responder = try string()
            return .told(responder: responder, message: try string())
        }
    }

    private mutating func message() throws(EVZError.Reason) -> ResponderMessage {
        let code = try r.u8()
        guard let kind = TraceRecordKind.Message(rawValue: code) else { throw .corrupt("unknown message kind \(code)") }
        switch kind {
        case .touches:
            let phase = try pick(TouchPhase.byCode, "touch phase")
            return .touches(phase, try touches())
        case .motion: return .motion(try pick(MotionPhase.byCode, "motion phase"))
        case .remoteControl: return .remoteControl(try pick(RemoteControlSubtype.byCode, "remote-control subtype"))
        case .presses:
            let phase = try pick(PressPhase.byCode, "press phase")
            let n = try r.count(limit: r.remaining / 2, "a press count")
            var presses: [PressSample] = []
            presses.reserveCapacity(n)
            for _ in 0..<n {
                guard let id = Int(exactly: try r.zigzag()) else { throw .corrupt("a press id overflows") }
                presses.append(PressSample(id: id, type: try pick(PressType.byCode, "press type"), phase: phase))
            }
            return .presses(phase, presses)
        case .routerEvent: return .routerEvent(try string())
        case .canPerformAction: return .canPerformAction(try string())
        case .action: return .action(try string())
        case .layoutSubviews: return .layoutSubviews
        }
    }

    private mutating func hierarchy() throws(EVZError.Reason) -> HierarchyEvent {
        let code = try r.u8()
        guard let kind = TraceRecordKind.Hierarchy(rawValue: code) else {
            throw .corrupt("unknown hierarchy event \(code)")
        }
        switch kind {
        case .added: return .added(view: try responder(), superview: try responder())
        case .removed: return .removed(view: try responder())
        case .changed: return .changed(view: try responder(), change: try string())
        case .refused: return .refused(subject: try string(), change: try string(), reason: try string())
        }
    }

    private mutating func pick<T>(_ list: [T], _ what: String) throws(EVZError.Reason) -> T {
        let code = Int(try r.u8())
        guard code < list.count else { throw .corrupt("unknown \(what) \(code)") }
        return list[code]
    }

    private mutating func touch() throws(EVZError.Reason) -> Int {
        let (id, overflow) = previousTouch.addingReportingOverflow(try r.zigzag())
        guard !overflow, let n = Int(exactly: id) else { throw .corrupt("a touch id overflows") }
        previousTouch = id
        return n
    }

    private mutating func touches() throws(EVZError.Reason) -> TouchIDs {
        let n = try r.count(limit: r.remaining, "a touch list's length")
        if n == 1 { return TouchIDs(single: try touch()) }
        if n == 2 {
            let first = try touch()
            return TouchIDs(first, try touch())
        }
        var ids: [Int] = []
        ids.reserveCapacity(n)
        for _ in 0..<n { ids.append(try touch()) }
        return TouchIDs(ids)
    }

    private mutating func string() throws(EVZError.Reason) -> String {
        let i = try r.count(limit: strings.count - 1, "a string index")
        return strings[i]
    }

    private mutating func optionalString() throws(EVZError.Reason) -> String? {
        let i = try r.count(limit: strings.count, "a string index")
        return i == 0 ? nil : strings[i - 1]
    }

    private mutating func responder() throws(EVZError.Reason) -> ResponderID {
        guard let id = try optionalResponder() else { throw .corrupt("a responder is missing") }
        return id
    }

    private mutating func optionalResponder() throws(EVZError.Reason) -> ResponderID? {
        let i = try r.count(limit: strings.count, "a responder index")
        guard i > 0 else { return nil }
        if let known = responders[i - 1] { return known }
        let id = ResponderID(printed: strings[i - 1])
        responders[i - 1] = id
        return id
    }
}

import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Writes one chunk's trace entries as the version-2 trace record's body: a table of the
/// chunk's distinct strings (responders' printed paths, recognizer names, reasons,
/// selectors), then each entry as a kind byte and its fields — enumerations as bytes,
/// responders and text as indexes into the table, touch ids as deltas, times and points as
/// exact integers. An `event` entry is its kind byte alone: its index, time and summary are
/// the chunk's events'. Decoded by `TraceChunkDecoder`.
struct TraceChunkEncoder {
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]
    private var body = ByteWriter()
    private var previousTouch: Int64 = 0
    private var pointX: Int64 = 0
    private var pointY: Int64 = 0
    private var clock: Int64 = 0
    private let coordinate: ExactScalarEncoder
    private let time: ExactScalarEncoder

    init(header: RecordingHeader) {
        coordinate = ExactScalarEncoder(unitsPerValue: header.unitsPerPoint)
        time = ExactScalarEncoder(unitsPerValue: header.ticksPerSecond)
    }

    /// The body for `entries`.
    ///
    /// - Complexity: O(n) in the entries and their text.
    static func encode(_ entries: [TraceEntry], header: RecordingHeader) -> [UInt8] {
        var encoder = TraceChunkEncoder(header: header)
        for entry in entries { encoder.append(entry) }
        var out = ByteWriter()
        out.varint(encoder.strings.count)
        for s in encoder.strings { out.string(s) }
        out.varint(entries.count)
        out.bytes.append(contentsOf: encoder.body.bytes)
        return out.bytes
    }

    // Over the line limit: one case per trace entry, each a few writes; TraceChunkDecoder.entry reads them back in
    // the same order.
    private mutating func append(_ entry: TraceEntry) {
        switch entry {
        case .event(_, let t, _):
            kind(.event)
            if let k = time.integer(t) { clock = k }
        case .hitTest(let touch, let point, let view, let window):
            kind(.hitTest)
            self.touch(touch)
            coordinate.encode(point.x, relativeTo: &pointX, into: &body)
            coordinate.encode(point.y, relativeTo: &pointY, into: &body)
            responder(view)
            responder(window)
        case .call(let responder, let message, let outcome):
            kind(.call)
            self.responder(responder)
            body.u8(TraceRecordKind.outcomes.code(of: outcome))
            self.message(message)
        case .dropped(let what, let reason):
            kind(.dropped)
            string(what)
            string(reason)
        case .firstResponder(let responder, let request, let result):
            kind(.firstResponder)
            self.responder(responder)
            body.u8(TraceRecordKind.requests.code(of: request))
            if case .refused(.currentWillNotResign(let name)) = result {
                body.u8(TraceRecordKind.willNotResign)
                string(name)
            } else {
                body.u8(TraceRecordKind.results.code(of: result))
            }
        case .hierarchy(let event):
            kind(.hierarchy)
            hierarchy(event)
        case .recognizerTouches(let recognizer, let phase, let touches):
            kind(.recognizerTouches)
            string(recognizer)
            body.u8(phase.code)
            self.touches(touches)
        case .recognizerPresses(let recognizer, let phase, let presses):
            kind(.recognizerPresses)
            string(recognizer)
            body.u8(phase.code)
            touches(presses)
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            kind(.recognizerState)
            string(recognizer)
            responder(view)
            body.u8(TraceRecordKind.states.code(of: from))
            body.u8(TraceRecordKind.states.code(of: to))
            string(reason)
        case .timer(let t, let recognizer):
            kind(.timer)
            time.encode(t, relativeTo: &clock, into: &body)
            string(recognizer)
        case .delivery(let action, let phase, let touches, let view, let reason):
            kind(.delivery)
            body.u8(TraceRecordKind.interventions.code(of: action))
            body.u8(phase?.code ?? TraceRecordKind.noPhase)
            self.touches(touches)
            responder(view)
            string(reason)
        case .tracking(let control, let step, let touch):
            kind(.tracking)
            responder(control)
            body.u8(TraceRecordKind.steps.code(of: step))
            self.touch(touch)
        case .controlEvent(let control, let event):
            kind(.controlEvent)
            responder(control)
            body.u8(event.code)
        case .sendAction(let sender, let selector, let target):
            kind(.sendAction)
            string(sender)
            string(selector)
            optionalString(target)
        case .asked(let responder, let question, let answer):
            kind(.asked)
            string(responder)
            string(question)
            body.u8(answer ? 1 : 0)
        case .told(let responder, let message):
            kind(.told)
            string(responder)
            string(message)
        }
    }

    private mutating func message(_ message: ResponderMessage) {
        switch message {
        case .touches(let phase, let ids):
            body.u8(TraceRecordKind.Message.touches.rawValue)
            body.u8(phase.code)
            touches(ids)
        case .motion(let phase):
            body.u8(TraceRecordKind.Message.motion.rawValue)
            body.u8(phase.code)
        case .remoteControl(let subtype):
            body.u8(TraceRecordKind.Message.remoteControl.rawValue)
            body.u8(subtype.code)
        case .presses(let phase, let presses):
            body.u8(TraceRecordKind.Message.presses.rawValue)
            body.u8(phase.code)
            body.varint(presses.count)
            for p in presses {
                body.zigzag(Int64(p.id))
                body.u8(p.type.code)
            }
        case .routerEvent(let name):
            body.u8(TraceRecordKind.Message.routerEvent.rawValue)
            string(name)
        case .canPerformAction(let selector):
            body.u8(TraceRecordKind.Message.canPerformAction.rawValue)
            string(selector)
        case .action(let selector):
            body.u8(TraceRecordKind.Message.action.rawValue)
            string(selector)
        case .layoutSubviews:
            body.u8(TraceRecordKind.Message.layoutSubviews.rawValue)
        }
    }

    private mutating func hierarchy(_ event: HierarchyEvent) {
        switch event {
        case .added(let view, let superview):
            body.u8(TraceRecordKind.Hierarchy.added.rawValue)
            responder(view)
            responder(superview)
        case .removed(let view):
            body.u8(TraceRecordKind.Hierarchy.removed.rawValue)
            responder(view)
        case .changed(let view, let change):
            body.u8(TraceRecordKind.Hierarchy.changed.rawValue)
            responder(view)
            string(change)
        case .refused(let subject, let change, let reason):
            body.u8(TraceRecordKind.Hierarchy.refused.rawValue)
            string(subject)
            string(change)
            string(reason)
        }
    }

    private mutating func kind(_ kind: TraceRecordKind) { body.u8(kind.rawValue) }

    private mutating func touch(_ id: Int) {
        body.zigzag(Int64(id) &- previousTouch)
        previousTouch = Int64(id)
    }

    private mutating func touches(_ touches: TouchIDs) {
        body.varint(touches.count)
        touches.forEach { touch($0) }
    }

    private mutating func string(_ s: String) { body.varint(intern(s)) }

    /// 0 for nil, else the string's index plus one.
    private mutating func optionalString(_ s: String?) { body.varint(s.map { intern($0) + 1 } ?? 0) }

    private mutating func responder(_ id: ResponderID?) { optionalString(id?.description) }

    private mutating func intern(_ s: String) -> Int {
        if let i = stringIndex[s] { return i }
        stringIndex[s] = strings.count
        strings.append(s)
        return strings.count - 1
    }
}

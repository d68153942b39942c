import HitChainDelivery
public import HitChainEngines
public import HitChainGeometry
public import HitChainKit
import HitChainScene

/// What replaying one recording found.
public struct ReplayResult: Sendable {
    /// The recording replayed.
    public var file: String
    /// Events replayed.
    public var events: Int
    /// Chunks read.
    public var chunks: Int
    /// The engines it was replayed through.
    public var engines: [String]
    /// The first place where a trace differs from the recorded one or from the reference.
    public var divergence: Divergence?
    /// Every problem the reader found: why reading stopped early (a cut-off or damaged
    /// recording; the complete chunks before it were still replayed), a lost trace, data
    /// after the end. Empty for a whole recording.
    public var warnings: [RecordingProblem]
    /// Whether the end record was reached.
    public var isComplete: Bool
    /// Whether the file holds a recorded trace to compare with.
    public var hadRecordedTrace: Bool
    /// Whether the file is a device recording: where each touch went on the device, compared
    /// with the model's hit-test, in place of a trace.
    public var isDeviceRecording = false

    /// No divergence, and the recording was whole: complete, every trace present.
    public var passed: Bool { divergence == nil && isComplete && warnings.isEmpty }
    /// No divergence in what could be read (for `replay --allow-partial`).
    public var passedWhatWasRead: Bool { divergence == nil }
}

/// The first divergent event.
public struct Divergence: Sendable, Hashable {
    /// The engine whose trace differs.
    public var engine: String
    /// What it was compared with: "the recording" or another engine's name.
    public var against: String
    /// The event where it differs.
    public var eventIndex: Int
    /// The event's time, in seconds.
    public var time: Double
    /// The touch locations of the event, for touch events.
    public var points: [HCPoint]
    /// The entry expected.
    public var expected: String
    /// The entry the engine gave.
    public var actual: String
    /// For a device recording, the touch the device delivered elsewhere than the model.
    public var touch: Int? = nil
    /// For a device recording, the model's walk at that touch and why it missed the device's
    /// view, as `hitchain explain --why-not` prints them.
    public var explanation: String? = nil

    /// One sentence: the event, its time and points, the engine, and both entries.
    public var description: String {
        let at = points.isEmpty ? "" : " at " + points.map(\.description).joined(separator: ", ")
        return
            "event \(eventIndex) (t=\(formatSeconds(time)))\(at): \(engine) differs from \(against): "
            + "expected \"\(expected.trimmingCharacters(in: .whitespaces))\", "
            + "got \"\(actual.trimmingCharacters(in: .whitespaces))\""
    }
}

/// Replays recordings through dispatch with every engine, on a virtual clock (as fast as
/// possible), and compares each trace with the recorded one and with the reference's.
public struct Replayer {
    /// The engines each recording is replayed through.
    public var engines: [NamedEngine]
    /// The user's classes a recording's class names stand for.
    public var registry: ViewClassRegistry
    /// Told how many events have been delivered, after each chunk (a long replay's progress).
    public var progress: ((Int) -> Void)?

    /// A replayer through `engines`, rebuilding the user's classes from `registry`.
    public init(engines: [NamedEngine] = NamedEngine.registered(), registry: ViewClassRegistry = ViewClassRegistry()) {
        self.engines = engines
        self.registry = registry
    }

    // Over the line limit: the one replay loop (docs/ARCHITECTURE.md), event by event through every engine; its
    // state is the loop's.
    /// Replays every chunk `reader` gives, and says where the first trace differs.
    public func replay(_ reader: EVZReader) throws -> ReplayResult {
        var reader = reader
        let steppers = try engines.map { named -> DeliveryStepper in
            let app = try UIApplication(scene: reader.scene, registry: registry)
            return DeliveryStepper(
                EventDispatcher(application: app, hitTester: named.make(app), rules: named.deliveryRules))
        }
        var result = ReplayResult(
            file: reader.file ?? "-", events: 0, chunks: 0, engines: engines.map(\.name), divergence: nil, warnings: [],
            isComplete: false, hadRecordedTrace: true)
        // Event by event: each engine's entries for one event are compared with the recorded
        // ones for it (split at the `.event` markers) and with the first engine's, then
        // dropped, so memory holds one chunk's recorded trace and one event's replays.
        var validator = EventStreamValidator()
        let firstApplication = steppers.first?.dispatcher.application
        var impossible: RecordingProblem?
        reading: while let chunk = reader.nextChunk() {
            result.chunks += 1
            if chunk.trace == nil { result.hadRecordedTrace = false }
            if chunk.delivered != nil { result.isDeviceRecording = true }
            let marks =
                chunk.trace.map { t in t.indices.filter { if case .event = t[$0] { return true } else { return false } }
                } ?? []
            // A decoded event that could not have happened (a NaN time, a touch that begins
            // twice, thousands of fingers) is damage: neither it nor what follows is delivered.
            var deliverable = chunk.events.count
            for (k, event) in chunk.events.enumerated() {
                do {
                    try validator.check(event)
                } catch {
                    impossible = .impossibleEvent(event: error.event, problem: error.problem)
                    deliverable = k
                    break
                }
            }
            if impossible == nil, chunk.trace != nil, marks.count != chunk.events.count {
                result.divergence = Divergence(
                    engine: engines.first?.name ?? "-", against: "the recording", eventIndex: chunk.firstEventIndex,
                    time: chunk.events.first?.time ?? 0,
                    points: [], expected: "a trace of \(plural(chunk.events.count, "event"))",
                    actual: "a recorded trace of \(plural(marks.count, "event"))")
                break reading
            }
            var deliveredCursor = 0
            let trace = chunk.trace
            for k in 0..<deliverable {
                result.events += 1
                let recorded = trace.map { t in
                    t[(k < marks.count ? marks[k] : t.count)..<(k + 1 < marks.count ? marks[k + 1] : t.count)]
                }
                // Each engine delivers the event and is compared at once, in engine order: the
                // engines share nothing, so the first divergence is the one found by delivering
                // them all first, and no array of slices is built per event. Each stepper keeps
                // its own entries, so the first engine's slice stays valid until its next event.
                var first: ArraySlice<TraceEntry> = []
                var firstEqualsRecording = false
                for (i, stepper) in steppers.enumerated() {
                    let entries = stepper.deliver(chunk.events[k])
                    // Equal to the recording, entry for entry (not only printed alike).
                    var equalsRecording = false
                    if let recorded {
                        let (difference, isEqual) = DeliveryTrace.comparison(recorded, entries)
                        if let difference {
                            result.divergence = Self.divergence(
                                recorded, entries, at: difference, chunk: chunk, engine: engines[i].name,
                                against: "the recording")
                            break reading
                        }
                        equalsRecording = isEqual
                    }
                    if i == 0 {
                        first = entries
                        firstEqualsRecording = equalsRecording
                    } else if !(firstEqualsRecording && equalsRecording),
                        let d = Self.divergence(
                            first, entries, chunk: chunk, engine: engines[i].name, against: engines[0].name)
                    {
                        // (Both equal to the recording, they are equal to each other.)
                        result.divergence = d
                        break reading
                    }
                }
                if let app = firstApplication,
                    let d = Self.deliveryDivergence(
                        chunk, local: k, cursor: &deliveredCursor, entries: first, engine: engines[0].name,
                        application: app)
                {
                    result.divergence = d
                    break reading
                }
            }
            if impossible != nil { break reading }
            progress?(result.events)
        }
        result.warnings = reader.problems + (impossible.map { [$0] } ?? [])
        result.isComplete = reader.isComplete
        return result
    }

    static func divergence(
        _ expected: ArraySlice<TraceEntry>, _ actual: ArraySlice<TraceEntry>, chunk: EVZReader.Chunk, engine: String,
        against: String
    ) -> Divergence? {
        guard let i = DeliveryTrace.firstDifference(expected, actual) else { return nil }
        return divergence(expected, actual, at: i, chunk: chunk, engine: engine, against: against)
    }

    /// The divergence where entry `i` of `expected` and `actual` differ.
    static func divergence(
        _ expected: ArraySlice<TraceEntry>, _ actual: ArraySlice<TraceEntry>, at i: Int, chunk: EVZReader.Chunk,
        engine: String, against: String
    ) -> Divergence {
        let expected = Array(expected), actual = Array(actual)  // only on a divergence
        // The event the differing entry belongs to: the last `.event` marker at or before it.
        var eventIndex = chunk.firstEventIndex
        var time = chunk.events.first?.time ?? 0
        for entry in (expected.count > i ? expected : actual)[...min(i, max(expected.count, actual.count) - 1)] {
            if case .event(let index, let t, _) = entry {
                eventIndex = index
                time = t
            }
        }
        let local = eventIndex - chunk.firstEventIndex
        var points: [HCPoint] = []
        if local >= 0, local < chunk.events.count, case .touches(let samples) = chunk.events[local].event {
            points = samples.map(\.location)
        }
        return Divergence(
            engine: engine, against: against, eventIndex: eventIndex, time: time, points: points,
            expected: i < expected.count ? expected[i].line : "(nothing)",
            actual: i < actual.count ? actual[i].line : "(nothing)"
        )
    }
}

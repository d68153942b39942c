import HitChain

/// A recording as the page scrubs through it: its events (time, kind, summary, touches),
/// each event's recorded delivery trace, its touches drawn over its scene, the problems the
/// reader found, and the first divergence of a replay through every engine.
///
/// What it keeps is bounded whatever the length of the recording: the first `maxEvents`
/// events and `maxTraceLines` trace lines (the rest are counted), and the picture's own
/// bounds (200 touches × 400 samples).
struct RecordingTimeline {
    static let maxEvents = 100_000
    static let maxTraceLines = 400_000

    let header: RecordingHeader
    private(set) var events: [TimedEvent] = []
    /// The recorded trace of each kept event, its `#i …` entry first.
    private(set) var traces: [[TraceEntry]] = []
    /// Events read past `maxEvents`, and trace lines past `maxTraceLines`.
    private(set) var eventsNotKept = 0
    private(set) var traceLinesNotKept = 0
    private(set) var hadTrace = true
    let problems: [String]
    let replay: ReplayResult?
    let replayError: String?
    let picture: String

    /// Reads every chunk once for the timeline and the picture, then replays the recording
    /// through every engine from the start (with a reader of its own: readers share their
    /// input).
    ///
    /// - Throws: the scene's error, when the recording's scene cannot be built.
    init(reader: EVZReader, bytes: [UInt8], progress: LoadProgress = LoadProgress()) throws(ExplorerError) {
        let file = reader.file ?? "-"
        header = reader.header
        var drawing: RecordingPicture
        do {
            drawing = try RecordingPicture(scene: reader.scene)
        } catch {
            throw ExplorerError(file: file, error.description)
        }
        var reading = reader
        var lines = 0
        progress.begin("reading the events", unit: "events")
        while let chunk = reading.nextChunk() {
            progress.set(done: chunk.firstEventIndex + chunk.events.count)
            drawing.add(events: chunk.events, trace: chunk.trace ?? [])
            for e in chunk.events {
                if events.count < Self.maxEvents {
                    events.append(e)
                    traces.append([])
                } else {
                    eventsNotKept += 1
                }
            }
            guard let trace = chunk.trace else {
                hadTrace = false
                continue
            }
            var current = chunk.firstEventIndex
            for entry in trace {
                if case .event(let i, _, _) = entry { current = i }
                guard traces.indices.contains(current), lines < Self.maxTraceLines else {
                    traceLinesNotKept += 1
                    continue
                }
                traces[current].append(entry)
                lines += 1
            }
        }
        problems = reading.problems.map(\.description)
        let total = events.count + eventsNotKept
        progress.begin("replaying through every engine", unit: "events", total: total)
        var replayer = Replayer()
        replayer.progress = { progress.set(done: $0) }
        do {
            replay = try replayer.replay(EVZReader(bytes: bytes, file: file))
            replayError = nil
        } catch {
            replay = nil
            replayError = String(describing: error)
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        picture = drawing.svg(title: "Touches of \(name)")
    }

    /// The touches of event `k` (empty for other kinds of events).
    func touches(of k: Int) -> [TouchSample] {
        guard events.indices.contains(k), case .touches(let samples) = events[k].event else { return [] }
        return samples
    }

    /// The path so far of each finger down at event `k`: its samples from its `began` (looked
    /// for at most `lookBack` events back) up to `k`, at most `maxSamples` each (the latest).
    ///
    /// - Complexity: O(lookBack · fingers).
    func paths(at k: Int, lookBack: Int = 5_000, maxSamples: Int = 400) -> [(id: Int, samples: [TouchSample])] {
        let down = touches(of: k)
        var out: [(id: Int, samples: [TouchSample])] = []
        for finger in down {
            var samples: [TouchSample] = []
            var j = k
            while j >= 0, j > k - lookBack {
                if let s = touches(of: j).first(where: { $0.id == finger.id }) {
                    samples.append(s)
                    if s.phase == .began || samples.count >= maxSamples { break }
                }
                j -= 1
            }
            out.append((finger.id, samples.reversed()))
        }
        return out
    }
}

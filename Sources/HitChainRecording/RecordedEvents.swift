public import HitChainDelivery

/// A recording's events one at a time, each with the trace entries recorded for it, read a
/// chunk at a time: what `RecordingUpgrade` copies and compares.
public struct RecordedEvents {
    /// The reader the events come from.
    public private(set) var reader: EVZReader
    private var chunk: EVZReader.Chunk?
    private var marks: [Int] = []
    private var position = 0

    /// The events of `reader`, from its first chunk.
    public init(_ reader: EVZReader) {
        self.reader = reader
    }

    /// The next event and its entries; nil at the end of what reads. A chunk whose trace is
    /// missing, or does not hold one `event` entry per event, is an error.
    public mutating func next() throws(EVZError) -> (event: TimedEvent, trace: ArraySlice<TraceEntry>)? {
        while chunk == nil || position >= chunk?.events.count ?? 0 {
            guard let next = reader.nextChunk() else { return nil }
            guard let trace = next.trace else {
                throw EVZError(
                    .corrupt("events \(next.firstEventIndex)… have no readable trace (cut off or damaged there)"),
                    file: reader.file)
            }
            marks = trace.indices.filter { if case .event = trace[$0] { return true } else { return false } }
            guard marks.count == next.events.count else {
                throw EVZError(
                    .corrupt(
                        "the trace of events \(next.firstEventIndex)… holds \(marks.count) events, not "
                            + "\(next.events.count)"), file: reader.file)
            }
            chunk = next
            position = 0
        }
        guard let chunk, let trace = chunk.trace else { return nil }
        let k = position
        position += 1
        let end = k + 1 < marks.count ? marks[k + 1] : trace.count
        return (chunk.events[k], trace[(k == 0 ? 0 : marks[k])..<end])
    }
}

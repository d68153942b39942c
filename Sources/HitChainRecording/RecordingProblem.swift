import HitChainGeometry

/// What is wrong with a recording that was still read: damage that did not stop the reading
/// (a lost trace, data after the end record), or why the reading stopped before the end
/// record. The text is made where it is shown (`description`).
public enum RecordingProblem: Hashable, Sendable, CustomStringConvertible {
    /// A trace record at `byte` follows no events record; it was skipped.
    case orphanTrace(byte: Int)
    /// Chunk `chunk` (its first event `firstEvent`) has no trace record.
    case missingTrace(chunk: Int, firstEvent: Int)
    /// The trace of chunk `chunk`, at `byte`, cannot be read.
    case damagedTrace(chunk: Int, byte: Int, reason: EVZError.Reason)
    /// Bytes follow the end record, from `byte`.
    case dataAfterEnd(byte: Int)
    /// More warnings than a reader keeps (`EVZReader.warningLimit`), counted.
    case moreWarnings(count: Int)
    /// The file ends without its end record, after `chunksRead` chunks (at `byte`).
    case noEndRecord(chunksRead: Int, byte: Int)
    /// The record at `byte` is cut off or damaged; `chunksRead` chunks before it were read.
    case damagedRecord(byte: Int, reason: EVZError.Reason, chunksRead: Int)
    /// Event `event` could not have happened (a touch that began twice, too many fingers);
    /// the events before it were replayed.
    case impossibleEvent(event: Int, problem: String)

    /// The problem as a sentence, with its byte or event.
    public var description: String {
        switch self {
        case .orphanTrace(let byte): return "a trace record at byte \(byte) follows no events record; skipped"
        case .missingTrace(let chunk, let first): return "chunk \(chunk) (events \(first)…) has no trace record"
        case .damagedTrace(let chunk, let byte, let reason):
            return "the trace of chunk \(chunk) (byte \(byte)) is \(EVZReader.describe(reason))"
        case .dataAfterEnd(let byte): return "data follows the end record at byte \(byte)"
        case .moreWarnings(let count): return "\(plural(count, "more warning")) like these"
        case .noEndRecord(let chunks, let byte):
            return "the recording ends without its end record after chunk \(chunks) (byte \(byte))"
        case .damagedRecord(let byte, let reason, let chunks):
            return "the record at byte \(byte) is \(EVZReader.describe(reason)); "
                + "read the \(plural(chunks, "complete chunk")) before it"
        case .impossibleEvent(let event, let problem):
            return "event \(event) could not have happened: \(problem); "
                + (event == 0 ? "nothing before it was replayed" : "replayed the \(plural(event, "event")) before it")
        }
    }
}

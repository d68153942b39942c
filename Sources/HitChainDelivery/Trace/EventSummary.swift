/// What an `event` trace entry prints after its time: `touches 1 began (350, 350)`.
///
/// Kept as the event itself until it is printed, so that delivering an event builds no
/// text: replay and the fuzzer compare entries, and print only the one that differs. A
/// summary read back from a version-1 recording is the printed text.
public struct EventSummary: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: Sendable {
        case event(InputEvent)
        case printed(String)
    }

    private let storage: Storage

    /// The summary of `event`, printed only when asked.
    public init(_ event: InputEvent) {
        storage = .event(event)
    }

    /// A summary as printed (read back from text).
    public init(printed: String) {
        storage = .printed(printed)
    }

    /// The summary as the trace prints it.
    public var description: String {
        switch storage {
        case .event(let event): return event.summary
        case .printed(let text): return text
        }
    }

    /// Two summaries of events compare the events (no text is built); otherwise the text.
    public static func == (a: EventSummary, b: EventSummary) -> Bool {
        switch a.storage {
        case .event(let x):
            switch b.storage {
            case .event(let y): if x == y { return true }
            case .printed: break
            }
        case .printed: break
        }
        return printedAlike(a, b)
    }

    /// The texts compared, out of line: where `==` worked them out itself, the compiler
    /// copied both summaries on every comparison, equal events included.
    @inline(never)
    private static func printedAlike(_ a: EventSummary, _ b: EventSummary) -> Bool {
        a.description == b.description
    }

    /// Hashes the text, as equality falls back to comparing it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

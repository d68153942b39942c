/// Delivers events one at a time and hands back the trace entries each one produced: the
/// loop that replay (every engine against a recording) and the fuzzer's case checker (every
/// property after every event) both run.
///
/// A class because the dispatcher's trace sink appends to it while an event is delivered.
public final class DeliveryStepper {
    public let dispatcher: EventDispatcher
    /// Whether earlier events' entries are kept (the fuzzer records the whole trace) or
    /// dropped at each step (replay holds one event's entries, whatever the file's length).
    public let keepsEarlierEvents: Bool
    /// The entries kept so far: the last event's, or every event's.
    public private(set) var entries: [TraceEntry] = []

    public init(_ dispatcher: EventDispatcher, keepsEarlierEvents: Bool = false) {
        self.dispatcher = dispatcher
        self.keepsEarlierEvents = keepsEarlierEvents
        dispatcher.retainsTrace = false
        dispatcher.traceSink = { [unowned self] in self.entries.append($0) }
    }

    /// Delivers `event` (after anything already queued) and returns what it produced, its
    /// `.event` entry first.
    ///
    /// - Complexity: O(the work of delivering the event).
    @discardableResult
    public func deliver(_ event: TimedEvent) -> ArraySlice<TraceEntry> {
        if !keepsEarlierEvents { entries.removeAll(keepingCapacity: true) }
        let start = entries.count
        dispatcher.deliver(event)
        return entries[start...]
    }
}

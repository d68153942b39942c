/// Delivers events one at a time and hands back the trace entries each one produced: the
/// loop that replay (every engine against a recording) and the fuzzer's case checker (every
/// property after every event) both run.
///
/// A class, as the dispatcher it drives is: the dispatcher collects the entries for it
/// while an event is delivered (`EventDispatcher.stepEntries`).
public final class DeliveryStepper {
    /// The dispatcher the events go through.
    public let dispatcher: EventDispatcher
    /// Whether earlier events' entries are kept (the fuzzer records the whole trace) or
    /// dropped at each step (replay holds one event's entries, whatever the file's length).
    public let keepsEarlierEvents: Bool
    /// The entries kept so far: the last event's, or every event's.
    public var entries: [TraceEntry] { dispatcher.stepEntries }

    /// A stepper over `dispatcher`, keeping only the last event's entries unless `keepsEarlierEvents`.
    public init(_ dispatcher: EventDispatcher, keepsEarlierEvents: Bool = false) {
        self.dispatcher = dispatcher
        self.keepsEarlierEvents = keepsEarlierEvents
        dispatcher.retainsTrace = false
        // The stepper takes the dispatcher's output over, as it did through the sink.
        dispatcher.traceSink = nil
        dispatcher.collectsStepEntries = true
    }

    /// Delivers `event` (after anything already queued) and returns what it produced, its
    /// `.event` entry first.
    ///
    /// - Complexity: O(the work of delivering the event).
    @discardableResult
    public func deliver(_ event: TimedEvent) -> ArraySlice<TraceEntry> {
        if !keepsEarlierEvents { dispatcher.stepEntries.removeAll(keepingCapacity: true) }
        let start = dispatcher.stepEntries.count
        dispatcher.deliver(event)
        return dispatcher.stepEntries[start...]
    }
}

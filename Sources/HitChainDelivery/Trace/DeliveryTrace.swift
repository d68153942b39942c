/// Everything event delivery did, in order: a value that can be compared, diffed, stored
/// and printed.
public struct DeliveryTrace: Hashable, Sendable {
    /// The entries, in the order delivery made them.
    public var entries: [TraceEntry]

    /// A trace of `entries`.
    public init(entries: [TraceEntry] = []) {
        self.entries = entries
    }

    /// One line per step; stable across runs and machines.
    public var text: String { entries.map { $0.line + "\n" }.joined() }

    /// The entries that belong to input event `index` (its `event` entry first).
    public func entries(forEvent index: Int) -> ArraySlice<TraceEntry> {
        guard
            let start = entries.firstIndex(where: {
                if case .event(index, _, _) = $0 { return true }; return false
            })
        else { return [] }
        var end = start + 1
        while end < entries.count {
            if case .event = entries[end] { break }
            end += 1
        }
        return entries[start..<end]
    }

    /// The index of the first entry where two traces differ, or nil when they record the same
    /// steps (`TraceEntry.isSameRecording(as:)`).
    public func firstDifference(from other: DeliveryTrace) -> Int? {
        Self.firstDifference(entries[...], other.entries[...])
    }

    /// The offset of the first entry where two runs of entries differ, or nil when they
    /// record the same steps: for comparing one event's entries without copying them.
    ///
    /// - Complexity: O(n) in the shorter run, no allocation.
    public static func firstDifference(_ a: ArraySlice<TraceEntry>, _ b: ArraySlice<TraceEntry>) -> Int? {
        comparison(a, b).firstDifference
    }

    /// `firstDifference(_:_:)`, and whether the runs are equal entry for entry (`==`), not
    /// only printed alike. Equality is transitive where printing alike is not (names are free
    /// text): two runs each equal to a third are equal, and need not be compared.
    ///
    /// - Complexity: O(n) in the shorter run, no allocation.
    public static func comparison(
        _ a: ArraySlice<TraceEntry>, _ b: ArraySlice<TraceEntry>
    ) -> (firstDifference: Int?, isEqual: Bool) {
        // Through buffer pointers, entries compared where they lie (`TraceEntry.matches(_:_:)`).
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in comparison(a, b) } }
    }

    private static func comparison(
        _ a: UnsafeBufferPointer<TraceEntry>, _ b: UnsafeBufferPointer<TraceEntry>
    ) -> (firstDifference: Int?, isEqual: Bool) {
        // The same run twice (a trace compared with itself) is equal; otherwise entry `i` of
        // one is never entry `i` of the other, as `matches(_:_:)` requires.
        if a.baseAddress == b.baseAddress, a.count == b.count { return (nil, true) }
        let a = UnsafeMutableBufferPointer(mutating: a)  // lent to `matches`, which writes nothing
        let b = UnsafeMutableBufferPointer(mutating: b)
        var isEqual = a.count == b.count
        for i in 0..<Swift.min(a.count, b.count) where !TraceEntry.matches(&a[i], &b[i]) {
            // `isSameRecording(as:)`, noting which way the entries matched.
            isEqual = false
            guard a[i].line == b[i].line else { return (i, false) }
        }
        return (a.count == b.count ? nil : Swift.min(a.count, b.count), isEqual)
    }
}

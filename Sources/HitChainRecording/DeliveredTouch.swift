/// Where a touch went on the device, as the app's own window saw it: the view UIKit
/// delivered the touch to (`UITouch.view` when it began), by the name the recording's scene
/// gives that view. A device recording stores these in place of a trace (it has no model to
/// make one), and replay compares them with the view the model hit-tests the touch to
/// (docs/evz-format.md, "Delivered record").
public struct DeliveredTouch: Hashable, Sendable {
    /// The index in the recording of the event where the touch began.
    public var eventIndex: Int
    /// The touch's id in the recording's events.
    public var touch: Int
    /// The scene name of the view the touch was delivered to; nil when it reached no view.
    public var view: String?

    /// Touch `touch` of event `eventIndex`, delivered to the view named `view`.
    public init(eventIndex: Int, touch: Int, view: String?) {
        self.eventIndex = eventIndex
        self.touch = touch
        self.view = view
    }
}

/// The body of a delivered record (`0x05`): a string table, then one entry per touch — its
/// event's offset in the chunk, its id and its view (docs/evz-format.md, "Delivered record").
enum DeliveredChunkCodec {
    static func encode(_ entries: [DeliveredTouch], firstEvent: Int) -> [UInt8] {
        var table: [String] = []
        var index: [String: Int] = [:]
        for e in entries {
            guard let v = e.view, index[v] == nil else { continue }
            index[v] = table.count
            table.append(v)
        }
        var w = ByteWriter()
        w.varint(table.count)
        for s in table { w.string(s) }
        w.varint(entries.count)
        for e in entries {
            w.varint(e.eventIndex - firstEvent)
            w.zigzag(Int64(e.touch))
            w.varint(e.view.flatMap { index[$0].map { $0 + 1 } } ?? 0)
        }
        return w.bytes
    }

    static func decode(
        _ body: [UInt8], firstEvent: Int, count: Int
    ) throws(EVZError.Reason) -> [DeliveredTouch] {
        var r = ByteReader(body)
        // Each string takes at least its length byte, each entry at least three bytes.
        let stringCount = try r.count(limit: r.remaining, "the delivered record's string count")
        var table: [String] = []
        for _ in 0..<stringCount { table.append(try r.string()) }
        let entryCount = try r.count(limit: r.remaining / 3, "the delivered record's entry count")
        var entries: [DeliveredTouch] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            let offset = try r.count(limit: count - 1, "a delivered touch's event")
            let id = Int(truncatingIfNeeded: try r.zigzag())
            let view = try r.count(limit: table.count, "a delivered touch's view")
            entries.append(
                DeliveredTouch(eventIndex: firstEvent + offset, touch: id, view: view == 0 ? nil : table[view - 1]))
        }
        guard r.isAtEnd else { throw .corrupt("\(r.remaining) bytes are left after the delivered touches") }
        return entries
    }
}

public import HitChainDelivery
public import SnapshotTesting

extension Snapshotting where Value == DeliveryTrace, Format == String {
    /// A delivery trace as text, one line per step (`DeliveryTrace.text`): the same on every run
    /// and machine, since time is the virtual clock's and names come from the scene.
    ///
    ///     assertSnapshot(of: eventGenerator.trace, as: .trace)
    public static var trace: Snapshotting { SimplySnapshotting.lines.pullback(\.text) }
}

extension Snapshotting where Value == [TraceEntry], Format == String {
    /// Trace entries as text, one line per step (what `EventSynthesizer` returns).
    public static var trace: Snapshotting { SimplySnapshotting.lines.pullback { DeliveryTrace(entries: $0).text } }
}

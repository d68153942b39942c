public import HitChainDelivery
public import HitChainKit
public import HitChainScene

/// Attaches to an application's dispatcher and writes each event as it is dispatched, with
/// the trace entries its delivery produced, to an `.evz` file. Nothing is kept in memory
/// beyond the chunk being written.
public final class Recorder {
    /// The dispatcher whose events are recorded.
    public let dispatcher: EventDispatcher
    /// The writer the recording goes to.
    public let writer: EVZWriter
    private var entries: [TraceEntry] = []
    /// Events recorded so far.
    public private(set) var eventCount = 0

    /// Builds the application from `scene` (the views whose class `registry` knows as the
    /// user's classes) and opens `path` for writing.
    public init(
        scene: HCScene, path: String, header: RecordingHeader, registry: ViewClassRegistry = ViewClassRegistry(),
        hitTester: any HitTesting = ReferenceHitTester()
    ) throws {
        let app = try UIApplication(scene: scene, registry: registry)
        dispatcher = EventDispatcher(application: app, hitTester: hitTester)
        writer = try EVZWriter(path: path, header: header, scene: scene)
        dispatcher.retainsTrace = false
        dispatcher.traceSink = { [unowned self] in self.entries.append($0) }
    }

    /// Dispatches one event and writes it with its trace.
    public func record(_ event: TimedEvent) throws(EVZError) {
        entries.removeAll(keepingCapacity: true)
        dispatcher.deliver(event)
        try writer.append(event, trace: entries)
        eventCount += 1
    }

    /// Writes the last chunk and renames the file into place.
    public func finish() throws(EVZError) {
        try writer.finish()
    }

    /// Records `events` played on `scene` to `path`: the scene, the events and the trace the
    /// reference delivers, with the user's classes built by `registry`. What an
    /// `EventSynthesizer` sent, recorded: `record(scene: Scene(snapshotOf: app) taken before,
    /// events: synthesizer.events, …)`.
    public static func record(
        scene: HCScene, events: [TimedEvent], registry: ViewClassRegistry = ViewClassRegistry(), to path: String,
        source: String = "hitchain"
    ) throws {
        let recorder = try Recorder(
            scene: scene, path: path, header: header(for: scene, source: source), registry: registry)
        for e in events { try recorder.record(e) }
        try recorder.finish()
    }

    /// A header for events played on `scene`'s screen, with coordinates in pixels.
    public static func header(for scene: HCScene, source: String) -> RecordingHeader {
        RecordingHeader(
            screenWidth: scene.screen.size.width, screenHeight: scene.screen.size.height,
            screenScale: scene.screen.scale,
            unitsPerPoint: scene.screen.scale, source: source
        )
    }
}

public import HitChainDelivery
public import HitChainGeometry
public import HitChainScene

/// One generated case: a scene, an event stream played on it, and extra screen points
/// whose hit-test answer every engine must agree on (probed before the events and again
/// after them). A value: cases are generated, checked, shrunk, saved and compared as data.
public struct FuzzCase: Hashable, Sendable {
    /// The scene.
    public var scene: HCScene
    /// The events delivered to it.
    public var events: [TimedEvent]
    /// Screen points every engine is asked about, before and after the events.
    public var probes: [HCPoint]
    /// What the generator put in (for statistics); not part of the case's identity.
    public var features: Set<FuzzFeature>

    /// A case of `events` on `scene`, probed at `probes`.
    public init(scene: HCScene, events: [TimedEvent], probes: [HCPoint] = [], features: Set<FuzzFeature> = []) {
        self.scene = scene
        self.events = events
        self.probes = probes
        self.features = features
    }

    /// Whether the stream ends settled: no touch down and an idle event last, two seconds
    /// after the event before it, so every recognizer timer has fired.
    public var isSettled: Bool {
        guard let last = events.last, case .idle = last.event else { return false }
        let before = events.count >= 2 ? events[events.count - 2].time : 0
        return last.time - before >= 2 && touchIDs.count == endedTouchCount
    }

    private var endedTouchCount: Int {
        var n = 0
        for e in events {
            if case .touches(let samples) = e.event {
                n += samples.filter { $0.phase == .ended || $0.phase == .cancelled }.count
            }
        }
        return n
    }

    /// Windows included.
    public var viewCount: Int { scene.views.count }

    /// Distinct touches in the stream.
    public var touchCount: Int {
        var ids = Set<Int>()
        for e in events {
            if case .touches(let samples) = e.event { for s in samples { ids.insert(s.id) } }
        }
        return ids.count
    }

    /// "3 views (1 window), 2 events, 1 touch, 0 probes".
    public var sizeDescription: String {
        let windows = scene.windows.count
        let c = scene.viewControllers.count
        var parts = ["\(plural(viewCount, "view")) (\(plural(windows, "window")))"]
        if c > 0 { parts.append(plural(c, "controller")) }
        parts.append(plural(events.count, "event"))
        parts.append(plural(touchCount, "touch", "touches"))
        if !probes.isEmpty { parts.append(plural(probes.count, "probe point")) }
        return parts.joined(separator: ", ")
    }
}

public import HitChainDelivery
public import HitChainGeometry
public import HitChainScene

/// One generated case: a scene, an event stream played on it, and extra screen points
/// whose hit-test answer every engine must agree on (probed before the events and again
/// after them). A value: cases are generated, checked, shrunk, saved and compared as data.
public struct FuzzCase: Hashable, Sendable {
    public var scene: Scene
    public var events: [TimedEvent]
    public var probes: [Point]
    /// What the generator put in (for statistics); not part of the case's identity.
    public var features: Set<FuzzFeature>

    public init(scene: Scene, events: [TimedEvent], probes: [Point] = [], features: Set<FuzzFeature> = []) {
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
        var parts = ["\(viewCount) view\(viewCount == 1 ? "" : "s") (\(windows) window\(windows == 1 ? "" : "s"))"]
        if c > 0 { parts.append("\(c) controller\(c == 1 ? "" : "s")") }
        parts.append("\(events.count) event\(events.count == 1 ? "" : "s")")
        parts.append("\(touchCount) touch\(touchCount == 1 ? "" : "es")")
        if !probes.isEmpty { parts.append("\(probes.count) probe point\(probes.count == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }
}

/// Limits and switches for case generation.
public struct GeneratorOptions: Sendable, Hashable {
    public var features: FeatureSelection
    /// The largest scene, in views (windows included).
    public var maxViews: Int
    /// About how many events a case gets (at most; a gesture is never cut).
    public var maxEvents: Int
    public var probes: Int

    public init(
        features: FeatureSelection = FeatureSelection(), maxViews: Int = 2000, maxEvents: Int = 16, probes: Int = 24
    ) {
        self.features = features
        self.maxViews = maxViews
        self.maxEvents = maxEvents
        self.probes = probes
    }

    /// The features a run of `cases` cases must exercise, or it is vacuous: every reachable
    /// one when the user named them, else those it can expect to reach five times or more
    /// (`FuzzFeature.typicalShare`, halved under swarm testing).
    public func required(cases: Int) -> Set<FuzzFeature> {
        guard !features.isExplicit else { return reachable }
        let factor = features.swarm ? 0.5 : 1
        return reachable.filter { Double(cases) * $0.typicalShare * factor >= 5 }
    }

    /// The features a run with these options can reach at all (the vacuity check asks for
    /// no more than this).
    public var reachable: Set<FuzzFeature> {
        var set = features.enabled.filter { $0.minimumViews <= maxViews }
        if maxEvents < 1 { set.subtract(FuzzFeature.allCases.filter { $0.group == "event" || $0.group == "change" }) }
        if maxViews < 2 {
            // A window alone: no view to put a flag, override or recognizer on, nothing to aim at.
            set = set.filter { $0.group == "event" || $0 == .uniformPoint }
        }
        if maxEvents < 1, probes < 1 { set.subtract(FuzzFeature.allCases.filter { $0.group == "point" }) }
        // Features that only occur with another one.
        let needs: [(FuzzFeature, [FuzzFeature])] = [
            (.disabledControl, [.control]), (.controlTargetActions, [.control]), (.hiddenWindow, [.multipleWindows]),
            (.recognizerDelays, [.gestureRecognizer]), (.recognizerNotCancelling, [.gestureRecognizer]),
            (.disabledRecognizer, [.gestureRecognizer]), (.simultaneousRecognition, [.gestureRecognizer]),
            (.requireToFail, [.gestureRecognizer]), (.ulpNudge, [.edgePoint, .cornerPoint]),
            (.dragLeavingView, [.drag, .cancel]),
            (.presentedViewController, [.rootViewController, .childViewController]),
            (.asymmetricSlop, [.pointInsideInset]), (.slopEdgePoint, [.pointInsideInset]),
            (.wideChildPoint, [.wideParent]),
            (.crossWindowForward, [.hitTestForward]), (.crossWindowForward, [.multipleWindows]),
            (.forwardToSkippedTarget, [.hitTestForward]),
            (.forwardChain, [.hitTestForward]), (.changeWhileTouching, [.drag, .cancel, .multiTouch, .longPress]),
            (.arbitraryRotation, [.rotation]),
        ]
        for (feature, anyOf) in needs where !anyOf.contains(where: set.contains) { set.remove(feature) }
        return set
    }
}

/// Makes the case for an entropy source.
public enum CaseGenerator {
    public static func make(_ e: inout Entropy, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        let on = FeatureBits(options.features.draw(&e))
        var scenes = SceneGenerator(on: on, maxViews: options.maxViews)
        let generated = scenes.make(&e)
        var events = EventGenerator(scene: generated, parents: scenes.parents, on: on, used: scenes.used)
        events.make(count: e.int(in: min(1, options.maxEvents)...max(options.maxEvents, 0)), &e)
        if generated.views.contains(where: { !$0.gestureRecognizers.isEmpty }), !events.events.isEmpty {
            events.settle()
        }
        var used = events.used
        var aimer = PointAimer(scene: generated, parents: scenes.parents, wideParents: scenes.wideParents)
        let probes = (0..<options.probes).map { _ in aimer.point(&e, on: on, used: &used) }
        return FuzzCase(scene: generated.canonicalized(), events: events.events, probes: probes, features: used.set)
    }

    /// Case `index` of the run with `seed`.
    public static func make(seed: UInt64, index: Int, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        var e = Entropy(seed: Entropy.caseSeed(run: seed, index: index))
        return make(&e, options: options)
    }
}

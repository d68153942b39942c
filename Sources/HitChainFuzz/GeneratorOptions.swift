import HitChainDelivery
import HitChainGeometry
public import HitChainScene

/// Limits and switches for case generation.
public struct GeneratorOptions: Sendable, Hashable {
    /// The features cases may have.
    public var features: FeatureSelection
    /// The largest scene, in views (windows included).
    public var maxViews: Int
    /// About how many events a case gets (at most; a gesture is never cut).
    public var maxEvents: Int
    /// Probe points per case.
    public var probes: Int
    /// Real screens to start cases from (`hitchain fuzz --scenes`), mutated, instead of
    /// generated scenes.
    public var seedScenes: [HCScene]

    /// Options with the CLI's defaults.
    public init(
        features: FeatureSelection = FeatureSelection(), maxViews: Int = 2000, maxEvents: Int = 16, probes: Int = 24,
        seedScenes: [HCScene] = []
    ) {
        self.features = features
        self.maxViews = maxViews
        self.maxEvents = maxEvents
        self.probes = probes
        self.seedScenes = seedScenes
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
        if !seedScenes.isEmpty {
            // Real screens: their structure is what it is; only what the mutator, the
            // events and the points add can be asked for.
            set = set.filter { ["event", "change", "point"].contains($0.group) || SceneMutator.features.contains($0) }
        }
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

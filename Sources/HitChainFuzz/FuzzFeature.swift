import Foundation

/// Everything the generators can put into a case. Each case records which features it
/// actually exercised; the run's statistics count them, a run that never exercised a
/// feature it was asked for fails (a vacuous run must not pass), and swarm mode switches a
/// random subset off per case.
public enum FuzzFeature: String, CaseIterable, Hashable, Sendable, Comparable {
    // Scene structure
    case multipleWindows, windowLevels, hiddenWindow, windowScenes, windowFlags
    case rootViewController, childViewController, presentedViewController
    case deepNesting, wideParent, largeScene
    // Geometry
    case rotation, arbitraryRotation, shear, scale, flip, zeroScale, scrolledBounds, fractionalCoordinates
    case emptySize, negativeSize, outOfBoundsChild
    // Flags
    case hidden, alphaZero, alphaJustBelow, alphaOnePercent, alphaJustAbove
    case userInteractionDisabled, control, disabledControl, textInput, multipleTouch, exclusiveTouch
    // Overrides
    case pointInsideInset, asymmetricSlop, pointInsideNever, pointInsideOverSubviews
    case hitTestPassThrough, hitTestSelfOnly, hitTestForward, crossWindowForward, forwardToSkippedTarget, forwardChain
    case touchHandlers, callsSuper
    // The vocabulary's newer overrides (drawn from a side stream: see `isSideStream`)
    case pointInsideShape, pointInsideMinimumSize, pointInsideBoundsOf, pointInsideSubviews
    case hitTestRedirect, hitTestOnlySubviews, hitTestSelfWhenInside
    // Gesture recognizers and controls
    case gestureRecognizer, recognizerDelays, recognizerNotCancelling, disabledRecognizer, simultaneousRecognition,
        requireToFail, recognizerPair
    case controlTargetActions
    case scrollView, scrollViewFlags, recognizerDelegate, declaredNext, canPerformAnswer
    // Events
    case tap, drag, dragLeavingView, multiTouch, cancel, shake, remoteControl, press
    case routerMessage, targetedAction, nilTargetedAction, editingMenu, firstResponderChange, hierarchyMutation
    case longPress, doubleTap, swipe, pinch, idle, pressPhases, scrollDrag, cancelDependency
    case aimedAtHandler, sameViewTouches, firstResponderSequence, longPressEdge, toleranceEdge
    // Run-time changes, between events and while a finger is down
    case geometryChange, scrollChange, flagChange, overrideChange, subviewReorder
    case windowLevelChange, windowFlagChange, windowRemoval, changeWhileTouching
    // Points
    case uniformPoint, edgePoint, cornerPoint, ulpNudge, slopEdgePoint, wideChildPoint
    // Added later, each drawn from a side stream (`isSideStream`): UIKit-style subclasses written
    // in Swift (`FuzzCatalogue`), and the reach of the newer delivery rules
    case userSubclass
    case oneFingerPinch, threeFingerPinch, oneSidedSimultaneity, nestedReceive, pressPerPhase
    case fittedScrollView, nestedScrollView
    case pressAcrossFirstResponder, viewRefusesGestures
    case recognizerSubclass, pendingLayout, directionalLock, bounceSettings
    case pressRecognizer, changingDelegateAnswers

    /// Features sort by name.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The groups of the statistics table, in order.
    public static let groups = ["structure", "geometry", "flag", "override", "gesture", "event", "change", "point"]

    /// The group a feature is listed under in the statistics table.
    public var group: String {
        switch self {
        case .multipleWindows, .windowLevels, .hiddenWindow, .windowScenes, .windowFlags, .rootViewController,
            .childViewController, .presentedViewController,
            .deepNesting, .wideParent, .largeScene:
            return "structure"
        case .rotation, .arbitraryRotation, .shear, .scale, .flip, .zeroScale, .scrolledBounds, .fractionalCoordinates,
            .emptySize, .negativeSize,
            .outOfBoundsChild:
            return "geometry"
        case .hidden, .alphaZero, .alphaJustBelow, .alphaOnePercent, .alphaJustAbove, .userInteractionDisabled,
            .control, .disabledControl,
            .textInput, .multipleTouch, .exclusiveTouch:
            return "flag"
        case .pointInsideInset, .asymmetricSlop, .pointInsideNever, .pointInsideOverSubviews, .hitTestPassThrough,
            .hitTestSelfOnly,
            .hitTestForward, .crossWindowForward, .forwardToSkippedTarget, .forwardChain, .touchHandlers, .callsSuper,
            .pointInsideShape, .pointInsideMinimumSize, .pointInsideBoundsOf, .pointInsideSubviews, .hitTestRedirect,
            .hitTestOnlySubviews, .hitTestSelfWhenInside, .userSubclass, .recognizerSubclass, .pendingLayout:
            return "override"
        case .gestureRecognizer, .recognizerDelays, .recognizerNotCancelling, .disabledRecognizer,
            .simultaneousRecognition, .requireToFail, .recognizerPair,
            .controlTargetActions, .scrollView, .scrollViewFlags, .recognizerDelegate, .declaredNext,
            .canPerformAnswer, .oneSidedSimultaneity, .nestedReceive, .pressPerPhase, .fittedScrollView,
            .nestedScrollView, .viewRefusesGestures, .directionalLock, .bounceSettings, .pressRecognizer,
            .changingDelegateAnswers:
            return "gesture"
        case .tap, .drag, .dragLeavingView, .multiTouch, .cancel, .shake, .remoteControl, .press, .routerMessage,
            .targetedAction,
            .nilTargetedAction, .editingMenu, .firstResponderChange, .hierarchyMutation, .longPress, .doubleTap, .swipe,
            .pinch, .idle, .aimedAtHandler, .sameViewTouches, .firstResponderSequence, .longPressEdge, .toleranceEdge,
            .pressPhases, .scrollDrag, .cancelDependency, .oneFingerPinch, .threeFingerPinch,
            .pressAcrossFirstResponder:
            return "event"
        case .geometryChange, .scrollChange, .flagChange, .overrideChange, .subviewReorder, .windowLevelChange,
            .windowFlagChange, .windowRemoval,
            .changeWhileTouching:
            return "change"
        case .uniformPoint, .edgePoint, .cornerPoint, .ulpNudge, .slopEdgePoint, .wideChildPoint:
            return "point"
        }
    }

    /// Features added after seeds were published: their choices come from side streams
    /// (`Entropy.sideStream`), so a seed makes the same case as before wherever they are not used.
    public var isSideStream: Bool {
        switch self {
        case .pointInsideShape, .pointInsideMinimumSize, .pointInsideBoundsOf, .pointInsideSubviews, .hitTestRedirect,
            .hitTestOnlySubviews, .hitTestSelfWhenInside, .userSubclass, .oneFingerPinch, .threeFingerPinch,
            .oneSidedSimultaneity, .nestedReceive, .pressPerPhase, .fittedScrollView, .nestedScrollView,
            .pressAcrossFirstResponder, .viewRefusesGestures, .recognizerSubclass, .pendingLayout, .directionalLock,
            .bounceSettings, .pressRecognizer, .changingDelegateAnswers:
            return true
        default: return false
        }
    }

    /// Features that only large cases reach; a run with `--max-views` below this many views
    /// is not asked for them.
    public var minimumViews: Int {
        switch self {
        case .largeScene: return 300
        case .deepNesting: return 25
        case .wideParent, .wideChildPoint: return 17
        default: return 0
        }
    }

    /// The least share of cases that exercise the feature with the default options (measured
    /// on 3 000-case runs and rounded down by about a third; `GeneratorTests` keeps it true).
    /// A run that did not name its features is asked only for those it can expect to reach
    /// at least five times: missing one by chance is then under 1 %.
    public var typicalShare: Double {
        switch self {
        case .largeScene: return 0.009
        case .deepNesting: return 0.028
        case .hiddenWindow, .crossWindowForward: return 0.04
        case .forwardChain: return 0.045
        case .changeWhileTouching: return 0.045
        case .sameViewTouches: return 0.025
        case .drag, .dragLeavingView: return 0.06
        case .forwardToSkippedTarget: return 0.09
        case .overrideChange, .swipe: return 0.07
        case .tap, .doubleTap, .longPressEdge, .windowFlagChange: return 0.07
        // Measured on 3 000-case runs of seeds 3 and 7 and rounded down by about a third.
        case .oneFingerPinch: return 0.02
        case .threeFingerPinch: return 0.035
        case .oneSidedSimultaneity, .nestedScrollView: return 0.05
        case .nestedReceive, .fittedScrollView: return 0.06
        case .pressAcrossFirstResponder: return 0.07
        // 0.0985 on seed 11 once presses could carry a first-responder change (issue 49).
        case .scrollChange: return 0.09
        // 0.0995 on seed 11 once presses reached recognizers and locks grew scroll views' content (issue 49).
        case .remoteControl: return 0.09
        // 0.0995 on seed 11 once the scroll settings and presses joined the generator (issue 49).
        case .subviewReorder: return 0.09
        default: return 0.1
        }
    }
}

/// The features a case may use, with swarm testing (Groce et al.): each case switches a
/// random subset off, so rare combinations are not drowned by common ones.
public struct FeatureSelection: Sendable, Hashable {
    /// The features a case may have.
    public var enabled: Set<FuzzFeature>
    /// Swarm mode: each case switches a random half of `enabled` off.
    public var swarm: Bool
    /// Whether the user named the features (`--features`): then every reachable one is
    /// required of the run, however short it is.
    public var isExplicit: Bool

    /// A selection of `enabled` features.
    public init(enabled: Set<FuzzFeature> = Set(FuzzFeature.allCases), swarm: Bool = false, isExplicit: Bool = false) {
        self.enabled = enabled
        self.swarm = swarm
        self.isExplicit = isExplicit
    }

    /// The features case generation may use this time.
    func draw(_ e: inout Entropy) -> Set<FuzzFeature> {
        guard swarm else { return enabled }
        var on = Set<FuzzFeature>()
        var side = e.sideStream(0x5eed_f00d)
        for f in FuzzFeature.allCases where enabled.contains(f) {
            if f.isSideStream ? side.chance(0.5) : e.chance(0.5) { on.insert(f) }
        }
        return on
    }
}

public import HitChainGeometry

/// The properties checked on every case.
public enum FuzzProperty: String, CaseIterable, Hashable, Sendable {
    /// Every engine returns the reference's view (and window) for every point.
    case hitTestAgreement
    /// Dispatch through each engine gives the reference's delivery trace.
    case traceAgreement
    /// Every responder's chain matches docs/semantics.md's rules computed from the scene.
    case chainRules
    /// Router and action messages visit a prefix of the sender's chain, reach exactly the
    /// first interested responder, and end.
    case messageRouting
    /// Each delivered touch ends or is cancelled exactly once, at the view where it began.
    case touchLifecycle
    /// Every recognizer state change is allowed by the state machine, and each touch
    /// sequence ends with the recognizer in a final state, then reset.
    case recognizerLifecycle
    /// A control tracks one touch at a time and ends or cancels it exactly once.
    case controlTracking
    /// Every become / resign follows `canBecomeFirstResponder`, `canResignFirstResponder`
    /// and window membership as the model works them out from the scene and the events; a
    /// first responder that leaves its window resigns.
    case firstResponder
    /// Exclusive-touch and multiple-touch keep touches from views (and recognizers) as the
    /// scene's flags say; any other touch on an unwatched view reaches it.
    case touchAdmission
    /// Recognizers delay, cancel and wait (`delaysTouchesBegan`, `delaysTouchesEnded`,
    /// `cancelsTouchesInView`, `requiresFailureOf`) as their flags say.
    case recognizerEffects
    /// Timers fire after their deadline; long presses wait their duration, pans their
    /// movement; a tap whose finger moved too far is not recognized.
    case gestureTiming
    /// A control's touch up / drag inside or outside follows its bounds grown by its tolerance.
    case controlGeometry
    /// Each recognizer receives exactly the touches UIKit gives it: those beginning on its view
    /// or below, while it is enabled and not waiting for its reset, that its delegate lets it
    /// receive and exclusive touch does not hold back.
    case recognizerAdmission
    /// When a recognizer begins or recognizes, every recognizer sharing a touch with it that
    /// may not recognize simultaneously (and that it can prevent) fails in the same event.
    case exclusiveRecognition
    /// A recognizer that requires another to fail fails as soon as that one begins or
    /// recognizes, and never recognizes before its reset — a later cancellation is not failure.
    case failureRequirement
    /// A recognizer whose delegate answers `gestureRecognizerShouldBegin` no never begins.
    case recognizerDelegate
    /// A recognizer without a failure requirement decides (begins, recognizes or fails) in the
    /// event its gesture is complete: it is never kept waiting.
    case promptRecognition
    /// Scroll views: the content offset follows the drag within the content; a drag takes a
    /// touch the content tracks only when `canCancelContentTouches` and
    /// `touchesShouldCancel(in:)` allow; `touchesShouldBegin` keeps touches from the content.
    case scrollViews
    /// The questions asked of user code are asked when UIKit asks them, as often: a delegate's
    /// `shouldReceive` for the event and the touch once, as the touch begins; its failure
    /// requirements once per attempt to recognize; a scroll view's `touchesShouldBegin` at
    /// touch-down without `delaysContentTouches`, else when its content's touchesBegan is
    /// delivered.
    case delegateQuestions
    /// Recognizers and presses: a press reaches only recognizers on its responder's chain that
    /// allow its type and whose delegate does not refuse it; a recognition by one that saw it
    /// (with `cancelsTouchesInView`) takes it from its responder — `pressesCancelled`, and none
    /// of its later phases.
    case pressRecognition
    /// A scene's declared delegate answers: the Nth time a question with a list of answers is
    /// asked, the answer is the list's Nth (its last once the list is used up), and a no fails the
    /// recognizer in that attempt.
    case declaredAnswers
    /// The views that need layout are laid out at the start of the next event, before anything
    /// of it is delivered, each after the views above it; nothing is laid out unasked.
    case layoutBeforeDelivery
    /// Recording the case as `.evz` and reading it back gives the same scene, events and trace.
    case recordingRoundTrip
    /// Replaying the case again gives the same trace.
    case deterministicReplay
    /// A saved case delivered through the reference and every engine gives the trace stored
    /// in its file, as `hitchain replay` checks: a dispatcher change that no property sees
    /// still fails here.
    case storedTrace
    /// The generated case itself is invalid (a generator bug, or a user case that is).
    case invalidCase
    /// A user's class answers `hitTest(_:with:)` and `point(inside:with:)` the same when asked
    /// the same twice (`UserClassFuzzing`).
    case overridePurity
    /// A property the user asked of their classes (`UserClassProperty`) holds.
    case userClassProperty
    /// Every view of the catalogue's Swift subclasses (`FuzzCatalogue`) answers hit-tests as
    /// its declarative twin does: the walk calls the Swift overrides as UIKit would.
    case subclassTwin
}

extension FuzzProperty {
    /// Engines compared with the reference.
    public static let agreement: Set<FuzzProperty> = [.hitTestAgreement, .traceAgreement]
    /// The properties that compute what delivery must do from the scene and the events
    /// alone: what catches a dispatcher bug every engine shares.
    public static let deliveryExpectations: Set<FuzzProperty> = [
        .chainRules, .messageRouting, .touchLifecycle, .recognizerLifecycle, .controlTracking, .firstResponder,
        .touchAdmission, .recognizerEffects, .gestureTiming, .controlGeometry, .recognizerAdmission,
        .exclusiveRecognition, .failureRequirement, .recognizerDelegate, .scrollViews, .promptRecognition,
        .delegateQuestions, .pressRecognition, .declaredAnswers,
        .layoutBeforeDelivery,
    ]
}

/// A property that did not hold: which, where (engine, event, point) and expected versus
/// actual, in words a user can act on.
public struct FuzzFailure: Hashable, Sendable, CustomStringConvertible {
    /// The property that did not hold.
    public var property: FuzzProperty
    /// The engine that disagreed, when an engine did.
    public var engine: String?
    /// The event index the failure shows at, when it is about an event.
    public var eventIndex: Int?
    /// The screen point, when it is about one.
    public var point: HCPoint?
    /// What the property expected, in words.
    public var expected: String
    /// What happened, in words.
    public var actual: String
    /// One sentence on what failed.
    public var detail: String
    /// For a hit-test disagreement: the names of the views the reference and the engine
    /// answered (nil: nothing), for pictures and tools; `expected` / `actual` say it in words.
    public var expectedView: String?
    /// The view the engine answered (nil: nothing).
    public var actualView: String?

    /// A failure of `property`, with where and what.
    public init(
        _ property: FuzzProperty, engine: String? = nil, eventIndex: Int? = nil, point: HCPoint? = nil,
        expected: String = "", actual: String = "",
        detail: String
    ) {
        self.property = property
        self.engine = engine
        self.eventIndex = eventIndex
        self.point = point
        self.expected = expected
        self.actual = actual
        self.detail = detail
    }

    /// Whether `other` is the same bug for shrinking: the same engine and the same
    /// property — where a wrong hit-test answer at a probe point and a wrong trace for a
    /// touch at that point count as the same.
    func matches(_ other: FuzzFailure) -> Bool {
        let agreement = FuzzProperty.agreement
        return engine == other.engine
            && (property == other.property || (agreement.contains(property) && agreement.contains(other.property)))
    }

    /// One line for CI annotations and summaries:
    /// `hitTestAgreement: mutant:x at (375, 559): expected w2 (window "w2"), actual nothing`.
    public var oneLine: String {
        func first(_ text: String) -> String {
            text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        var s = property.rawValue
        if let engine { s += ": \(engine)" }
        if let eventIndex { s += " at event #\(eventIndex)" }
        if let point { s += " at \(point)" }
        if expected.isEmpty, actual.isEmpty { return s + ": " + first(detail) }
        return s + ": expected \(first(expected)), actual \(first(actual))"
    }

    /// The failure as the report prints it: the sentence, then engine, event, point, expected and actual.
    public var description: String {
        var s = "\(property.rawValue): \(detail)"
        if let engine { s += "\n  engine:   \(engine)" }
        if let eventIndex { s += "\n  event:    #\(eventIndex)" }
        if let point { s += "\n  point:    \(point)" + (UlpNote.note(point).map { " (\($0))" } ?? "") }
        if !expected.isEmpty || !actual.isEmpty {
            s += "\n  expected: \(expected)\n  actual:   \(actual)"
        }
        return s
    }
}

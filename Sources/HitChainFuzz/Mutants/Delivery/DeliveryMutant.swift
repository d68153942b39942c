package import HitChainKit

/// Every plausible delivery bug the project keeps, named once: each case is a
/// `DeliveryMutation` type in this folder, one per rule the fuzzer checks independently.
public enum DeliveryMutant: String, CaseIterable, Hashable, Sendable {
    case becomesWithoutCanBecome
    case becomesOutsideWindow
    case resignIgnoresCanResign
    case motionSkipsFirstResponder
    case actionsStartAtSender
    case multipleTouchIgnored
    case exclusiveTouchIgnored
    case cancelsTouchesIgnored
    case delaysBeganIgnored
    case delaysEndedIgnored
    case requiredFailureIgnored
    case timersFireAFrameEarly
    case toleranceIgnored
    case twoFingerEndsOnFirstLift
    case canPerformAnswerIgnored
    case declaredNextIgnored
    case shouldBeginIgnored
    case shouldReceiveIgnored
    case simultaneousByDefault
    case cancelCountsAsFailure
    case canCancelContentTouchesIgnored
    case touchesShouldCancelIgnored
    case touchesShouldBeginIgnored
    case delaysContentTouchesIgnored
    case scrollOppositeToFinger
    case pressCancelledAsEnded
    case pressChangedDropped
    case admitsWhileAwaitingReset
    case disabledRecognizerAdmitted
    case scrollAxisSwapped
    case contentTouchesHeldUntilLift
    case requiredToFailByIgnored
    case waitsForCompetitors
    case pinchFollowsLatestFingers
    case pressAnsweredAsBegan
    case shouldReceiveListedViewsOnly
    case simultaneityAskedOneWay
    case subclassOverridesNotCalled
    case failureReleasesAfterReset
    case pressFollowsFirstResponder
    case requirementsAskedEachTime
    case contentQuestionAtTouchDown
    case viewShouldBeginIgnored
    case allowedPressTypesIgnored
    case pressShouldReceiveIgnored
    case recognizedPressNotCancelled
    case declaredAnswerFixed
    case layoutAfterDelivery
    case directionalLockIgnored
    case bounceIgnored
    case alwaysBounceIgnored
    case staysPastTheEdge
    case decelerationIgnored
    case decelerationNotStopped
    case stoppingTouchReachesContent

    /// The mutant's type.
    package var mutation: any DeliveryMutation.Type {
        switch self {
        case .becomesWithoutCanBecome: return BecomesWithoutCanBecome.self
        case .becomesOutsideWindow: return BecomesOutsideWindow.self
        case .resignIgnoresCanResign: return ResignIgnoresCanResign.self
        case .motionSkipsFirstResponder: return MotionSkipsFirstResponder.self
        case .actionsStartAtSender: return ActionsStartAtSender.self
        case .multipleTouchIgnored: return MultipleTouchIgnored.self
        case .exclusiveTouchIgnored: return ExclusiveTouchIgnored.self
        case .cancelsTouchesIgnored: return CancelsTouchesIgnored.self
        case .delaysBeganIgnored: return DelaysBeganIgnored.self
        case .delaysEndedIgnored: return DelaysEndedIgnored.self
        case .requiredFailureIgnored: return RequiredFailureIgnored.self
        case .timersFireAFrameEarly: return TimersFireAFrameEarly.self
        case .toleranceIgnored: return ToleranceIgnored.self
        case .twoFingerEndsOnFirstLift: return TwoFingerEndsOnFirstLift.self
        case .canPerformAnswerIgnored: return CanPerformAnswerIgnored.self
        case .declaredNextIgnored: return DeclaredNextIgnored.self
        case .shouldBeginIgnored: return ShouldBeginIgnored.self
        case .shouldReceiveIgnored: return ShouldReceiveIgnored.self
        case .simultaneousByDefault: return SimultaneousByDefault.self
        case .cancelCountsAsFailure: return CancelCountsAsFailure.self
        case .canCancelContentTouchesIgnored: return CanCancelContentTouchesIgnored.self
        case .touchesShouldCancelIgnored: return TouchesShouldCancelIgnored.self
        case .touchesShouldBeginIgnored: return TouchesShouldBeginIgnored.self
        case .delaysContentTouchesIgnored: return DelaysContentTouchesIgnored.self
        case .scrollOppositeToFinger: return ScrollOppositeToFinger.self
        case .pressCancelledAsEnded: return PressCancelledAsEnded.self
        case .pressChangedDropped: return PressChangedDropped.self
        case .admitsWhileAwaitingReset: return AdmitsWhileAwaitingReset.self
        case .disabledRecognizerAdmitted: return DisabledRecognizerAdmitted.self
        case .scrollAxisSwapped: return ScrollAxisSwapped.self
        case .contentTouchesHeldUntilLift: return ContentTouchesHeldUntilLift.self
        case .requiredToFailByIgnored: return RequiredToFailByIgnored.self
        case .waitsForCompetitors: return WaitsForCompetitors.self
        case .pinchFollowsLatestFingers: return PinchFollowsLatestFingers.self
        case .pressAnsweredAsBegan: return PressAnsweredAsBegan.self
        case .shouldReceiveListedViewsOnly: return ShouldReceiveListedViewsOnly.self
        case .simultaneityAskedOneWay: return SimultaneityAskedOneWay.self
        case .subclassOverridesNotCalled: return SubclassOverridesNotCalled.self
        case .failureReleasesAfterReset: return FailureReleasesAfterReset.self
        case .pressFollowsFirstResponder: return PressFollowsFirstResponder.self
        case .requirementsAskedEachTime: return RequirementsAskedEachTime.self
        case .contentQuestionAtTouchDown: return ContentQuestionAtTouchDown.self
        case .viewShouldBeginIgnored: return ViewShouldBeginIgnored.self
        case .allowedPressTypesIgnored: return AllowedPressTypesIgnored.self
        case .pressShouldReceiveIgnored: return PressShouldReceiveIgnored.self
        case .recognizedPressNotCancelled: return RecognizedPressNotCancelled.self
        case .declaredAnswerFixed: return DeclaredAnswerFixed.self
        case .layoutAfterDelivery: return LayoutAfterDelivery.self
        case .directionalLockIgnored: return DirectionalLockIgnored.self
        case .bounceIgnored: return BounceIgnored.self
        case .alwaysBounceIgnored: return AlwaysBounceIgnored.self
        case .staysPastTheEdge: return StaysPastTheEdge.self
        case .decelerationIgnored: return DecelerationIgnored.self
        case .decelerationNotStopped: return DecelerationNotStopped.self
        case .stoppingTouchReachesContent: return StoppingTouchReachesContent.self
        }
    }

    /// The rules the dispatcher delivers with when this mutant is on.
    package var rules: any DeliveryRules { mutation.init() }
    /// Where the bug comes from.
    public var origin: String { mutation.origin }
}

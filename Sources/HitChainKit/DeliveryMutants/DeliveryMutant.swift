/// Every plausible delivery bug the project keeps, named once: each case is a
/// `DeliveryMutation` type in this folder, one per rule the fuzzer checks independently.
public enum DeliveryMutant: String, CaseIterable, Hashable, Sendable, Codable {
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

    /// The mutant's type.
    public var mutation: any DeliveryMutation.Type {
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
        }
    }

    /// The rules the dispatcher delivers with when this mutant is on.
    public var rules: any DeliveryRules { mutation.init() }
    public var origin: String { mutation.origin }
}

/// The phases of a physical press (`UIPress.Phase`).
public enum PressPhase: String, CaseIterable, Hashable, Sendable {
    case began, changed, stationary, ended, cancelled
}

/// The phases of a physical press (`UIPress.Phase`).
public enum PressPhase: String, CaseIterable, Hashable, Sendable, Codable {
    case began, changed, stationary, ended, cancelled
}

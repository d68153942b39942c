/// The phases of a touch (`UITouch.Phase`). `stationary` is a touch that did not move in an
/// event in which another touch did; UIResponder has no method for it.
public enum TouchPhase: String, CaseIterable, Hashable, Sendable {
    case began, moved, stationary, ended, cancelled
}

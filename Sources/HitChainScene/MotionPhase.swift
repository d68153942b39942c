/// The phases of a motion event (`motionBegan`, `motionEnded`, `motionCancelled`). UIKit
/// delivers one motion subtype, shake.
public enum MotionPhase: String, CaseIterable, Hashable, Sendable {
    case began, ended, cancelled
}

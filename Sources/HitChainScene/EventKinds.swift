/// The phases of a touch (`UITouch.Phase`). `stationary` is a touch that did not move in an
/// event in which another touch did; UIResponder has no method for it.
public enum TouchPhase: String, CaseIterable, Hashable, Sendable, Codable {
    case began, moved, stationary, ended, cancelled
}

/// The phases of a motion event (`motionBegan`, `motionEnded`, `motionCancelled`). UIKit
/// delivers one motion subtype, shake.
public enum MotionPhase: String, CaseIterable, Hashable, Sendable, Codable {
    case began, ended, cancelled
}

/// The ten remote-control subtypes of `UIEvent.EventSubtype` (seed 002).
public enum RemoteControlSubtype: String, CaseIterable, Hashable, Sendable, Codable {
    case play, pause, stop, togglePlayPause, nextTrack, previousTrack
    case beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward
}

/// The phases of a physical press (`UIPress.Phase`).
public enum PressPhase: String, CaseIterable, Hashable, Sendable, Codable {
    case began, changed, stationary, ended, cancelled
}

/// What kind of text input a view is: text inputs become first responder when tapped.
public enum TextInputKind: String, CaseIterable, Hashable, Sendable, Codable {
    case none
    /// `UITextField` and its subclasses.
    case field
    /// `UITextView` and its subclasses.
    case view
}

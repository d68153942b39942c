/// The ten remote-control subtypes of `UIEvent.EventSubtype` (seed 002).
public enum RemoteControlSubtype: String, CaseIterable, Hashable, Sendable {
    case play, pause, stop, togglePlayPause, nextTrack, previousTrack
    case beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward
}

/// A physical button (`UIPress.PressType`).
public enum PressType: String, CaseIterable, Hashable, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp, pageDown
}

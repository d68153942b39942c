public import Foundation

/// UIPressesEvent: an event about physical buttons.
public final class UIPressesEvent: UIEvent {
    /// Every press in progress.
    public let allPresses: Set<UIPress>

    /// An event at `timestamp` with `allPresses` in progress.
    public init(timestamp: TimeInterval, allPresses: Set<UIPress>) {
        self.allPresses = allPresses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// `presses(for:)`: the presses of this event that `gestureRecognizer` tracks.
    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        let tracked = Set(gestureRecognizer.trackedPresses)
        return allPresses.filter { tracked.contains($0.identifier) }
    }
}

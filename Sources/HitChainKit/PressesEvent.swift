public import Foundation

/// UIPressesEvent: an event about physical buttons.
public final class PressesEvent: Event {
    /// Every press in progress.
    public let allPresses: Set<Press>

    /// An event at `timestamp` with `allPresses` in progress.
    public init(timestamp: TimeInterval, allPresses: Set<Press>) {
        self.allPresses = allPresses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// `presses(for:)`: the presses of this event that `gestureRecognizer` tracks.
    public func presses(for gestureRecognizer: GestureRecognizer) -> Set<Press> {
        let tracked = Set(gestureRecognizer.trackedPresses)
        return allPresses.filter { tracked.contains($0.identifier) }
    }
}

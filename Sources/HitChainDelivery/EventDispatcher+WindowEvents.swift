import Foundation
import HitChainKit
import HitChainScene

/// `UIWindow.sendEvent(_:)`: a window of a user's class is told of each event dispatched to it
/// just before the model delivers it, so that code overriding it (a recorder) sees the event
/// as UIKit shows it — touches already hit-tested, with their views. Plain windows are skipped,
/// so delivery without such a window makes no `UITouch` it would not otherwise make, and no
/// trace entry is made either way.
extension EventDispatcher {
    /// Sends each window of a user's class that holds touches of `samples` an event with them.
    func sendTouchesToWindows(_ samples: [TouchSample]) {
        var windows: [UIWindow] = []
        for s in samples {
            guard let window = touches[s.id]?.window, window.isUserClass else { continue }
            if !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows {
            var set = Set<UITouch>()
            for s in samples where touches[s.id]?.window === window {
                if let touch = touchObject(s.id, s.phase) { set.insert(touch) }
            }
            window.sendEvent(UIEvent(type: .touches, timestamp: clock, allTouches: set))
        }
    }

    /// Sends the key window, when it is of a user's class, a motion or remote-control event.
    func sendToKeyWindow(_ type: UIEvent.EventType, _ subtype: UIEvent.EventSubtype) {
        guard let window = application.keyWindow, window.isUserClass else { return }
        window.sendEvent(UIEvent(type: type, subtype: subtype, timestamp: clock))
    }

    /// Sends the key window, when it is of a user's class, a presses event: the `UIPress`
    /// objects user code will be given for these presses (one per press while it lasts).
    func sendPressesToKeyWindow(_ presses: [PressSample]) {
        guard let window = application.keyWindow, window.isUserClass else { return }
        for p in presses {
            let phase = rules.deliveredPhase(p.phase)
            let press = pressObjects[p.id] ?? UIPress(identifier: p.id, type: p.type, phase: phase, timestamp: clock)
            press.phase = phase
            press.timestamp = clock
            press.force = CGFloat(p.force ?? (phase == .ended || phase == .cancelled ? 0 : 1))
            pressObjects[p.id] = press
        }
        window.sendEvent(UIPressesEvent(timestamp: clock, allPresses: Set(pressObjects.values)))
    }
}

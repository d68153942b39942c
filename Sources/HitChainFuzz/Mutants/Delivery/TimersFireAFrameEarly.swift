import HitChainKit

/// Recognizer timers fire when their deadline falls within the next frame (1/60 s) rather
/// than when it has passed: a long press released just before its minimum duration is
/// recognized.
package struct TimersFireAFrameEarly: DeliveryMutation {
    package static let name = "timersFireAFrameEarly"
    package static let origin = "timers compared with the next frame's time: a long press fires a frame early"
    package init() {}

    package func isDue(_ deadline: Double, at time: Double) -> Bool { deadline <= time + 1.0 / 60 }
}

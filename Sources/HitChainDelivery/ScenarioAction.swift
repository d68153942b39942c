public import HitChainGeometry
public import HitChainScene

/// What a scenario input does: a touch gesture, a shake, a press, any event. Actions with
/// several samples expand into several events (`ScenarioExpander`).
public enum ScenarioAction: Hashable, Sendable {
    /// `count` taps at a point (a double tap is 2), each `duration` long, 0.2 s apart.
    case tap(HCPoint, count: Int, duration: Double)
    /// One finger from → to over `duration`, with `samples` moves strictly between.
    case drag(from: HCPoint, to: HCPoint, duration: Double, samples: Int)
    /// Two fingers moving together (pinch, spread, rotate, two-finger pan).
    case twoFingerDrag(from: [HCPoint], to: [HCPoint], duration: Double, samples: Int)
    /// One finger held at a point for `duration` (a long press), then lifted.
    case longPress(HCPoint, duration: Double)
    /// Two fingers `radius` from `center`, on opposite sides, turning by `degrees`
    /// (clockwise on screen for positive) over `duration`, with `samples` moves between.
    case rotation(center: HCPoint, radius: Double, degrees: Double, duration: Double, samples: Int)
    /// One raw touch sample with an explicit id, for exact choreography.
    case touch(TouchSample)
    /// Cancels the listed touches (all that are down when nil) where they are.
    case cancel([Int]?)
    /// Shake began, then ended `duration` later.
    case shake(duration: Double)
    /// One raw motion phase.
    case motion(MotionPhase)
    case remoteControl(RemoteControlSubtype)
    /// A press began, changed to each force of `forces` (spread evenly through `duration`),
    /// then ended — or was cancelled — `duration` after it began.
    case press(PressType, duration: Double, forces: [Double], cancelled: Bool)
    /// Any other event, delivered as it is.
    case event(InputEvent)
}

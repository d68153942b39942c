public import Foundation
public import HitChainDelivery
import HitChainGeometry
public import HitChainKit

/// Touches from tests, without a simulator, in the shape touch-synthesis libraries give iOS
/// engineers: `fingerDown`, `fingerMove`, `fingerUp`, `fingerTap`, `fingerDoubleTap`,
/// `fingerLongPress`, `twoFingerPinch`, `twoFingerRotate` — at a screen point or at a view's
/// centre, on a virtual clock — each returning the delivery trace of what it sent. The events
/// go through the model's dispatcher (hit-test, recognizers, controls, responder chain), so
/// user classes' overrides run as they would on a device.
///
///     let touches = EventSynthesizer(application: app)
///     let trace = touches.fingerTap(at: button)
///
/// Everything sent is kept in `events` (with `trace`, what a recording needs).
public final class EventSynthesizer {
    /// The application the touches go to.
    public let application: UIApplication
    /// The dispatcher that delivers them.
    public let dispatcher: EventDispatcher
    /// The virtual clock: the time of the next event, in seconds.
    public private(set) var time: TimeInterval
    /// Every event sent, in order.
    public private(set) var events: [TimedEvent] = []
    /// Every trace entry made, in order.
    public private(set) var trace: [TraceEntry] = []
    /// The fingers down, by id, with where they are (screen space).
    public private(set) var fingers: [Int: CGPoint] = [:]
    private let stepper: DeliveryStepper

    /// How long a finger rests between down and up in a tap.
    public static let fingerLiftDelay: TimeInterval = 0.05
    /// Between the two taps of a double tap (within UIKit's tap interval).
    public static let multiTapInterval: TimeInterval = 0.15
    /// Between the moves of a drag: 60 per second.
    public static let fingerMoveInterval: TimeInterval = 1.0 / 60
    /// A long press's hold: beyond a long-press recognizer's default 0.5 s.
    public static let longPressHoldDelay: TimeInterval = 0.6
    /// A pinch's and a rotation's length.
    public static let pinchDuration: TimeInterval = 0.15

    /// A synthesizer for `application`, hit-testing with `hitTester` (the reference by default), its clock at
    /// `startTime`.
    public init(application: UIApplication, hitTester: (any HitTesting)? = nil, startTime: TimeInterval = 0) {
        self.application = application
        dispatcher = EventDispatcher(application: application, hitTester: hitTester ?? ReferenceHitTester())
        stepper = DeliveryStepper(dispatcher)
        time = startTime
    }

    /// Whether the traces list the questions asked of user code as they are asked, with the
    /// answer (`EventDispatcher.tracesQuestions`): a recognizer delegate's, a view's
    /// `gestureRecognizerShouldBegin(_:)`, a scroll view's `touchesShouldBegin` and
    /// `touchesShouldCancel`.
    public var tracesQuestions: Bool {
        get { dispatcher.tracesQuestions }
        set { dispatcher.tracesQuestions = newValue }
    }

    // MARK: Fingers

    /// A finger comes down at `location` (screen space); `finger` nil takes the lowest free
    /// id from 1. Returns the trace of the event.
    @discardableResult
    public func fingerDown(_ finger: Int? = nil, at location: CGPoint, tapCount: Int = 1) -> [TraceEntry] {
        let id = finger ?? nextFinger()
        fingers[id] = location
        return send([TouchSample(id: id, phase: .began, location: HCPoint(location), tapCount: tapCount)])
    }

    /// A finger comes down at the centre of `view`.
    @discardableResult
    public func fingerDown(_ finger: Int? = nil, at view: UIView) -> [TraceEntry] {
        fingerDown(finger, at: Self.centre(of: view))
    }

    /// A finger that is down moves to `location`, in steps of `fingerMoveInterval` over
    /// `duration` (one step for 0); `finger` nil moves the only finger down.
    @discardableResult
    public func fingerMove(_ finger: Int? = nil, to location: CGPoint, duration: TimeInterval = 0) -> [TraceEntry] {
        guard let id = finger ?? fingers.keys.min(), let start = fingers[id] else { return [] }
        let steps = max(1, min(10_000, Int((duration / Self.fingerMoveInterval).rounded(.up))))
        var out: [TraceEntry] = []
        for k in 1...steps {
            let f = CGFloat(k) / CGFloat(steps)
            let p = CGPoint(x: start.x + (location.x - start.x) * f, y: start.y + (location.y - start.y) * f)
            if k > 1 { advance(duration / Double(steps)) }
            fingers[id] = p
            out += send([TouchSample(id: id, phase: .moved, location: HCPoint(p))])
        }
        return out
    }

    /// A finger lifts where it is; `finger` nil lifts the lowest one down.
    @discardableResult
    public func fingerUp(_ finger: Int? = nil, tapCount: Int = 1) -> [TraceEntry] {
        guard let id = finger ?? fingers.keys.min(), let p = fingers.removeValue(forKey: id) else { return [] }
        return send([TouchSample(id: id, phase: .ended, location: HCPoint(p), tapCount: tapCount)])
    }

    /// Down and up at `location`, `fingerLiftDelay` apart.
    @discardableResult
    public func fingerTap(_ finger: Int? = nil, at location: CGPoint, tapCount: Int = 1) -> [TraceEntry] {
        let id = finger ?? nextFinger()
        var out = fingerDown(id, at: location, tapCount: tapCount)
        advance(Self.fingerLiftDelay)
        out += fingerUp(id, tapCount: tapCount)
        return out
    }

    /// A tap at the centre of `view`.
    @discardableResult
    public func fingerTap(_ finger: Int? = nil, at view: UIView) -> [TraceEntry] {
        fingerTap(finger, at: Self.centre(of: view))
    }

    /// Two taps, `multiTapInterval` apart, the second with a tap count of 2.
    @discardableResult
    public func fingerDoubleTap(_ finger: Int? = nil, at location: CGPoint) -> [TraceEntry] {
        var out = fingerTap(finger, at: location)
        advance(Self.multiTapInterval)
        out += fingerTap(finger, at: location, tapCount: 2)
        return out
    }

    /// A double tap at the centre of `view`.
    @discardableResult
    public func fingerDoubleTap(_ finger: Int? = nil, at view: UIView) -> [TraceEntry] {
        fingerDoubleTap(finger, at: Self.centre(of: view))
    }

    /// Down, held for `duration` (timers fire on the way), then up.
    @discardableResult
    public func fingerLongPress(
        _ finger: Int? = nil, at location: CGPoint, duration: TimeInterval = longPressHoldDelay
    ) -> [TraceEntry] {
        let id = finger ?? nextFinger()
        var out = fingerDown(id, at: location)
        out += wait(duration)
        out += fingerUp(id)
        return out
    }

    /// A long press at the centre of `view`.
    @discardableResult
    public func fingerLongPress(
        _ finger: Int? = nil, at view: UIView, duration: TimeInterval = longPressHoldDelay
    ) -> [TraceEntry] {
        fingerLongPress(finger, at: Self.centre(of: view), duration: duration)
    }

    /// Two fingers about `location`, `startDistance` apart, moving to `endDistance` apart
    /// along a horizontal line over `duration`, then lifting together.
    @discardableResult
    public func twoFingerPinch(
        at location: CGPoint, startDistance: CGFloat = 20, endDistance: CGFloat = 200,
        duration: TimeInterval = pinchDuration
    ) -> [TraceEntry] {
        twoFingers(at: location, duration: duration) { f in
            let d = (startDistance + (endDistance - startDistance) * f) / 2
            return (CGPoint(x: location.x - d, y: location.y), CGPoint(x: location.x + d, y: location.y))
        }
    }

    /// Two fingers 100 points apart about `location`, turning by `angle` radians over
    /// `duration`, then lifting together.
    @discardableResult
    public func twoFingerRotate(
        at location: CGPoint, angle: CGFloat, distance: CGFloat = 100, duration: TimeInterval = pinchDuration
    ) -> [TraceEntry] {
        twoFingers(at: location, duration: duration) { f in
            let a = Double(angle * f)
            let (dx, dy) = (CGFloat(cos(a)) * distance / 2, CGFloat(sin(a)) * distance / 2)
            return (CGPoint(x: location.x - dx, y: location.y - dy), CGPoint(x: location.x + dx, y: location.y + dy))
        }
    }

    /// Lets `duration` pass with no touch: timers (a long press, a tap recognizer's wait)
    /// fire on the way.
    @discardableResult
    public func wait(_ duration: TimeInterval) -> [TraceEntry] {
        advance(duration)
        return send(.idle)
    }

    // MARK: Sending

    /// Sends any event now (a shake, a press, an action), then moves the clock on a little.
    @discardableResult
    public func send(_ event: InputEvent) -> [TraceEntry] {
        let timed = TimedEvent(time: time, event: event)
        events.append(timed)
        let entries = Array(stepper.deliver(timed))
        trace += entries
        return entries
    }

    private func send(_ samples: [TouchSample]) -> [TraceEntry] { send(.touches(samples)) }

    private func twoFingers(
        at location: CGPoint, duration: TimeInterval, positions: (CGFloat) -> (CGPoint, CGPoint)
    ) -> [TraceEntry] {
        let a = nextFinger()
        let b = a + 1
        let (p0, q0) = positions(0)
        fingers[a] = p0
        fingers[b] = q0
        var out = send([
            TouchSample(id: a, phase: .began, location: HCPoint(p0)),
            TouchSample(id: b, phase: .began, location: HCPoint(q0)),
        ])
        let steps = max(1, min(10_000, Int((duration / Self.fingerMoveInterval).rounded(.up))))
        for k in 1...steps {
            advance(duration / Double(steps))
            let (p, q) = positions(CGFloat(k) / CGFloat(steps))
            fingers[a] = p
            fingers[b] = q
            out += send([
                TouchSample(id: a, phase: .moved, location: HCPoint(p)),
                TouchSample(id: b, phase: .moved, location: HCPoint(q)),
            ])
        }
        advance(Self.fingerLiftDelay)
        let (p, q) = (fingers.removeValue(forKey: a) ?? p0, fingers.removeValue(forKey: b) ?? q0)
        out += send([
            TouchSample(id: a, phase: .ended, location: HCPoint(p)),
            TouchSample(id: b, phase: .ended, location: HCPoint(q)),
        ])
        return out
    }

    /// Moves the virtual clock on by `duration` without sending anything: timers due on the way
    /// fire before the next event. A negative, NaN or infinite duration changes nothing.
    public func advance(_ duration: TimeInterval) {
        if duration.isFinite, duration > 0 { time += duration }
    }

    private func nextFinger() -> Int {
        var id = 1
        while fingers[id] != nil { id += 1 }
        return id
    }

    /// The centre of `view`'s bounds, in screen space.
    public static func centre(of view: UIView) -> CGPoint {
        let b = view.geometry.bounds
        return view.convertToScreen(HCPoint(x: b.midX, y: b.midY)).cgPoint
    }
}

public import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

extension EventGenerator {
    /// Between a finger's down and up in a tap.
    public static let fingerLiftDelay: TimeInterval = 0.05
    /// A long press's hold.
    public static let longPressHoldDelay: TimeInterval = 2.0
    /// Between the taps of a multiple tap.
    public static let multiTapInterval: TimeInterval = 0.15
    /// Between the moves of an interpolated move: 60 a second.
    public static let fingerMoveInterval: TimeInterval = 1 / 60
    /// A pinch's length.
    public static let pinchDuration: TimeInterval = 0.15
    /// Between two fingers put down together.
    public static let twoFingerDistance: CGFloat = 20
    /// Between the fingers of a rotation.
    public static let rotationDistance: CGFloat = 100
    /// The far and near distances of `fingerPinchOpen` and `fingerPinchClose`.
    public static let pinchLargeDistance: CGFloat = 200
    /// The near distance of `fingerPinchClose` and `fingerPinchOpen`.
    public static let pinchSmallDistance: CGFloat = 20

    // MARK: Down, move, up

    /// `fingerDown(_:at:)` for several fingers in one event; `indices` must match `locations`.
    public func fingerDown(_ indices: [FingerIndex?] = .automatic, at locations: [any HammerLocatable]) throws {
        try fingerDown(indices, at: locations, tapCount: 1)
    }

    /// `fingerDown(_:at:)`: one finger down at `location` (the main view's centre when nil).
    public func fingerDown(_ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil) throws {
        try fingerDown([index], at: [location ?? mainView])
    }

    /// `fingerUp(_:)` for several fingers in one event; `.automatic` lifts the last one down.
    public func fingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        try fingerUp(indices, tapCount: 1)
    }

    /// `fingerUp(_:)`: one finger lifts where it is.
    public func fingerUp(_ index: FingerIndex?) throws {
        try fingerUp([index])
    }

    /// `fingerMove(_:to:)` for several fingers in one event.
    public func fingerMove(_ indices: [FingerIndex?] = .automatic, to locations: [any HammerLocatable]) throws {
        let indices = try existingFingers(indices, minimum: locations.count)
        let points = try locations.map { try $0.hitPoint(for: self) }
        try send(zip(indices, points).map { ($0, $1) }, phase: .moved)
    }

    /// `fingerMove(_:to:)`: one finger moves to `location` in one event.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any HammerLocatable) throws {
        try fingerMove([index], to: [location])
    }

    /// `fingerMove(_:to:duration:)` for several fingers: straight lines, an event every
    /// `fingerMoveInterval` of virtual time.
    public func fingerMove(
        _ indices: [FingerIndex?] = .automatic, to locations: [any HammerLocatable], duration: TimeInterval
    ) throws {
        guard duration > 0, duration.isFinite else { return try fingerMove(indices, to: locations) }
        let indices = try existingFingers(indices, minimum: locations.count)
        let ends = try locations.map { try $0.hitPoint(for: self) }
        let starts = indices.map { i in activeFingers.first { $0.index == i }?.location ?? .zero }
        try interpolate(duration) { f in
            try self.send(
                zip(indices, zip(starts, ends)).map { i, line in (i, Self.between(line.0, line.1, f)) }, phase: .moved)
        }
    }

    /// `fingerMove(_:to:duration:)`: one finger.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any HammerLocatable, duration: TimeInterval)
        throws
    {
        try fingerMove([index], to: [location], duration: duration)
    }

    // MARK: Gestures

    /// `fingerTap(_:at:numberOfTimes:interval:)`: down and up, `numberOfTimes` times, each touch
    /// carrying its tap count.
    public func fingerTap(
        _ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil, numberOfTimes tapCount: Int = 1,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        for i in 0..<max(0, tapCount) {
            let finger = try index ?? nextFreeFinger()
            try fingerDown([finger], at: [location ?? mainView], tapCount: i + 1)
            synthesizer.advance(Self.fingerLiftDelay)
            try fingerUp([finger], tapCount: i + 1)
            if i < tapCount - 1 { synthesizer.advance(interval) }
        }
    }

    /// `fingerDoubleTap(_:at:interval:)`.
    public func fingerDoubleTap(
        _ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        try fingerTap(index, at: location, numberOfTimes: 2, interval: interval)
    }

    /// `fingerLongPress(_:at:duration:)`: down, held `duration` (timers fire), up.
    public func fingerLongPress(
        _ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil,
        duration: TimeInterval = EventGenerator.longPressHoldDelay
    ) throws {
        let finger = try index ?? nextFreeFinger()
        try fingerDown(finger, at: location)
        synthesizer.advance(duration)
        try fingerUp(finger)
    }

    /// `fingerDrag(_:from:to:duration:)`: down at one place, moved to the other, up.
    public func fingerDrag(
        _ index: FingerIndex? = .automatic, from startPoint: any HammerLocatable, to endPoint: any HammerLocatable,
        duration: TimeInterval
    ) throws {
        let finger = try index ?? nextFreeFinger()
        try fingerDown(finger, at: startPoint)
        try fingerMove(finger, to: endPoint, duration: duration)
        try fingerUp(finger)
    }

    /// `twoFingerDown(_:at:withDistance:angle:)`: two fingers `distance` apart about `location`,
    /// on a line at `radians` (0 horizontal, positive clockwise on the screen).
    public func twoFingerDown(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try freeFingers(indices, expected: 2)
        let centre = try (location ?? mainView).hitPoint(for: self)
        try fingerDown(indices, at: Self.twoWay(centre, distance, radians))
    }

    /// `twoFingerUp(_:)`: the last two fingers down lift together.
    public func twoFingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        try fingerUp(try existingFingers(indices, minimum: 2))
    }

    /// `twoFingerMove(_:to:withDistance:angle:)`.
    public func twoFingerMove(
        _ indices: [FingerIndex?] = .automatic, to location: any HammerLocatable,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try existingFingers(indices, minimum: 2)
        try fingerMove(indices, to: Self.twoWay(try location.hitPoint(for: self), distance, radians))
    }

    /// `twoFingerTap(_:at:withDistance:angle:)`.
    public func twoFingerTap(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try freeFingers(indices, expected: 2)
        try twoFingerDown(indices, at: location, withDistance: distance, angle: radians)
        synthesizer.advance(Self.fingerLiftDelay)
        try twoFingerUp(indices)
    }

    /// `fingerPinch(_:at:fromDistance:toDistance:angle:duration:)`: two fingers down, moved from
    /// one distance apart to the other over `duration`, up.
    public func fingerPinch(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        fromDistance startDistance: CGFloat, toDistance endDistance: CGFloat, angle radians: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        let indices = try freeFingers(indices, expected: 2)
        let centre = try (location ?? mainView).hitPoint(for: self)
        try fingerDown(indices, at: Self.twoWay(centre, startDistance, radians))
        try fingerMove(indices, to: Self.twoWay(centre, endDistance, radians), duration: duration)
        try fingerUp(indices)
    }

    /// `fingerPinchClose(_:at:duration:)`: from `pinchLargeDistance` to `pinchSmallDistance`.
    public func fingerPinchClose(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: Self.pinchLargeDistance, toDistance: Self.pinchSmallDistance,
            duration: duration)
    }

    /// `fingerPinchOpen(_:at:duration:)`: from `pinchSmallDistance` to `pinchLargeDistance`.
    public func fingerPinchOpen(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: Self.pinchSmallDistance, toDistance: Self.pinchLargeDistance,
            duration: duration)
    }

    /// `fingerPivot(_:aroundAnchor:angle:)`: the fingers turn about `anchor` in one event.
    public func fingerPivot(
        _ indices: [FingerIndex?] = .automatic, aroundAnchor anchor: any HammerLocatable, angle radians: CGFloat
    ) throws {
        let indices = try existingFingers(indices, minimum: 1)
        let centre = try anchor.hitPoint(for: self)
        let moved = indices.map { i in Self.pivot(location(of: i), about: centre, by: radians) }
        try send(Array(zip(indices, moved)), phase: .moved)
    }

    /// `fingerPivot(_:aroundAnchor:byAngle:duration:)`: the same turn, spread over `duration`.
    public func fingerPivot(
        _ indices: [FingerIndex?] = .automatic, aroundAnchor anchor: any HammerLocatable, byAngle radians: CGFloat,
        duration: TimeInterval
    ) throws {
        guard duration > 0, duration.isFinite else {
            return try fingerPivot(indices, aroundAnchor: anchor, angle: radians)
        }
        let indices = try existingFingers(indices, minimum: 1)
        let centre = try anchor.hitPoint(for: self)
        let starts = indices.map(location(of:))
        try interpolate(duration) { f in
            try self.send(
                zip(indices, starts).map { ($0, Self.pivot($1, about: centre, by: radians * f)) }, phase: .moved)
        }
    }

    /// `fingerRotate(_:at:withDistance:fromAngle:toAngle:duration:)`.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, fromAngle startRadians: CGFloat,
        toAngle endRadians: CGFloat, duration: TimeInterval
    ) throws {
        let indices = try freeFingers(indices, expected: 2)
        let centre = try (location ?? mainView).hitPoint(for: self)
        try fingerDown(indices, at: Self.twoWay(centre, distance, startRadians))
        try fingerPivot(indices, aroundAnchor: centre, byAngle: endRadians - startRadians, duration: duration)
        try fingerUp(indices)
    }

    /// `fingerRotate(_:at:withDistance:angle:duration:)`: from 0 to `radians`.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: (any HammerLocatable)? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, angle radians: CGFloat,
        duration: TimeInterval
    ) throws {
        try fingerRotate(
            indices, at: location, withDistance: distance, fromAngle: 0, toAngle: radians, duration: duration)
    }
}

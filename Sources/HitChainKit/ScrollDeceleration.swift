import Foundation
package import HitChainGeometry

/// A scroll view's content moving on after the finger lifted (`isDecelerating`): from `start`
/// towards `target`, the distance left shrinking by the deceleration rate every millisecond,
/// until less than half a point is left on every axis (docs/semantics.md, "Decision:
/// deceleration").
package struct ScrollDeceleration: Sendable, Equatable {
    /// Where the content was as the finger lifted.
    package let start: HCPoint
    /// Where it comes to rest.
    package let target: HCPoint
    /// When the finger lifted (virtual clock, seconds).
    package let startTime: Double
    /// `decelerationRate`: the share of its speed the content keeps every millisecond.
    package let rate: Double

    /// A deceleration from `start` to `target` beginning at `startTime`, or nil when the
    /// content has less than half a point to go on every axis.
    package init?(from start: HCPoint, to target: HCPoint, at startTime: Double, rate: Double) {
        guard max(abs(target.x - start.x), abs(target.y - start.y)) >= Self.restingDistance,
            rate > 0, rate < 1
        else { return nil }
        self.start = start
        self.target = target
        self.startTime = startTime
        self.rate = rate
    }

    /// Less than this far from its target on every axis, the content is at rest (points).
    package static let restingDistance = 0.5

    /// How far content moving at `velocity` (points per second) goes before it stops:
    /// `velocity / (1000 · −ln rate)` on each axis — the sum of what it keeps of its speed,
    /// millisecond after millisecond.
    package static func projection(of velocity: HCPoint, rate: Double) -> HCPoint {
        let seconds = -1 / (1000 * log(rate))
        return HCPoint(x: velocity.x * seconds, y: velocity.y * seconds)
    }

    /// When it comes to rest: when the distance left on the longer axis falls under
    /// `restingDistance`.
    package var endTime: Double {
        let distance = max(abs(target.x - start.x), abs(target.y - start.y))
        return startTime + log(Self.restingDistance / distance) / (1000 * log(rate))
    }

    /// Where the content is at `time` (at its target once it has come to rest).
    package func offset(at time: Double) -> HCPoint {
        guard time < endTime else { return target }
        let left = pow(rate, 1000 * max(0, time - startTime))
        return HCPoint(x: start.x + (target.x - start.x) * (1 - left), y: start.y + (target.y - start.y) * (1 - left))
    }
}

import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Deceleration, worked out from the scene, the input and the trace (docs/semantics.md,
/// "Decision: deceleration"), never from the dispatcher's state: as a drag ends, the content
/// moves on with the fingers' velocity (the centroid's movement between the pan's last two
/// samples, the other way round), along the axes it scrolls, to where that carries it within
/// its content — `velocity / (1000 · −ln rate)` further — the distance left shrinking by the
/// rate every millisecond until less than half a point is left; a touch landing on it (or in
/// it) stops it, and so does setting its offset.
extension ScrollViewRules {
    /// A deceleration as this property computes it (the arithmetic written again, not borrowed).
    struct Deceleration {
        let start: HCPoint
        let target: HCPoint
        let startTime: Double
        let rate: Double

        var endTime: Double {
            let distance = max(abs(target.x - start.x), abs(target.y - start.y))
            return startTime + log(0.5 / distance) / (1000 * log(rate))
        }

        func offset(at time: Double) -> HCPoint {
            let left = pow(rate, 1000 * max(0, time - startTime))
            return HCPoint(
                x: start.x + (target.x - start.x) * (1 - left), y: start.y + (target.y - start.y) * (1 - left))
        }
    }

    /// Before an event's entries: every decelerating scroll view moves to where its content is
    /// at the event's time, or comes to rest (with a timer) if that time is past its end. One no
    /// longer in a window stops.
    mutating func prepareDecelerations(at time: Double, before rules: ChainRules) {
        for name in scrollerNames {
            guard var s = scrollers[name], let d = s.deceleration, !s.unjudged else { continue }
            defer { scrollers[name] = s }
            guard rules.windowView(of: .view(s.view)) != nil else {
                // Out of its window it stops (and, when it is still alive, its delegate is told).
                s.deceleration = nil
                s.told.append(("scrollViewDidEndDecelerating(_:)", true))
                continue
            }
            if d.endTime <= time {
                s.deceleration = nil
                s.told.append(("scrollViewDidEndDecelerating(_:)", false))
                s.decelerationTimer = d.endTime
                s.decelerationMove = d.target == s.offset ? nil : d.target
            } else {
                let p = d.offset(at: time)
                s.decelerationMove = p == s.offset ? nil : p
            }
        }
    }

    /// The scroll views (scene indices) decelerating once this event's clock has moved them.
    var decelerating: Set<Int> {
        Set(scrollers.values.filter { $0.deceleration != nil && !$0.unjudged }.map(\.view))
    }

    /// A deceleration's timer: it fires when this property expects the content to come to rest.
    mutating func followTimer(_ t: Double, _ label: String, _ entry: TraceEntry, _ eventIndex: Int) -> FuzzFailure? {
        let name = ScrollViewSpec.panName(ofView: String(label.dropLast(" deceleration".count)))
        guard var s = scrollers[name], !s.unjudged else { return nil }
        guard s.decelerationTimer == t else {
            return FuzzFailure(
                .scrollViews, eventIndex: eventIndex,
                expected: s.decelerationTimer.map { "timer t=\(formatScalar($0)) fires for \(label)" } ?? "no timer",
                actual: entry.line.trimmed, detail: "\(label) must end when less than half a point is left to go")
        }
        s.decelerationTimer = nil
        scrollers[name] = s
        return nil
    }

    /// What a scroll view's delegate was told: the next thing this property expects it to be.
    mutating func followTold(_ responder: String, _ message: String, _ entry: TraceEntry, _ eventIndex: Int)
        -> FuzzFailure?
    {
        guard let pan = panOfView[responder], var s = scrollers[pan], !s.unjudged else { return nil }
        defer { scrollers[pan] = s }
        while let next = s.told.first, next.optional, next.message != message { s.told.removeFirst() }
        guard let next = s.told.first, next.message == message else {
            return FuzzFailure(
                .scrollViews, eventIndex: eventIndex,
                expected: s.told.first.map { "told \(responder) \($0.message)" } ?? "nothing told to \(responder)",
                actual: entry.line.trimmed,
                detail:
                    "\(responder)'s delegate is told of its drags and decelerations as they happen, in Apple's order")
        }
        s.told.removeFirst()
        return nil
    }

    /// After an event's entries: every move and timer this property expected of a lift or a
    /// deceleration happened, and the delegate was told of each.
    mutating func checkDecelerations(_ eventIndex: Int) -> FuzzFailure? {
        for name in scrollerNames {
            guard let s = scrollers[name], !s.unjudged else { continue }
            if let due = s.told.first(where: { !$0.optional }) {
                return FuzzFailure(
                    .scrollViews, eventIndex: eventIndex, expected: "told \(scene.views[s.view].name) \(due.message)",
                    actual: "not told", detail: "\(name)'s delegate must be told in this event")
            }
            if let p = s.returning ?? s.decelerationMove {
                return FuzzFailure(
                    .scrollViews, eventIndex: eventIndex, expected: ViewChange.boundsOrigin(p).summary,
                    actual: "the offset stayed \(s.offset)",
                    detail:
                        "\(name)'s content must move on after the lift (docs/semantics.md, \"Decision: deceleration\")")
            }
            if let t = s.decelerationTimer {
                return FuzzFailure(
                    .scrollViews, eventIndex: eventIndex,
                    expected: "timer t=\(formatScalar(t)) fires for \(scene.views[s.view].name) deceleration",
                    actual: "no such timer", detail: "\(name)'s content comes to rest in this event")
            }
        }
        // What it may or may not have been told (a released scroll view tells nothing) is over.
        for i in scrollers.values.indices where !scrollers.values[i].told.isEmpty {
            scrollers.values[i].told.removeAll { $0.optional }
        }
        return nil
    }

    /// A touch landed on view `v`: every decelerating scroll view it is in, or is, stops.
    mutating func stopDecelerations(around v: Int, rules: ChainRules) {
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= rules.parents.count {
            if let pan = panOfView[scene.views[c].name], scrollers[pan]?.deceleration != nil {
                scrollers[pan]?.deceleration = nil
                scrollers[pan]?.told.append(("scrollViewDidEndDecelerating(_:)", false))
            }
            cursor = rules.parents[c]
            steps += 1
        }
    }

    /// The pan's touches moved (or came down): note where, and sample their centroid as the pan
    /// does for `velocity(in:)` (only while it listens, and only when time has passed).
    static func sample(_ s: inout Scroller, _ ids: [Int], _ now: [Int: HCPoint], time: Double) {
        for id in ids { s.seen[id] = now[id] ?? s.seen[id] }
        guard !s.finished else { return }
        var sum = HCPoint.zero
        var n = 0.0
        for id in s.tracked {
            guard let p = s.seen[id] else { continue }
            sum = HCPoint(x: sum.x + p.x, y: sum.y + p.y)
            n += 1
        }
        guard n > 0 else { return }
        let c = HCPoint(x: sum.x / n, y: sum.y / n)
        if let last = s.lastSample, time > last.time {
            let dt = time - last.time
            s.velocity = HCPoint(x: (c.x - last.centroid.x) / dt, y: (c.y - last.centroid.y) / dt)
        }
        s.lastSample = (c, time)
    }

    /// The drag ended at `time` (cancelled: no velocity): where the content goes, at once when it
    /// is less than half a point away, else decelerating.
    func liftExpectation(_ s: inout Scroller, cancelled: Bool, time: Double, app: UIApplication) {
        guard s.locks.count == 1 else {
            // The lock is too near a boundary to tell: the velocity's axes are unknown.
            s.unjudged = true
            return
        }
        let size = self.size(s, app)
        let spec = s.spec
        let lock = s.locks[0]
        func moves(_ horizontal: Bool) -> Bool {
            let larger = horizontal ? spec.contentSize.width > size.width : spec.contentSize.height > size.height
            let always = spec.bounces && (horizontal ? spec.alwaysBounceHorizontal : spec.alwaysBounceVertical)
            return (larger || always) && lock != (horizontal ? .vertical : .horizontal)
        }
        let v =
            cancelled
            ? HCPoint.zero : HCPoint(x: moves(true) ? -s.velocity.x : 0, y: moves(false) ? -s.velocity.y : 0)
        let reach = -1 / (1000 * log(spec.decelerationRate))
        let target = clamped(HCPoint(x: s.offset.x + v.x * reach, y: s.offset.y + v.y * reach), s, app)
        let perMillisecond = HCPoint(x: v.x / 1000, y: v.y / 1000)
        s.told.append(
            ("scrollViewWillEndDragging(withVelocity: \(perMillisecond), targetContentOffset: \(target))", false))
        if max(abs(target.x - s.offset.x), abs(target.y - s.offset.y)) < 0.5 {
            s.returning = target == s.offset ? nil : target
            s.told.append(("scrollViewDidEndDragging(willDecelerate: NO)", false))
        } else {
            s.deceleration = Deceleration(start: s.offset, target: target, startTime: time, rate: spec.decelerationRate)
            s.told.append(("scrollViewDidEndDragging(willDecelerate: YES)", false))
            s.told.append(("scrollViewWillBeginDecelerating(_:)", false))
        }
    }
}

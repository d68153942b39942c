import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Shrinks a failing case to one where no single step still fails the same way (same
/// property class, same engine): probe points first, then events by whole gestures, then
/// the scene top-down — windows, subtrees, a view replaced by one of its children,
/// controllers, window scenes — then each view's flags, overrides and numbers toward
/// UIKit's defaults, integers and identity. Time-capped.
package struct CaseShrinker {
    package var checker: CaseChecker
    /// Stop shrinking after this many seconds (the best case so far is kept).
    package var timeLimit: Double
    package private(set) var steps = 0
    package private(set) var attempts = 0
    package private(set) var timedOut = false
    /// When set, what a candidate must keep instead of failing like the original (triage:
    /// its class).
    package var keeps: (@Sendable (FuzzCase, FuzzFailure) -> Bool)?
    private var deadline = Date.distantFuture

    package init(
        checker: CaseChecker, timeLimit: Double = 30, keeps: (@Sendable (FuzzCase, FuzzFailure) -> Bool)? = nil
    ) {
        self.checker = checker
        self.timeLimit = timeLimit
        self.keeps = keeps
    }

    /// The smallest case found that still fails like `failure`, and its failure.
    package mutating func shrink(_ original: FuzzCase, failure: FuzzFailure) -> (FuzzCase, FuzzFailure) {
        deadline = Date(timeIntervalSinceNow: timeLimit)
        var best = original
        var bestFailure = failure
        // A probe failure becomes a tap at the point, so the saved recording reproduces it.
        if failure.property == .hitTestAgreement, let p = failure.point {
            var tapped = best
            tapped.events = [
                TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: p)])),
                TimedEvent(time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: p)])),
            ]
            tapped.probes = []
            if let f = fails(tapped, like: failure) {
                best = tapped
                bestFailure = f
            } else if let i = failure.eventIndex, i < best.events.count,
                case let after = Self.tap(at: p, after: i, in: best),
                let f = fails(after, like: failure)
            {
                // A probe after a run-time change: taps after the changes up to it.
                best = after
                bestFailure = f
            } else {
                tapped.events = best.events
                tapped.probes = [p]
                if let f = fails(tapped, like: failure) {
                    best = tapped
                    bestFailure = f
                }
            }
        }
        var progress = true
        while progress, !timedOut {
            progress = false
            for pass in Pass.allCases {
                var i = 0
                while i < pass.count(best), !timedOut {
                    if let candidate = pass.apply(best, i), candidate != best, let f = fails(candidate, like: failure) {
                        best = candidate
                        bestFailure = f
                        steps += 1
                        progress = true
                    } else {
                        i += 1
                    }
                }
            }
        }
        return (best, bestFailure)
    }

    /// `c` with a tap at `p` (a fresh touch each) right after every run-time change up to
    /// event `i`, and no probes: the engines are asked at the moments the probes asked them
    /// (an engine that rebuilds lazily answers by when it is asked), so the saved recording
    /// reproduces a probe failure after a change. The shrinker then drops the taps it can.
    static func tap(at p: HCPoint, after i: Int, in c: FuzzCase) -> FuzzCase {
        var c = c
        var id = c.touchIDs.max() ?? 0
        for k in stride(from: min(i, c.events.count - 1), through: 0, by: -1) {
            guard case .change = c.events[k].event else { continue }
            id += 1
            let t = c.events[k].time
            c.events.insert(
                contentsOf: [
                    TimedEvent(time: t, event: .touches([TouchSample(id: id, phase: .began, location: p)])),
                    TimedEvent(time: t, event: .touches([TouchSample(id: id, phase: .ended, location: p)])),
                ], at: k + 1)
        }
        c.probes = []
        return c
    }

    private mutating func fails(_ c: FuzzCase, like failure: FuzzFailure) -> FuzzFailure? {
        // An engine given up on answers nothing: its candidates would shrink toward nothing.
        if Date() > deadline || checker.engines.contains(where: { $0.failure != nil }) {
            timedOut = true
            return nil
        }
        attempts += 1
        guard let f = checker.check(c), keeps?(c, f) ?? f.matches(failure) else { return nil }
        return f
    }
}

extension FuzzCase {
    /// Touch ids in the order they first appear.
    var touchIDs: [Int] {
        var seen = Set<Int>()
        var ids: [Int] = []
        for e in events {
            if case .touches(let samples) = e.event {
                for s in samples where seen.insert(s.id).inserted { ids.append(s.id) }
            }
        }
        return ids
    }

    /// Event indices before which no touch and no press is down (0 and the end included).
    var restingPoints: [Int] {
        var down = Set<String>()
        var points = [0]
        for (i, e) in events.enumerated() {
            switch e.event {
            case .touches(let samples):
                for s in samples {
                    if s.phase == .began { down.insert("t\(s.id)") }
                    if s.phase == .ended || s.phase == .cancelled { down.remove("t\(s.id)") }
                }
            case .presses(let presses):
                for p in presses {
                    if p.phase == .began { down.insert("p\(p.id)") }
                    if p.phase == .ended || p.phase == .cancelled { down.remove("p\(p.id)") }
                }
            default:
                break
            }
            if down.isEmpty { points.append(i + 1) }
        }
        return points
    }

    /// Drops events that name a responder the scene no longer has.
    mutating func dropEventsNamingMissingResponders() {
        let names = scene.responderNames
        events.removeAll { e in e.event.responderNames.contains { !names.contains($0) } }
    }
}

extension TimedEvent {
    /// The event without touch `id` (or only its samples in `phases`); nil when nothing is left.
    func removingTouch(_ id: Int, phases: Set<TouchPhase>? = nil) -> TimedEvent? {
        guard case .touches(let samples) = event else { return self }
        let rest = samples.filter { s in s.id != id || !(phases?.contains(s.phase) ?? true) }
        return rest.isEmpty ? nil : TimedEvent(time: time, event: .touches(rest))
    }

    func removingPresses(_ ids: Set<Int>) -> TimedEvent? {
        guard case .presses(let presses) = event else { return self }
        let rest = presses.filter { !ids.contains($0.id) }
        return rest.isEmpty ? nil : TimedEvent(time: time, event: .presses(rest))
    }
}

extension InputEvent {
    /// The responders an event names.
    var responderNames: [String] {
        switch self {
        case .routerMessage(let from, _): return [from]
        case .action(_, let target, let sender): return [target, sender].compactMap { $0 }
        case .editingMenu(_, let sender): return [sender].compactMap { $0 }
        case .becomeFirstResponder(let n), .resignFirstResponder(let n), .removeFromSuperview(let n): return [n]
        case .addSubview(let view, let superview, _): return [view, superview]
        case .change(let view, .hitTest(.forward(let target))), .change(let view, .hitTest(.redirect(let target))),
            .change(let view, .pointInside(.boundsOf(let target))):
            return [view, target]
        case .change(let view, .hitTest(.onlySubviews(let names))): return [view] + names
        case .change(let view, _): return [view]
        default: return []
        }
    }
}

import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// When a scroll view's pan decides, worked out from the scene, the input and the trace
/// (docs/semantics.md, "Decision: the content-touch delay", "Decision: which drags scroll, and
/// nesting") — never from the dispatcher's state:
///
/// - the delay: with `delaysContentTouches`, the pan's timer fires exactly 0.15 s after its
///   first touch began — in the first event at or after then — unless it has decided by then;
/// - the axis: in the move where its fingers' mean movement since they began reaches 10 pt, the
///   drag's dominant axis (|x| ≥ |y|: horizontal) decides — it may begin only when its content is
///   larger than its bounds that way, and otherwise fails in that event; it never fails saying
///   it cannot scroll an axis it can;
/// - the lock: in that move, with `isDirectionalLockEnabled`, a drag whose one component is more
///   than twice the other is kept to that axis (`locks`, which `ScrollViewRules` applies).
///
/// Moves within 1e-9 of a threshold, or of a diagonal, are not judged: arithmetic in another
/// order may fall either side.
struct ScrollViewDecisions {
    private struct Pan {
        let view: Int
        let spec: ScrollViewSpec
        var state = UIGestureRecognizer.State.possible
        var tracked: [Int] = []
        var start: [Int: HCPoint] = [:]
        var seen: [Int: HCPoint] = [:]
        /// When the content-touch delay ends, while it runs.
        var deadline: Double?
        /// Whether the delay ended since the pan's reset.
        var delayOver = false
        /// Whether the drag has reached 10 pt, and whether its axis can scroll (nil: too near a
        /// threshold to tell).
        var decided = false
        var axisScrolls: Bool?

        init(view: Int, spec: ScrollViewSpec) {
            self.view = view
            self.spec = spec
        }
    }

    private var pans: [String: Pan] = [:]
    private let scene: HCScene
    /// The axes each lock-enabled pan's drag may be kept to, by pan name, as of its latest
    /// decision: one when the drag's direction tells, all three (`nil`: not locked) when it is
    /// within 1e-9 of the 2:1 boundary.
    private(set) var locks: [String: [ScrollLock?]] = [:]

    init(scene: HCScene) {
        self.scene = scene
        for i in scene.views.indices {
            guard let s = scene.views[i].scrollView else { continue }
            pans[ScrollViewSpec.panName(ofView: scene.views[i].name)] = Pan(view: i, spec: s)
        }
    }

    // Over the line limit: one event's observation, rule by rule as docs/semantics.md states them, over state the
    // rules share.
    mutating func observe(
        _ timed: TimedEvent, _ entries: ArraySlice<TraceEntry>, app: UIApplication, eventIndex: Int
    ) -> FuzzFailure? {
        guard !pans.isEmpty else { return nil }
        func fail(_ expected: String, _ actual: String, _ detail: String) -> FuzzFailure {
            FuzzFailure(.scrollViews, eventIndex: eventIndex, expected: expected, actual: actual, detail: detail)
        }
        var now: [Int: HCPoint] = [:]
        if case .touches(let samples) = timed.event { for s in samples { now[s.id] = s.location } }
        var mustFail: [String: String] = [:]
        for entry in entries {
            switch entry {
            case .timer(let t, let name) where pans[name] != nil:
                if let d = pans[name]?.deadline, t != d {
                    return fail(
                        "the content-touch delay ends at \(formatScalar(d)) s", entry.line.trimmed,
                        "\(name)'s delay must end 0.15 s after its first touch began")
                }
                pans[name]?.deadline = nil
                pans[name]?.delayOver = true
            case .recognizerTouches(let name, let phase, let ids) where pans[name] != nil:
                if let why = follow(name, phase, ids.ids, now, time: timed.time, app: app) { mustFail[name] = why }
            case .recognizerState(let name, _, let from, let to, let reason) where pans[name] != nil:
                guard var p = pans[name] else { continue }
                if from == .possible, to == .began, p.decided, p.axisScrolls == false {
                    return fail(
                        "\(name) fails", entry.line.trimmed,
                        "\(name) began on a drag along an axis its content fits (it cannot scroll that way)")
                }
                if to == .failed, reason.containsLiteral("cannot scroll"), p.axisScrolls == true {
                    return fail(
                        "\(name) begins", entry.line.trimmed,
                        "\(name) refused a drag along an axis its content is larger than its bounds")
                }
                if from == .possible { mustFail[name] = nil }
                if to == .possible {
                    p = Pan(view: p.view, spec: p.spec)
                } else {
                    p.state = to
                    p.deadline = nil
                }
                pans[name] = p
            default:
                break
            }
        }
        if case .touches(let samples) = timed.event {
            for s in samples where s.phase == .ended || s.phase == .cancelled {
                for i in pans.values.indices where pans.values[i].tracked.contains(s.id) {
                    pans.values[i].tracked.removeAll { $0 == s.id }
                }
            }
        }
        if let (name, why) = mustFail.min(by: { $0.key < $1.key }), pans[name]?.state == .possible {
            return fail("\(name): possible -> failed in this event", "\(name) still possible", why)
        }
        // The first pan by name whose delay was due and did not end (no sort: most events have none).
        var overdue: (name: String, deadline: Double)?
        for (name, p) in pans {
            guard let d = p.deadline, d <= timed.time, p.state == .possible else { continue }
            if let o = overdue, o.name <= name { continue }
            overdue = (name, d)
        }
        if let (name, d) = overdue {
            return fail(
                "timer t=\(formatScalar(d)) fires for \(name)", "no timer for \(name)",
                "\(name)'s content-touch delay (0.15 s, delaysContentTouches) did not end when it was due: the "
                    + "content waits for a finger that rests")
        }
        return nil
    }

    /// Follows one call the pan got; returns why it must fail in this event, if it must.
    private mutating func follow(
        _ name: String, _ phase: TouchPhase, _ ids: [Int], _ now: [Int: HCPoint], time: Double, app: UIApplication
    ) -> String? {
        guard var p = pans[name] else { return nil }
        defer { pans[name] = p }
        switch phase {
        case .began:
            for id in ids where !p.tracked.contains(id) {
                p.tracked.append(id)
                p.start[id] = now[id]
                p.seen[id] = now[id]
            }
            if p.state == .possible, p.deadline == nil, !p.delayOver, !p.decided, p.spec.delaysContentTouches {
                p.deadline = time + ScrollViewPanGestureRecognizer.contentTouchDelay
            }
        case .moved:
            for id in ids { p.seen[id] = now[id] ?? p.seen[id] }
            guard p.state == .possible, !p.decided, !p.tracked.isEmpty else { return nil }
            var dx = 0.0, dy = 0.0
            for id in p.tracked {
                guard let s = p.start[id], let c = p.seen[id] else { continue }
                dx += c.x - s.x
                dy += c.y - s.y
            }
            let n = Double(p.tracked.count)
            let t = HCPoint(x: dx / n, y: dy / n)
            let length = (t.x * t.x + t.y * t.y).squareRoot()
            guard length >= 10 - 1e-9 else { return nil }
            // The pan asks to begin (or fails) now: its delay timer is over either way.
            p.decided = true
            p.deadline = nil
            if p.spec.isDirectionalLockEnabled {
                // Within 1e-9 of 10 pt the pan may decide in a later move, from another direction.
                locks[name] = length >= 10 + 1e-9 ? Self.lockCandidates(t) : [nil, .horizontal, .vertical]
            }
            guard length >= 10 + 1e-9, abs(abs(t.x) - abs(t.y)) > 1e-9 else { return nil }
            let horizontal = abs(t.x) >= abs(t.y)
            let size = app.view(named: scene.views[p.view].name)?.geometry.size ?? scene.views[p.view].geometry.size
            let larger = horizontal ? p.spec.contentSize.width > size.width : p.spec.contentSize.height > size.height
            let always = p.spec.bounces && (horizontal ? p.spec.alwaysBounceHorizontal : p.spec.alwaysBounceVertical)
            let scrolls = larger || always
            p.axisScrolls = scrolls
            if !scrolls {
                return "its drag is \(horizontal ? "horizontal" : "vertical") and its content fits that way: it cannot "
                    + "scroll, so it fails and an enclosing scroll view may take the drag"
            }
        case .ended, .cancelled:
            p.tracked.removeAll { ids.contains($0) }
        case .stationary:
            break
        }
        return nil
    }

    /// docs/semantics.md, "Decision: directional lock": one component more than twice the other
    /// locks to its axis; a drag within 1e-9 of that boundary may go either way.
    private static func lockCandidates(_ t: HCPoint) -> [ScrollLock?] {
        let x = abs(t.x)
        let y = abs(t.y)
        if abs(x - 2 * y) <= 1e-9 || abs(y - 2 * x) <= 1e-9 { return [nil, .horizontal, .vertical] }
        if x > 2 * y { return [.horizontal] }
        if y > 2 * x { return [.vertical] }
        return [nil]
    }
}

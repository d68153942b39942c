import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Recognizers against the virtual clock and the touches' own movement, from the scene's
/// parameters and the input's samples (docs/semantics.md, "Gesture recognizers"):
///
/// - a timer fires only once its deadline has passed: never after the event it is listed
///   under began;
/// - a long press begins only once its fingers have all been down `minimumPressDuration`,
///   none having moved more than `allowableMovement` while it watched;
/// - a pan begins only once its fingers' mean movement has reached 10 pt;
/// - a tap is recognized only when no finger moved more than 10 pt while it watched;
/// - a pinch or rotation in progress ends only once both of its fingers have lifted.
struct GestureTiming {
    private struct Watched {
        let kind: GestureKind
        var tracked: [Int] = []
        /// When the last of a long press's fingers came down (nil: not all are down).
        var allDownSince: Double?
        /// Whether a pan's mean movement reached the threshold, or a tap's or a long press's
        /// fingers moved too far, since its reset.
        var movedEnough = false
        /// A pinch's or rotation's two fingers: the first two it tracked at once.
        var pair: [Int] = []
    }

    private var watched: [String: Watched]
    private var start: [Int: HCPoint] = [:]
    private var location: [Int: HCPoint] = [:]
    /// The touches that end or are cancelled in the event being checked.
    private var lifting: Set<Int> = []

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`).
    init(specs: [(view: Int, spec: GestureRecognizerSpec)]) {
        watched = Dictionary(
            specs.map { ($0.spec.name, Watched(kind: $0.spec.kind)) },
            uniquingKeysWith: { a, _ in a })
    }

    mutating func observe(_ timed: TimedEvent, _ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        func fail(_ expected: String, _ entry: TraceEntry, _ detail: String) -> FuzzFailure {
            FuzzFailure(
                .gestureTiming, eventIndex: eventIndex, expected: expected, actual: entry.line.trimmed, detail: detail)
        }
        let now = timed.time
        lifting = []
        if case .touches(let samples) = timed.event {
            // A recognizer waiting for arbitration is not traced getting its touches' ends.
            for s in samples where s.phase == .ended || s.phase == .cancelled { lifting.insert(s.id) }
            for s in samples where s.phase != .stationary {
                if s.phase == .began { start[s.id] = s.location }
                location[s.id] = s.location
            }
        }
        for entry in entries {
            switch entry {
            case .timer(let time, let name) where time > now:
                return fail(
                    "the timer fires at \(formatScalar(time)) s, after this event", entry,
                    "\(name)'s timer fired before its deadline: the event is at \(formatScalar(now)) s")
            case .recognizerTouches(let name, let phase, let ids):
                see(name, phase, ids.ids, at: now)
            case .recognizerState(let name, _, .possible, let to, _) where to == .began || to == .ended:
                if let (expected, detail) = beginProblem(name, at: now) { return fail(expected, entry, detail) }
            case .recognizerState(let name, _, let from, .ended, _) where from.isActive:
                if let down = pairFingerDown(name) {
                    return fail(
                        "\(name) changes until both fingers lift", entry,
                        "\(name) ended while finger \(down) of its two was still down (Apple: it ends when the "
                            + "user lifts both fingers)")
                }
            case .recognizerState(let name, _, _, .possible, _):
                if let kind = watched[name]?.kind { watched[name] = Watched(kind: kind) }
            default:
                break
            }
        }
        // A recognizer waiting for arbitration or its reset is not traced getting its touches'
        // ends: the input's say they are gone.
        for id in lifting {
            for i in watched.values.indices where watched.values[i].tracked.contains(id) {
                watched.values[i].tracked.removeAll { $0 == id }
            }
        }
        return nil
    }

    /// Why recognizer `name` may not begin (or recognize) at `now`: a long press too early or
    /// after moving too far, a pan before its movement, a tap whose finger moved too far.
    private func beginProblem(_ name: String, at now: Double) -> (String, String)? {
        guard let w = watched[name] else { return nil }
        let hysteresis = formatScalar(UIGestureRecognizer.hysteresis)
        switch w.kind {
        case .longPress(let duration, let allowable, _):
            if let since = w.allDownSince, since + duration > now {
                return (
                    "began at \(formatScalar(since + duration)) s or later",
                    "\(name) began after \(formatScalar(now - since)) s; its minimumPressDuration is "
                        + "\(formatScalar(duration)) s"
                )
            }
            if w.movedEnough {
                return (
                    "\(name) fails",
                    "\(name) began though a finger moved more than its allowableMovement "
                        + "(\(formatScalar(allowable)) pt)"
                )
            }
        case .pan where !w.movedEnough:
            return (
                "a mean movement of \(hysteresis) pt first", "\(name) began before its fingers moved \(hysteresis) pt"
            )
        case .tap where w.movedEnough:
            return ("\(name) fails", "\(name) recognized a tap whose finger moved more than \(hysteresis) pt")
        default:
            break
        }
        return nil
    }

    /// For a pinch or rotation, a finger of its pair still down.
    private func pairFingerDown(_ name: String) -> Int? {
        guard let w = watched[name] else { return nil }
        switch w.kind {
        case .pinch, .rotation: return w.pair.first { w.tracked.contains($0) && !lifting.contains($0) }
        default: return nil
        }
    }

    private mutating func see(_ name: String, _ phase: TouchPhase, _ ids: [Int], at now: Double) {
        guard var w = watched[name] else { return }
        defer { watched[name] = w }
        switch phase {
        case .began:
            if w.tracked.isEmpty, case .pan = w.kind { w.movedEnough = false }
            for id in ids where !w.tracked.contains(id) { w.tracked.append(id) }
            if w.pair.count < 2, w.tracked.count >= 2 { w.pair = Array(w.tracked.prefix(2)) }
        case .ended, .cancelled:
            w.tracked.removeAll { ids.contains($0) }
        case .moved:
            switch w.kind {
            case .pan(let minimum, _):
                let t = meanTranslation(w.tracked)
                if w.tracked.count >= minimum, (t.x * t.x + t.y * t.y).squareRoot() >= UIGestureRecognizer.hysteresis {
                    w.movedEnough = true
                }
            case .tap:
                if largestMovement(w.tracked) > UIGestureRecognizer.hysteresis { w.movedEnough = true }
            case .longPress(_, let allowable, _):
                if largestMovement(w.tracked) > allowable { w.movedEnough = true }
            default:
                break
            }
        case .stationary:
            break
        }
        if case .longPress(_, _, let touches) = w.kind {
            w.allDownSince = w.tracked.count == touches ? (phase == .began ? now : w.allDownSince) : nil
        }
    }

    /// The mean movement of `ids` since they began, summed in the recognizer's order — its
    /// own arithmetic on purpose, so that a mistake in the recognizer's is not shared.
    private func meanTranslation(_ ids: [Int]) -> HCPoint {
        guard !ids.isEmpty else { return .zero }
        var dx = 0.0
        var dy = 0.0
        for id in ids {
            guard let s = start[id], let c = location[id] else { continue }
            dx += c.x - s.x
            dy += c.y - s.y
        }
        let n = Double(ids.count)
        return HCPoint(x: dx / n, y: dy / n)
    }

    private func largestMovement(_ ids: [Int]) -> Double {
        ids.reduce(0) { m, id in
            guard let s = start[id], let c = location[id] else { return m }
            return max(m, ((c.x - s.x) * (c.x - s.x) + (c.y - s.y) * (c.y - s.y)).squareRoot())
        }
    }
}

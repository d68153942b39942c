import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// A recognizer decides as soon as its gesture is complete, unless it waits for one it
/// requires to fail (docs/semantics.md, "Recognition, competition and simultaneous
/// recognition": it waits only on its failure requirements, and while its touches are being
/// cancelled) — worked out from the scene's parameters, the input's samples and the trace:
///
/// - a single-finger tap leaves `possible` in the event its last required tap lifts;
/// - a pan, in the event its fingers' mean movement reaches 10 pt;
/// - a long press, when its timer fires;
/// - a pinch or rotation, once the first two fingers it tracked changed their distance by
///   10 pt or turned by 5° since the second came down (`promptRecognition`) — and never
///   before (`gestureTiming`: one finger alone never begins one, nor does a third finger).
///
/// A recognizer with a failure requirement (its own, or a delegate's either way) is left to
/// `failureRequirement` and `recognizerEffects`.
struct PromptRecognition {
    private struct Watched {
        let kind: GestureKind
        var state = UIGestureRecognizer.State.possible
        var tracked: [Int] = []
        /// Where each of its touches was when it got it, and where it last saw it.
        var start: [Int: HCPoint] = [:]
        var seen: [Int: HCPoint] = [:]
        /// Single-finger taps completed since its reset.
        var taps = 0
        /// A pinch's or rotation's two fingers and their distance and angle as the second came
        /// down.
        var pair: [Int] = []
        var baseline: (distance: Double, angle: Double)?
        /// Whether a pinch's or rotation's pair has come past its threshold since its reset.
        var reached = false
        /// Whether it got a touch since its reset.
        var seenAny = false
        /// Whether it got a press since its reset: it decides over presses as over touches, so a
        /// recognizer that requires it waits for it as well.
        var sawPress = false
        /// Why its gesture is complete, while it waits for a recognizer it requires to fail.
        var waitingSince: String?
        /// On the count of failures: when its attempt began (its first touch since its reset),
        /// and when it last failed (kept across resets). A recognizer it requires that failed
        /// since its attempt began no longer holds it, even once that one resets and takes new
        /// touches (docs/semantics.md, "Decision: require to fail").
        var attemptSince = 0
        var failedAt = 0

        /// A multi-tap between its taps: its attempt goes on with no touch down.
        var tapSequenceOpen: Bool {
            if case .tap(let n, _) = kind { return taps > 0 && taps < n }
            return false
        }
    }

    private var watched: [String: Watched] = [:]
    /// For each recognizer, those it requires to fail: its `requiresFailureOf`, its delegate's
    /// `shouldRequireFailureOf`, and those whose delegates name it in `shouldBeRequiredToFailBy`.
    private let requirements: [String: Set<String>]
    /// How many times a recognizer failed so far: the clock of `attemptSince` and `failedAt`.
    private var failures = 0

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`); `requirements`:
    /// `FailureRequirements.of(specs)`.
    init(specs: [(view: Int, spec: GestureRecognizerSpec)], requirements: [String: Set<String>]) {
        for (_, g) in specs { watched[g.name] = Watched(kind: g.kind) }
        self.requirements = requirements
    }

    /// Whether `q` may still keep `w`, which requires it, waiting: possible after seeing a touch
    /// or a press (deciding, or waiting for arbitration itself); one that never saw any, failed,
    /// or failed during `w`'s attempt and then reset, does not. (One that began or recognized
    /// fails its dependents: not this check's.)
    private func blocks(_ q: String, _ w: Watched) -> Bool {
        guard let other = watched[q], other.failedAt <= w.attemptSince else { return false }
        if other.state == .failed { return false }
        return other.state != .possible || other.seenAny || other.sawPress
    }

    // Over the line limit: one event's observation, rule by rule as docs/semantics.md states them, over state the
    // rules share.
    mutating func observe(_ timed: TimedEvent, _ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var now: [Int: HCPoint] = [:]
        if case .touches(let samples) = timed.event { for s in samples { now[s.id] = s.location } }
        var due: [String: String] = [:]
        /// Recognizers that left possible in this event (and may be back by its end: reset).
        var decided = Set<String>()
        for entry in entries {
            switch entry {
            case .recognizerTouches(let name, let phase, let ids):
                if let why = see(name, phase, ids.ids, now) { due[name] = why }
            case .recognizerPresses(let name, .began, _):
                if var w = watched[name], !w.sawPress {
                    w.sawPress = true
                    watched[name] = w
                }
            case .timer(_, let name):
                if let w = watched[name], case .longPress(_, _, let n) = w.kind, w.state == .possible,
                    w.tracked.count == n
                {
                    due[name] = "its fingers were held for its minimumPressDuration"
                }
            case .recognizerState(let name, _, let from, let to, _):
                if from == .possible, to == .began || to == .ended, let problem = earlyTwoFinger(name) {
                    return FuzzFailure(
                        .gestureTiming, eventIndex: eventIndex, expected: problem.0, actual: entry.line.trimmed,
                        detail: problem.1)
                }
                if from == .possible { decided.insert(name) }
                // Read and written back whole: a change made through `watched[name]?` allocated
                // (measured: about one allocation a change, for a value this size).
                if var w = watched[name] {
                    if from == .possible, to == .failed {
                        failures += 1
                        w.failedAt = failures
                    }
                    if to == .possible {
                        w = Watched(kind: w.kind, failedAt: w.failedAt)
                    } else {
                        w.state = to
                    }
                    watched[name] = w
                }
            default:
                break
            }
        }
        if case .touches(let samples) = timed.event {
            // A recognizer waiting for its reset is not traced getting its touches' ends.
            for s in samples where s.phase == .ended || s.phase == .cancelled {
                for i in watched.values.indices where watched.values[i].tracked.contains(s.id) {
                    watched.values[i].tracked.removeAll { $0 == s.id }
                }
            }
        }
        for (name, why) in due.sorted(by: { $0.key < $1.key }) where !decided.contains(name) {
            guard let required = requirements[name], !required.isEmpty else {
                return FuzzFailure(
                    .promptRecognition, eventIndex: eventIndex,
                    expected: "\(name) begins, recognizes or fails in this event", actual: "\(name) still possible",
                    detail: "\(name) has no failure requirement and \(why): it must decide now, not wait")
            }
            watched[name]?.waitingSince = why
        }
        // Released: every recognizer a waiting one requires has failed (since its attempt began,
        // or is failed now) or saw nothing.
        var released: (name: String, why: String)?
        for (name, w) in watched where w.state == .possible && !decided.contains(name) {
            guard let why = w.waitingSince, let required = requirements[name],
                !required.contains(where: { blocks($0, w) })
            else { continue }
            if let r = released, r.name <= name { continue }
            released = (name, why)
        }
        if let (name, why) = released {
            return FuzzFailure(
                .promptRecognition, eventIndex: eventIndex,
                expected: "\(name) begins, recognizes or fails in this event", actual: "\(name) still possible",
                detail: "\(name): \(why) while it waited; every recognizer it requires to fail has failed (or saw "
                    + "no touch), so it must decide now")
        }
        return nil
    }

    /// Follows one call a recognizer got; returns why its gesture is now complete, if it is.
    private mutating func see(_ name: String, _ phase: TouchPhase, _ ids: [Int], _ now: [Int: HCPoint]) -> String? {
        guard var w = watched[name] else { return nil }
        defer { watched[name] = w }
        switch phase {
        case .began:
            // Its first touch since its reset, or — nothing down, waiting for nothing, no tap
            // sequence open — since it was reset with no trace (a recognizer still possible is).
            let idle = w.state == .possible && w.tracked.isEmpty && w.waitingSince == nil && !w.tapSequenceOpen
            if !w.seenAny || idle { w.attemptSince = failures }
            w.seenAny = true
            for id in ids where !w.tracked.contains(id) {
                w.tracked.append(id)
                w.start[id] = now[id]
                w.seen[id] = now[id]
            }
            if w.pair.isEmpty, w.tracked.count >= 2 {
                w.pair = Array(w.tracked.prefix(2))
                if let a = w.seen[w.pair[0]], let b = w.seen[w.pair[1]] {
                    w.baseline = (Self.distance(a, b), Self.angle(a, b))
                }
            }
        case .moved:
            for id in ids { w.seen[id] = now[id] ?? w.seen[id] }
            if let change = twoFingerChange(w), change.met { w.reached = true }
            guard w.state == .possible else { return nil }
            return moveCompletes(w)
        case .ended, .cancelled:
            w.tracked.removeAll { ids.contains($0) }
            if phase == .ended, w.state == .possible, w.tracked.isEmpty, case .tap(let taps, 1) = w.kind {
                w.taps += 1
                if w.taps == taps { return "its \(taps == 1 ? "tap" : "\(taps) taps") lifted" }
            }
        case .stationary:
            break
        }
        return nil
    }

    /// Why a move completes `w`'s gesture: a pan's mean movement, a pinch's or rotation's
    /// change — nil near a threshold (within 1e-9), where arithmetic could tell either way.
    private func moveCompletes(_ w: Watched) -> String? {
        switch w.kind {
        case .pan(let minimum, _):
            guard w.tracked.count >= minimum, !w.tracked.isEmpty else { return nil }
            var dx = 0.0, dy = 0.0
            for id in w.tracked {
                guard let s = w.start[id], let c = w.seen[id] else { continue }
                dx += c.x - s.x
                dy += c.y - s.y
            }
            let n = Double(w.tracked.count)
            let length = ((dx / n) * (dx / n) + (dy / n) * (dy / n)).squareRoot()
            return length >= 10 + 1e-9 ? "its fingers moved 10 pt" : nil
        case .pinch, .rotation:
            guard let change = twoFingerChange(w), change.met else { return nil }
            return change.what
        default:
            return nil
        }
    }

    /// How far a pinch's or rotation's pair has come: whether past its threshold (clear of it
    /// by 1e-9), in words; nil while the pair is not both down.
    private func twoFingerChange(_ w: Watched) -> (met: Bool, clear: Bool, what: String)? {
        guard w.pair.count == 2, w.pair.allSatisfy(w.tracked.contains), let base = w.baseline,
            let a = w.seen[w.pair[0]], let b = w.seen[w.pair[1]]
        else { return nil }
        if case .pinch = w.kind {
            let change = abs(Self.distance(a, b) - base.distance)
            return (change >= 10 + 1e-9, abs(change - 10) > 1e-9, "its first two fingers' distance changed 10 pt")
        }
        var turn = Self.angle(a, b) - base.angle
        while turn > Double.pi { turn -= 2 * Double.pi }
        while turn <= -Double.pi { turn += 2 * Double.pi }
        let threshold = Double.pi / 36
        return (abs(turn) >= threshold + 1e-9, abs(abs(turn) - threshold) > 1e-9, "its first two fingers turned 5°")
    }

    /// Why a pinch or rotation may not begin yet: fewer than two fingers, or its first two have
    /// not come far enough (clear of the threshold).
    private func earlyTwoFinger(_ name: String) -> (String, String)? {
        guard let w = watched[name] else { return nil }
        switch w.kind {
        case .pinch, .rotation: break
        default: return nil
        }
        guard !w.reached else { return nil }
        guard w.pair.count == 2 else {
            return ("\(name) stays possible", "\(name) began with fewer than two fingers")
        }
        guard let change = twoFingerChange(w), change.clear, !change.met else { return nil }
        let what = w.kind == .pinch ? "distance changed by 10 pt" : "line turned by 5°"
        return (
            "\(name) waits until its first two fingers' \(what)",
            "\(name) began before its first two fingers (\(w.pair.map(String.init).joined(separator: ", "))) \(what)"
        )
    }

    static func distance(_ a: HCPoint, _ b: HCPoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    static func angle(_ a: HCPoint, _ b: HCPoint) -> Double { atan2(b.y - a.y, b.x - a.x) }
}

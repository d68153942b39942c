import Foundation
import HitChainGeometry
import HitChainScene

/// Expands scenario inputs into the concrete timed events the application's queue receives.
///
/// Deterministic: positions are `from + (to − from)·k/(n+1)`, times `t + d·k/(n+1)`, in
/// `Double` arithmetic, in input order. Touch samples that fall at the same time merge into
/// one event; a touch that is down but not in an event appears in it as `stationary`.
public enum ScenarioExpander {
    /// A tap lasts this long unless the input says otherwise.
    public static let defaultTapDuration = 0.1
    /// Taps of a double tap begin this far apart.
    public static let multiTapInterval = 0.2

    /// The expanded events, and for each one the index of the input it came from.
    public static func expand(_ inputs: [ScenarioInput]) -> (events: [TimedEvent], origins: [Int]) {
        // Gestures get ids above every explicit one, in input order.
        let firstGestureID =
            (inputs.compactMap { if case .touch(let t) = $0.action { return t.id } else { return nil } }.max() ?? 0) + 1
        var raw = RawEvents(nextID: firstGestureID)
        for (i, input) in inputs.enumerated() { raw.add(input, i) }
        return merge(raw.sorted())
    }

    /// began at `from`, `samples` moves strictly between, ended at `to`.
    static func path(from: HCPoint, to: HCPoint, start: Double, duration: Double, samples: Int, id: Int) -> [(
        Double, TouchSample
    )] {
        var out = [(start, TouchSample(id: id, phase: .began, location: from))]
        let n = Double(samples + 1)
        for k in 1...max(samples, 1) where k <= samples {
            let f = Double(k) / n
            let p = HCPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            out.append((start + duration * f, TouchSample(id: id, phase: .moved, location: p)))
        }
        out.append((start + duration, TouchSample(id: id, phase: .ended, location: to)))
        return out
    }

    /// Merges touch samples at equal times into one event, fills in cancel locations and
    /// stationary touches.
    static func merge(_ raw: [(Double, Int, InputEvent)]) -> (events: [TimedEvent], origins: [Int]) {
        var events: [TimedEvent] = []
        var origins: [Int] = []
        var down: [Int: HCPoint] = [:]
        var downOrder: [Int] = []
        var lastFinished = true
        /// Adds stationary samples to the last touch event and applies it to `down`.
        func finishTouchEvent() {
            guard !lastFinished else { return }
            lastFinished = true
            guard let last = events.last, case .touches(var samples) = last.event else { return }
            let present = Set(samples.map(\.id))
            for id in downOrder where !present.contains(id) {
                if let p = down[id] { samples.append(TouchSample(id: id, phase: .stationary, location: p)) }
            }
            for s in samples {
                switch s.phase {
                case .began, .moved, .stationary:
                    if down[s.id] == nil { downOrder.append(s.id) }
                    down[s.id] = s.location
                case .ended, .cancelled:
                    down[s.id] = nil
                    downOrder.removeAll { $0 == s.id }
                }
            }
            events[events.count - 1].event = .touches(samples)
        }
        for (time, input, event) in raw {
            guard case .touches(var samples) = event else {
                finishTouchEvent()
                events.append(TimedEvent(time: time, event: event))
                origins.append(input)
                continue
            }
            // A cancel of every touch (empty samples) never merges: it cancels what is down
            // after the event before it.
            var merges = false
            if !samples.isEmpty, !lastFinished, let last = events.last, last.time == time,
                case .touches(let previous) = last.event
            {
                merges = !previous.contains { p in samples.contains { $0.id == p.id } }
            }
            if !merges { finishTouchEvent() }
            if samples.isEmpty { samples = downOrder.map { TouchSample(id: $0, phase: .cancelled, location: .zero) } }
            for k in samples.indices where samples[k].phase == .cancelled {
                samples[k].location = down[samples[k].id] ?? samples[k].location
            }
            if merges, case .touches(let previous) = events[events.count - 1].event {
                events[events.count - 1].event = .touches(previous + samples)
            } else {
                events.append(TimedEvent(time: time, event: .touches(samples)))
                origins.append(input)
                lastFinished = false
            }
        }
        finishTouchEvent()
        return (events, origins)
    }
}

extension ScenarioExpander {
    /// The events the inputs expand to, in the order they are produced, before sorting and
    /// merging; and the id the next gesture's touch gets.
    private struct RawEvents {
        private var raw: [(time: Double, order: Int, input: Int, event: InputEvent)] = []
        private var order = 0
        private var nextID: Int

        init(nextID: Int) {
            self.nextID = nextID
        }

        /// The events by time, those at the same time in the order they were produced, each
        /// with the index of its input.
        func sorted() -> [(Double, Int, InputEvent)] {
            var raw = raw
            raw.sort { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
            return raw.map { ($0.time, $0.input, $0.event) }
        }

        /// Adds `event` at `time`, from input `input`, after every event produced so far.
        private mutating func emit(_ time: Double, _ input: Int, _ event: InputEvent) {
            raw.append((time, order, input, event))
            order += 1
        }

        /// A fresh touch id for a gesture.
        private mutating func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        /// Produces the events of `input`, the `i`th.
        mutating func add(_ input: ScenarioInput, _ i: Int) {
            let t = input.time
            switch input.action {
            case .tap(let p, let count, let duration):
                addTaps(at: p, count: count, duration: duration, start: t, input: i)
            case .longPress(let p, let duration):
                let id = newID()
                emit(t, i, .touches([TouchSample(id: id, phase: .began, location: p)]))
                emit(t + duration, i, .touches([TouchSample(id: id, phase: .ended, location: p)]))
            case .rotation(let center, let radius, let degrees, let duration, let samples):
                addRotation(
                    center: center, radius: radius, degrees: degrees, duration: duration, samples: samples, start: t,
                    input: i)
            case .drag(let from, let to, let duration, let samples):
                let id = newID()
                for sample in ScenarioExpander.path(
                    from: from, to: to, start: t, duration: duration, samples: samples, id: id)
                {
                    emit(sample.0, i, .touches([sample.1]))
                }
            case .twoFingerDrag(let from, let to, let duration, let samples):
                addTwoFingerDrag(from: from, to: to, duration: duration, samples: samples, start: t, input: i)
            case .touch(let sample):
                emit(t, i, .touches([sample]))
            case .cancel(let ids):
                emit(t, i, .touches((ids ?? []).map { TouchSample(id: $0, phase: .cancelled, location: .zero) }))
            case .shake(let duration):
                emit(t, i, .motion(.began))
                emit(t + duration, i, .motion(.ended))
            case .motion(let phase):
                emit(t, i, .motion(phase))
            case .remoteControl(let subtype):
                emit(t, i, .remoteControl(subtype))
            case .press(let type, let duration, let forces, let cancelled):
                let id = newID()
                emit(t, i, .presses([PressSample(id: id, type: type, phase: .began, force: forces.isEmpty ? nil : 0)]))
                for (k, force) in forces.enumerated() {
                    let at = t + duration * Double(k + 1) / Double(forces.count + 1)
                    emit(at, i, .presses([PressSample(id: id, type: type, phase: .changed, force: force)]))
                }
                let end = PressSample(
                    id: id, type: type, phase: cancelled ? .cancelled : .ended, force: forces.isEmpty ? nil : 0)
                emit(t + duration, i, .presses([end]))
            case .event(let event):
                emit(t, i, event)
            }
        }

        /// `count` taps at `p` (at least one), each with a fresh touch and its tap count.
        private mutating func addTaps(at p: HCPoint, count: Int, duration: Double, start t: Double, input i: Int) {
            // Taps begin 0.2 s apart, or a tenth of a second after the previous one
            // ended when they are longer: never two fingers down at once.
            let interval = max(ScenarioExpander.multiTapInterval, duration + 0.1)
            for k in 0..<max(count, 1) {
                let id = newID()
                let start = t + Double(k) * interval
                emit(start, i, .touches([TouchSample(id: id, phase: .began, location: p, tapCount: k + 1)]))
                emit(
                    start + duration, i,
                    .touches([TouchSample(id: id, phase: .ended, location: p, tapCount: k + 1)]))
            }
        }

        /// Two fingers opposite each other on a circle around `center`, turning `degrees`
        /// together in `samples` steps between their beginning and their end.
        private mutating func addRotation(
            center: HCPoint, radius: Double, degrees: Double, duration: Double, samples: Int, start t: Double,
            input i: Int
        ) {
            let ids = [newID(), newID()]
            let n = Double(samples + 1)
            for k in 0...(samples + 1) {
                let f = Double(k) / n
                let a = degrees * f * Double.pi / 180
                let dx = radius * cos(a)
                let dy = radius * sin(a)
                let phase: TouchPhase = k == 0 ? .began : (k == samples + 1 ? .ended : .moved)
                emit(
                    t + duration * f, i,
                    .touches([
                        TouchSample(id: ids[0], phase: phase, location: HCPoint(x: center.x - dx, y: center.y - dy)),
                        TouchSample(id: ids[1], phase: phase, location: HCPoint(x: center.x + dx, y: center.y + dy)),
                    ]))
            }
        }

        /// A drag per finger, `from[f]` to `to[f]`; the fingers' samples at the same step
        /// share one event.
        private mutating func addTwoFingerDrag(
            from: [HCPoint], to: [HCPoint], duration: Double, samples: Int, start t: Double, input i: Int
        ) {
            let ids = from.map { _ in newID() }
            var byTime: [(Double, [TouchSample])] = []
            for (f, id) in ids.enumerated() where f < to.count {
                for (k, sample) in ScenarioExpander.path(
                    from: from[f], to: to[f], start: t, duration: duration, samples: samples, id: id
                ).enumerated() {
                    if k < byTime.count {
                        byTime[k].1.append(sample.1)
                    } else {
                        byTime.append((sample.0, [sample.1]))
                    }
                }
            }
            for (time, samples) in byTime { emit(time, i, .touches(samples)) }
        }
    }
}

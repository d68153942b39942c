import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Scroll views, checked from the scene, the input and the trace (docs/semantics.md, "Scroll
/// views") — never from the dispatcher's state:
///
/// - while its pan is in progress, the content offset is where it was when the pan began
///   less the fingers' mean drag since, kept within `0 ... contentSize - bounds.size`, and
///   only such a drag moves it during a touch event — with `isDirectionalLockEnabled`, only
///   along the axis the drag was locked to as it began (`ScrollViewDecisions.locks`); with
///   `bounces`, on an axis it scrolls or always bounces, past the edge by half as much as the
///   drag asks;
/// - as the pan ends, the content moves on (`ScrollViewRules+Deceleration.swift`);
/// - the pan begins over a touch the content has begun only when `canCancelContentTouches`
///   is true and `touchesShouldCancel(in:)` (declared, else "not a control") allows it.
///
/// (`delaysContentTouches` is `RecognizerEffects`' rule for the pan's `delaysTouchesBegan`;
/// `touchesShouldBegin` is `TouchAdmission`'s.)
struct ScrollViewRules {
    struct Scroller {
        /// Keeps only the locks at `indices` (those the trace has agreed with so far).
        mutating func keep(_ indices: [Int]) {
            guard indices.count < locks.count else { return }
            locks = indices.map { locks[$0] }
            drags = indices.map { drags[$0] }
        }

        let view: Int
        let spec: ScrollViewSpec
        var offset: HCPoint
        var active = false
        var start = HCPoint.zero
        /// The axes the drag may be kept to (one unless its direction was too near a boundary
        /// to tell), and the drag since the pan began under each.
        var locks: [ScrollLock?] = [nil]
        var drags: [HCPoint] = [.zero]
        var tracked: [Int] = []
        /// Where the content must go at once as the pan ends (less than half a point away).
        var returning: HCPoint?
        /// The pan's touches where it last had them; the centroid and time of its last sample
        /// and the velocity between its last two (`velocity(in:)`); whether it waits for its
        /// reset (then it samples nothing).
        var seen: [Int: HCPoint] = [:]
        var lastSample: (centroid: HCPoint, time: Double)?
        var velocity = HCPoint.zero
        var finished = false
        /// The content moving on after the lift; where it must be moved in this event, and
        /// when its timer fires when it comes to rest in this event.
        var deceleration: Deceleration?
        var decelerationMove: HCPoint?
        var decelerationTimer: Double?
        /// A scroll view this property cannot follow any more (its lift's axes are unknown): none
        /// of its offsets, decelerations, timers or notifications is judged from then on.
        var unjudged = false
        /// What its delegate must be told next, in order (`told` entries), each optional or not.
        var told: [(message: String, optional: Bool)] = []
    }

    let scene: HCScene
    private let viewIndex: [String: Int]
    /// By pan name.
    var scrollers: [String: Scroller] = [:]
    /// The pan names in order, sorted once: every event visits the scrollers in this order.
    let scrollerNames: [String]
    /// Pan name by scroll view name.
    let panOfView: [String: String]
    /// Where each touch was at its last sample a pan saw.
    private var last: [Int: HCPoint] = [:]
    /// Where each touch that is down was at its latest sample.
    private var latest: [Int: HCPoint] = [:]
    /// Each touch's hit view, and whether that view has begun it and not finished.
    private var hit: [Int: Int] = [:]
    private var contentBegan: Set<Int> = []

    init(scene: HCScene, viewIndex: [String: Int]) {
        self.scene = scene
        self.viewIndex = viewIndex
        var panOfView: [String: String] = [:]
        for i in scene.views.indices {
            guard let s = scene.views[i].scrollView else { continue }
            let pan = ScrollViewSpec.panName(ofView: scene.views[i].name)
            scrollers[pan] = Scroller(view: i, spec: s, offset: scene.views[i].geometry.boundsOrigin)
            panOfView[scene.views[i].name] = pan
        }
        self.panOfView = panOfView
        scrollerNames = scrollers.keys.sorted()
    }

    var isEmpty: Bool { scrollers.isEmpty }

    mutating func observe(
        _ timed: TimedEvent, _ entries: ArraySlice<TraceEntry>, app: UIApplication, eventIndex: Int,
        locks: [String: [ScrollLock?]], rules: ChainRules
    ) -> FuzzFailure? {
        guard !scrollers.isEmpty else { return nil }
        func fail(_ expected: String, _ actual: String, _ detail: String) -> FuzzFailure {
            FuzzFailure(.scrollViews, eventIndex: eventIndex, expected: expected, actual: actual, detail: detail)
        }
        let now = noteSamples(timed.event)
        var moved: Set<String> = []
        for entry in entries {
            switch entry {
            case .hitTest(let id, _, let view, _):
                hit[id] = view.flatMap { viewIndex[$0.name] }
                contentBegan.remove(id)
                if let h = hit[id] { stopDecelerations(around: h, rules: rules) }
            case .timer(let t, let label) where label.hasSuffix(" deceleration"):
                if let f = followTimer(t, label, entry, eventIndex) { return f }
            case .call(let responder, .touches(let phase, let ids), _):
                for id in ids.ids {
                    guard let h = hit[id], scene.views[h].name == responder.name else { continue }
                    if phase == .began { contentBegan.insert(id) }
                    if phase == .ended || phase == .cancelled { contentBegan.remove(id) }
                }
            case .recognizerTouches(let name, let phase, let ids) where scrollers[name] != nil:
                follow(name, phase, ids.ids, now)
                if phase == .began || phase == .moved, var s = scrollers[name] {
                    Self.sample(&s, ids.ids, now, time: timed.time)
                    scrollers[name] = s
                }
            case .recognizerState(let name, _, let from, let to, _) where scrollers[name] != nil:
                if from == .possible, to == .began, let problem = cancelProblem(name) {
                    return fail("\(name) fails", entry.line.trimmed, problem)
                }
                follow(name, from: from, to: to, locks: locks, app: app, time: timed.time)
                if to == .changed { moved.insert(name) }
            case .told(let responder, let message):
                if let f = followTold(responder, message, entry, eventIndex) { return f }
            case .hierarchy(.changed(let view, let change)):
                if let f = followChange(view.name, change, entry, timed.event, app, eventIndex) { return f }
            default:
                break
            }
        }
        if let f = checkFollowed(moved, app, eventIndex) { return f }
        if let f = checkDecelerations(eventIndex) { return f }
        for (id, p) in now where last[id] != nil { last[id] = p }
        // A pan waiting for arbitration still has its touches' moves (untraced, unsampled).
        for i in scrollers.values.indices where !now.isEmpty && !scrollers.values[i].tracked.isEmpty {
            for id in scrollers.values[i].tracked { if let p = now[id] { scrollers.values[i].seen[id] = p } }
        }
        forgetEnded(timed.event)
        return nil
    }

    /// Where each touch of `event` is (noted as its latest place too).
    private mutating func noteSamples(_ event: InputEvent) -> [Int: HCPoint] {
        var now: [Int: HCPoint] = [:]
        if case .touches(let samples) = event {
            for s in samples {
                now[s.id] = s.location
                latest[s.id] = s.location
            }
        }
        return now
    }

    /// A pan waiting for its reset or for arbitration is not traced getting its touches' ends:
    /// they end for it all the same.
    private mutating func forgetEnded(_ event: InputEvent) {
        if case .touches(let samples) = event {
            for s in samples where s.phase == .ended || s.phase == .cancelled {
                latest[s.id] = nil
                for i in scrollers.values.indices where scrollers.values[i].tracked.contains(s.id) {
                    scrollers.values[i].tracked.removeAll { $0 == s.id }
                }
            }
        }
    }

    /// Each pan in `moved` (it changed in this event) whose content stayed: the drag must have
    /// left the offset where it was, under one of the locks still possible. A scroll view this
    /// property stopped following (`unjudged`) is not judged: its offset is not known any more.
    private mutating func checkFollowed(_ moved: Set<String>, _ app: UIApplication, _ eventIndex: Int) -> FuzzFailure? {
        for name in moved.sorted() {
            guard var s = scrollers[name], s.active, !s.unjudged else { continue }
            let staying = s.locks.indices.filter { target(s, $0, app) == s.offset }
            guard staying.isEmpty else {
                s.keep(staying)
                scrollers[name] = s
                continue
            }
            return FuzzFailure(
                .scrollViews, eventIndex: eventIndex, expected: ViewChange.boundsOrigin(target(s, 0, app)).summary,
                actual: "the offset stayed \(s.offset)",
                detail: "\(scene.views[s.view].name)'s pan changed but its content did not follow the drag")
        }
        return nil
    }

    /// A change recorded for a view: a scroll view's offset moved by the input (noted), or
    /// by its drag (checked against where the drag puts it).
    private mutating func followChange(
        _ name: String, _ change: String, _ entry: TraceEntry, _ event: InputEvent, _ app: UIApplication,
        _ eventIndex: Int
    ) -> FuzzFailure? {
        guard let pan = panOfView[name], var s = scrollers[pan], !s.unjudged else { return nil }
        defer { scrollers[pan] = s }
        if let p = s.decelerationMove {
            let text = ViewChange.boundsOrigin(p).summary
            guard change == text else {
                return FuzzFailure(
                    .scrollViews, eventIndex: eventIndex, expected: text, actual: change,
                    detail: "\(name)'s content decelerates: at this event's time it is there")
            }
            s.offset = p
            s.decelerationMove = nil
            return nil
        }
        if case .change(_, let c) = event {
            // The input moved it (or changed something else): a change, not a scroll; setting the
            // offset stops a deceleration.
            if case .boundsOrigin(let p) = c {
                s.offset = p
                s.deceleration = nil
            }
            return nil
        }
        if let p = s.returning {
            let text = ViewChange.boundsOrigin(p).summary
            guard change == text else {
                return FuzzFailure(
                    .scrollViews, eventIndex: eventIndex, expected: text, actual: change,
                    detail: "\(name)'s content must go at once where the lift leaves it (less than half a point away)")
            }
            s.offset = p
            s.returning = nil
            return nil
        }
        guard s.active else {
            return FuzzFailure(
                .scrollViews, eventIndex: eventIndex, expected: "no change to \(name)", actual: entry.line.trimmed,
                detail: "\(name)'s content moved though its pan is not in progress")
        }
        let matching = s.locks.indices.filter { ViewChange.boundsOrigin(target(s, $0, app)).summary == change }
        guard let first = matching.first else {
            let locked = s.locks[0].map { ", along the axis its drag was locked to (\($0.rawValue))" } ?? ""
            return FuzzFailure(
                .scrollViews, eventIndex: eventIndex, expected: ViewChange.boundsOrigin(target(s, 0, app)).summary,
                actual: change,
                detail: "\(name)'s offset must be where the drag began less the fingers' drag since\(locked), "
                    + "within its content")
        }
        s.offset = target(s, first, app)
        s.keep(matching)
        return nil
    }

    /// The offset a drag gives under lock `i`: the start less the drag, kept within the content
    /// — or, on an axis that bounces, past its edge by half as much as asked.
    private func target(_ s: Scroller, _ i: Int, _ app: UIApplication) -> HCPoint {
        let size = self.size(s, app)
        let spec = s.spec
        func axis(_ raw: Double, content: Double, bounds: Double, always: Bool) -> Double {
            let edge = min(max(raw, 0), max(0, content - bounds))
            let elastic = spec.bounces && (content > bounds || always)
            return elastic ? edge + (raw - edge) / 2 : edge
        }
        return HCPoint(
            x: axis(
                s.start.x - s.drags[i].x, content: spec.contentSize.width, bounds: size.width,
                always: spec.alwaysBounceHorizontal),
            y: axis(
                s.start.y - s.drags[i].y, content: spec.contentSize.height, bounds: size.height,
                always: spec.alwaysBounceVertical))
    }

    /// `offset` within the content: where content past its edge returns to.
    func clamped(_ offset: HCPoint, _ s: Scroller, _ app: UIApplication) -> HCPoint {
        let size = self.size(s, app)
        return HCPoint(
            x: min(max(offset.x, 0), max(0, s.spec.contentSize.width - size.width)),
            y: min(max(offset.y, 0), max(0, s.spec.contentSize.height - size.height)))
    }

    /// The scroll view's bounds size now.
    func size(_ s: Scroller, _ app: UIApplication) -> HCSize {
        app.view(named: scene.views[s.view].name)?.geometry.size ?? scene.views[s.view].geometry.size
    }

    /// Follows what a pan's touches did: the mean drag of its fingers while it is in progress.
    private mutating func follow(_ name: String, _ phase: TouchPhase, _ ids: [Int], _ now: [Int: HCPoint]) {
        guard var s = scrollers[name] else { return }
        defer { scrollers[name] = s }
        switch phase {
        case .began:
            for id in ids {
                if !s.tracked.contains(id) { s.tracked.append(id) }
                last[id] = now[id]
            }
        case .moved:
            var step = HCPoint.zero
            for id in ids {
                guard let p = last[id], let q = now[id] else { continue }
                step.x += q.x - p.x
                step.y += q.y - p.y
                last[id] = q
            }
            if s.active, !s.tracked.isEmpty {
                let n = Double(s.tracked.count)
                for i in s.locks.indices {
                    let kept = s.locks[i]?.along(step) ?? step
                    s.drags[i] = HCPoint(x: s.drags[i].x + kept.x / n, y: s.drags[i].y + kept.y / n)
                }
            }
        case .ended, .cancelled:
            s.tracked.removeAll { ids.contains($0) }
            for id in ids { last[id] = nil }
        case .stationary:
            break
        }
    }

    private mutating func follow(
        _ name: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, locks: [String: [ScrollLock?]],
        app: UIApplication,
        time: Double
    ) {
        guard var s = scrollers[name] else { return }
        s.finished = to.isFinal
        switch to {
        case .began:
            s.active = true
            s.start = s.offset
            s.told.append(("scrollViewWillBeginDragging(_:)", false))
            s.locks = s.spec.isDirectionalLockEnabled ? locks[name] ?? [nil] : [nil]
            s.drags = s.locks.map { _ in .zero }
            // The drag counts from where the fingers are as it begins.
            for id in s.tracked { last[id] = latest[id] }
        case .possible:
            s.active = false
            s.tracked = []
            s.locks = [nil]
            s.drags = [.zero]
            s.seen = [:]
            s.lastSample = nil
            s.velocity = .zero
        case .changed:
            break
        case .ended, .cancelled:
            if s.active { liftExpectation(&s, cancelled: to == .cancelled, time: time, app: app) }
            s.active = false
        default:
            s.active = false
        }
        scrollers[name] = s
    }

    /// Why pan `name` may not begin: a touch it tracks that the content has begun, which the
    /// scroll view may not take (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    private func cancelProblem(_ name: String) -> String? {
        guard let s = scrollers[name] else { return nil }
        let scrollName = scene.views[s.view].name
        for id in s.tracked where contentBegan.contains(id) {
            guard let h = hit[id], h != s.view else { continue }
            let content = scene.views[h]
            if !s.spec.canCancelContentTouches {
                return "\(content.name) tracks touch \(id) and \(scrollName) has canCancelContentTouches = false"
            }
            if !(s.spec.touchesShouldCancel ?? !content.isControl) {
                return "\(content.name) tracks touch \(id) and \(scrollName).touchesShouldCancel(in:) answers no"
            }
        }
        return nil
    }

}

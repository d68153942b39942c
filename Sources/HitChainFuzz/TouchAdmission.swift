import HitChainDelivery
import HitChainScene

/// Which touches a view may receive, worked out from the scene's flags and the event stream
/// (docs/semantics.md, "Touches"), and checked against every touch method and every
/// recognizer call in the trace:
///
/// - a touch beginning in a window where an exclusive-touch view is tracking a touch, or on
///   an exclusive-touch view while another view of its window is tracking one, reaches
///   neither the view nor any recognizer;
/// - a touch beginning on a view with `isMultipleTouchEnabled` false that is already
///   tracking a touch does not reach the view, though its recognizers see it;
/// - a touch beginning in the content of a scroll view whose `touchesShouldBegin` answers no
///   does not reach the view (its recognizers see it);
/// - a touch landing in the content of a decelerating scroll view stops it and does not reach
///   the view (its recognizers see it); the next touch finds it at rest;
/// - any other touch on a view no recognizer watches reaches the view at once.
///
/// "Tracking" is having a touch down that was given to the view; the hit view of each touch
/// is the trace's hit-test, which the engines are checked against separately.
struct TouchAdmission {
    /// What a touch may reach.
    private enum Admission {
        case viewAndRecognizers
        case recognizersOnly(String)
        case nothing(String)
        /// In the content of a scroll view with `delaysContentTouches` whose `touchesShouldBegin`
        /// answers no: the view never gets the touch, but until the scroll view asks (when it
        /// hands the touch-down on) the touch counts as the view's.
        case refusedLater(String)
    }

    private struct Bound {
        var view: String
        var window: String?
        var admission: Admission
        var admitsView: Bool {
            switch admission {
            case .viewAndRecognizers, .refusedLater: return true
            case .recognizersOnly, .nothing: return false
            }
        }
    }

    private let scene: HCScene
    /// Each touch's binding, kept after it ends (a held touchesEnded arrives later) until its
    /// id begins again.
    private var bound: [Int: Bound] = [:]
    /// The touches that are down, in the order they began.
    private var down: [Int] = []

    private let viewIndex: [String: Int]

    /// Scroll views whose `touchesShouldBegin` answers no: their content gets no touch.
    private let refusingScrollViews: Set<Int>

    init(scene: HCScene, viewIndex: [String: Int]) {
        self.viewIndex = viewIndex
        self.scene = scene
        refusingScrollViews = Set(
            scene.views.indices.filter { scene.views[$0].scrollView?.touchesShouldBegin == false })
    }

    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, rules: ChainRules, decelerating: Set<Int>,
        eventIndex: Int
    ) -> FuzzFailure? {
        guard case .touches(let samples) = event else { return check(entries, eventIndex: eventIndex) }
        var decelerating = decelerating
        var mustReachView: [Int: String] = [:]
        for s in samples where s.phase == .began {
            bound[s.id] = nil
            down.removeAll { $0 == s.id }
            let hit = entries.lazy.compactMap { entry -> (ResponderID?, ResponderID?)? in
                guard case .hitTest(let touch, _, let view, let window) = entry, touch == s.id else { return nil }
                return (view, window)
            }.first
            guard let hit, let view = hit.0?.name else { continue }
            var admission = admit(view, in: hit.1?.name)
            if !decelerating.isEmpty, let stopped = Self.stop(&decelerating, around: view, viewIndex, rules) {
                switch admission {
                case .viewAndRecognizers, .refusedLater:
                    if scene.views[stopped].name != view {
                        admission = .recognizersOnly(
                            "\(scene.views[stopped].name) was decelerating; the touch stopped it")
                    }
                case .recognizersOnly, .nothing: break
                }
            }
            if case .viewAndRecognizers = admission, let refusing = refusingScrollView(around: view, rules: rules) {
                let why = "\(refusing.name) answers touchesShouldBegin no"
                admission = refusing.asksAtTouchDown ? .recognizersOnly(why) : .refusedLater(why)
            }
            bound[s.id] = Bound(view: view, window: hit.1?.name, admission: admission)
            down.append(s.id)
            if case .viewAndRecognizers = admission, !isWatched(view, rules: rules) { mustReachView[s.id] = view }
        }
        if let f = check(
            entries, eventIndex: eventIndex, rebinding: Set(samples.filter { $0.phase == .began }.map(\.id)))
        {
            return f
        }
        for (id, view) in mustReachView.sorted(by: { $0.key < $1.key }) {
            let reached = entries.contains { entry in
                guard case .call(_, .touches(.began, let ids), _) = entry else { return false }
                return ids.ids.contains(id)
            }
            if !reached {
                return FuzzFailure(
                    .touchAdmission, eventIndex: eventIndex, expected: "\(view) touchesBegan {\(id)}",
                    actual: "no touchesBegan for touch \(id)",
                    detail: "touch \(id) began on \(view), which no recognizer watches and nothing keeps it from")
            }
        }
        for s in samples where s.phase == .ended || s.phase == .cancelled {
            down.removeAll { $0 == s.id }
        }
        return nil
    }

    /// A touch landed on `view`: the decelerating scroll views it is in (or is) stop; returns
    /// the nearest.
    private static func stop(
        _ decelerating: inout Set<Int>, around view: String, _ viewIndex: [String: Int], _ rules: ChainRules
    ) -> Int? {
        var cursor = viewIndex[view]
        var nearest: Int?
        var steps = 0
        while let c = cursor, steps <= rules.parents.count {
            if decelerating.remove(c) != nil { nearest = nearest ?? c }
            cursor = rules.parents[c]
            steps += 1
        }
        return nearest
    }

    /// Whether touch `id`, as it began, may reach recognizers at all (exclusive touch may
    /// keep it from them).
    func reachesRecognizers(_ id: Int) -> Bool {
        guard let b = bound[id] else { return false }
        if case .nothing = b.admission { return false }
        return true
    }

    private func isExclusive(_ view: String) -> Bool {
        viewIndex[view].map { scene.views[$0].isExclusiveTouch } ?? false
    }

    private func isSingleTouch(_ view: String) -> Bool {
        viewIndex[view].map { !scene.views[$0].isMultipleTouchEnabled } ?? false
    }

    /// The rules for a touch beginning on `view` in `window`, given the touches down.
    private func admit(_ view: String, in window: String?) -> Admission {
        var tracking: [String] = []
        for id in down {
            guard let b = bound[id], b.admitsView, b.window == window, !tracking.contains(b.view) else { continue }
            tracking.append(b.view)
        }
        if let other = tracking.first(where: { isExclusive($0) && $0 != view }) {
            return .nothing("exclusive-touch \(other) is tracking a touch in its window")
        }
        if isExclusive(view), let other = tracking.first(where: { $0 != view }) {
            return .nothing("\(view) is exclusive-touch and \(other) is tracking a touch in its window")
        }
        if isSingleTouch(view),
            let other = down.first(where: { bound[$0]?.view == view && bound[$0]?.admitsView == true })
        {
            return .recognizersOnly("\(view) has isMultipleTouchEnabled = false and is tracking touch \(other)")
        }
        return .viewAndRecognizers
    }

    /// A scroll view around `view` (not `view` itself) whose `touchesShouldBegin` answers no:
    /// the nearest one asked at touch-down (without `delaysContentTouches`), else the nearest
    /// one that asks when it hands the touch-down on.
    private func refusingScrollView(around view: String, rules: ChainRules) -> (
        name: String, asksAtTouchDown: Bool
    )? {
        guard !refusingScrollViews.isEmpty, let v = viewIndex[view] else { return nil }
        var cursor = rules.parents[v]
        var steps = 0
        var later: String?
        while let c = cursor, steps <= rules.parents.count {
            if refusingScrollViews.contains(c) {
                if scene.views[c].scrollView?.delaysContentTouches == false { return (scene.views[c].name, true) }
                later = later ?? scene.views[c].name
            }
            cursor = rules.parents[c]
            steps += 1
        }
        return later.map { ($0, false) }
    }

    /// Whether any recognizer is attached to `view` or one of its superviews.
    private func isWatched(_ view: String, rules: ChainRules) -> Bool {
        guard var v = viewIndex[view] else { return true }
        for _ in 0...rules.parents.count {
            if rules.scene.views[v].scrollView != nil || !rules.scene.views[v].gestureRecognizers.isEmpty {
                return true
            }
            guard let p = rules.parents[v] else { return false }
            v = p
        }
        return true
    }

    /// Every touch method and recognizer call of the event against the touches' admissions;
    /// calls for an id in `rebinding` before its hit-test are the old touch's (its held end,
    /// released as the id begins again).
    private mutating func check(_ entries: ArraySlice<TraceEntry>, eventIndex: Int, rebinding: Set<Int> = [])
        -> FuzzFailure?
    {
        var rebinding = rebinding
        for entry in entries {
            let ids: TouchIDs
            let toView: Bool
            switch entry {
            case .hitTest(let id, _, _, _):
                rebinding.remove(id)
                continue
            case .dropped(let what, let reason) where reason.containsLiteral("touchesShouldBegin"):
                // The scroll view asked as it handed the touch-down on: from now on the touch
                // is not the view's.
                if what.hasPrefix("touch "), what.hasSuffix(" began"),
                    let id = Int(what.dropFirst("touch ".count).dropLast(" began".count)),
                    let b = bound[id], case .refusedLater(let why) = b.admission
                {
                    bound[id]?.admission = .recognizersOnly(why)
                }
                continue
            case .call(_, .touches(_, let touches), _):
                ids = touches
                toView = true
            case .recognizerTouches(_, _, let touches):
                ids = touches
                toView = false
            default:
                continue
            }
            for id in ids.ids where !rebinding.contains(id) {
                guard let b = bound[id] else { continue }
                let reason: String
                switch b.admission {
                case .viewAndRecognizers: continue
                case .recognizersOnly(let why), .refusedLater(let why):
                    guard toView else { continue }
                    reason = why
                case .nothing(let why):
                    reason = why
                }
                return FuzzFailure(
                    .touchAdmission, eventIndex: eventIndex,
                    expected: toView ? "no touch method for touch \(id)" : "no recognizer sees touch \(id)",
                    actual: entry.line.trimmed,
                    detail: "touch \(id) began on \(b.view) when \(reason); it must not reach "
                        + (toView ? "the view" : "its recognizers"))
            }
        }
        return nil
    }
}

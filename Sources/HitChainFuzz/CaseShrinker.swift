import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Shrinks a failing case to one where no single step still fails the same way (same
/// property class, same engine): probe points first, then events by whole gestures, then
/// the scene top-down — windows, subtrees, a view replaced by one of its children,
/// controllers, window scenes — then each view's flags, overrides and numbers toward
/// UIKit's defaults, integers and identity. Time-capped.
public struct CaseShrinker {
    public var checker: CaseChecker
    /// Stop shrinking after this many seconds (the best case so far is kept).
    public var timeLimit: Double
    public private(set) var steps = 0
    public private(set) var attempts = 0
    public private(set) var timedOut = false
    private var deadline = Date.distantFuture

    public init(checker: CaseChecker, timeLimit: Double = 30) {
        self.checker = checker
        self.timeLimit = timeLimit
    }

    /// The smallest case found that still fails like `failure`, and its failure.
    public mutating func shrink(_ original: FuzzCase, failure: FuzzFailure) -> (FuzzCase, FuzzFailure) {
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
    static func tap(at p: Point, after i: Int, in c: FuzzCase) -> FuzzCase {
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
        if Date() > deadline {
            timedOut = true
            return nil
        }
        attempts += 1
        guard let f = checker.check(c), f.matches(failure) else { return nil }
        return f
    }

    /// The kinds of step, in the order they are tried.
    enum Pass: CaseIterable {
        /// Numbers shrink to whole points, then halves, tenths, hundredths: `k / scale` is
        /// the double nearest the short decimal, so it prints as one.
        static let decimalScales: [Double] = [1, 2, 10, 100]

        case dropAllProbes, dropProbe, dropAllEvents, dropEventHalf, dropTouch, dropOtherEvent, dropMoves
        case dropWindow, removeView, hoistChild, dropController, dropWindowScenes, plainWindows, plainResponders,
            simplifyView, compactTimes, roundPoints

        func count(_ c: FuzzCase) -> Int {
            switch self {
            case .dropAllProbes, .dropAllEvents, .dropWindowScenes, .compactTimes: return 1
            case .plainWindows: return c.scene.windows.count
            case .roundPoints: return (c.events.count + c.probes.count) * Self.decimalScales.count
            case .dropEventHalf: return c.events.count >= 4 ? 2 : 0
            case .dropProbe: return c.probes.count
            case .dropTouch, .dropMoves: return c.touchIDs.count
            case .dropOtherEvent: return c.events.count
            case .dropWindow: return c.scene.windows.count > 1 ? c.scene.windows.count : 0
            case .removeView: return c.scene.views.count
            case .hoistChild: return c.scene.views.count * 2
            case .dropController: return c.scene.viewControllers.count
            case .plainResponders: return c.scene.viewControllers.count + 2
            case .simplifyView: return c.scene.views.count * ViewSimplification.allCases.count
            }
        }

        func apply(_ c: FuzzCase, _ i: Int) -> FuzzCase? {
            var c = c
            switch self {
            case .dropAllProbes:
                guard !c.probes.isEmpty else { return nil }
                c.probes = []
            case .dropProbe:
                c.probes.remove(at: i)
            case .dropAllEvents:
                guard !c.events.isEmpty else { return nil }
                c.events = []
            case .dropEventHalf:
                // Whole gestures only: cut at an event where no touch or press is down.
                let cuts = c.restingPoints
                guard cuts.count > 2 else { return nil }
                let mid = cuts[cuts.count / 2]
                c.events = i == 0 ? Array(c.events[mid...]) : Array(c.events[..<mid])
            case .dropTouch:
                let id = c.touchIDs[i]
                c.events = c.events.compactMap { $0.removingTouch(id) }
            case .dropOtherEvent:
                if case .touches = c.events[i].event { return nil }
                if case .presses(let p) = c.events[i].event {
                    let ids = Set(p.map(\.id))
                    c.events = c.events.compactMap { $0.removingPresses(ids) }
                } else {
                    c.events.remove(at: i)
                }
            case .dropMoves:
                let id = c.touchIDs[i]
                c.events = c.events.compactMap { $0.removingTouch(id, phases: [.moved, .stationary]) }
            case .dropWindow:
                c.scene = c.scene.removing(views: [c.scene.windows[i].view])
                c.dropEventsNamingMissingResponders()
            case .removeView:
                let order = c.scene.viewsTopDown
                guard i < order.count else { return nil }
                c.scene = c.scene.removing(views: [order[i]])
                c.dropEventsNamingMissingResponders()
            case .hoistChild:
                let order = c.scene.viewsTopDown
                guard i / 2 < order.count else { return nil }
                let v = order[i / 2]
                let subviews = c.scene.views[v].subviews
                guard let child = i % 2 == 0 ? subviews.first : subviews.last,
                    let s = c.scene.hoisting(child: child, over: v)
                else { return nil }
                c.scene = s
                c.dropEventsNamingMissingResponders()
            case .dropController:
                c.scene = c.scene.removingController(i)
                c.scene.dropDanglingNames()
                c.dropEventsNamingMissingResponders()
            case .dropWindowScenes:
                guard !c.scene.windowScenes.isEmpty else { return nil }
                c.scene.windowScenes = []
                for w in c.scene.windows.indices { c.scene.windows[w].windowScene = nil }
                c.dropEventsNamingMissingResponders()
            case .plainWindows:
                guard c.scene.windows[i].level != 0 || c.scene.keyWindow != 0 else { return nil }
                if c.scene.windows[i].level != 0 { c.scene.windows[i].level = 0 } else { c.scene.keyWindow = 0 }
            case .roundPoints:
                // Touch and probe points to whole points, else halves, tenths or hundredths:
                // the shortest decimals that still fail.
                let scale = Self.decimalScales[i % Self.decimalScales.count]
                let i = i / Self.decimalScales.count
                func round(_ p: Point) -> Point {
                    Point(x: (p.x * scale).rounded() / scale, y: (p.y * scale).rounded() / scale)
                }
                if i < c.events.count, case .change(let view, let change) = c.events[i].event {
                    c.events[i].event = .change(view: view, change.rounded(scale: scale))
                } else if i < c.events.count {
                    guard case .touches(let samples) = c.events[i].event else { return nil }
                    let id = samples.first?.id
                    let target = samples.first.map { round($0.location) }
                    // Every sample of that touch moves together, so a tap stays a tap.
                    for k in c.events.indices {
                        guard case .touches(var ss) = c.events[k].event else { continue }
                        for j in ss.indices where ss[j].id == id && ss[j].location == samples[0].location {
                            ss[j].location = target ?? ss[j].location
                        }
                        c.events[k].event = .touches(ss)
                    }
                } else {
                    c.probes[i - c.events.count] = round(c.probes[i - c.events.count])
                }
            case .plainResponders:
                if i < c.scene.viewControllers.count {
                    c.scene.viewControllers[i].responder.handlers = .none
                } else if i == c.scene.viewControllers.count {
                    c.scene.application.handlers = .none
                } else {
                    c.scene.appDelegate?.handlers = .none
                }
            case .simplifyView:
                let kinds = ViewSimplification.allCases
                let v = i / kinds.count
                let isWindow = c.scene.windows.contains { $0.view == v }
                guard let simpler = kinds[i % kinds.count].apply(c.scene.views[v], isWindow: isWindow) else {
                    return nil
                }
                c.scene.views[v] = simpler
                c.scene.dropDanglingNames()
            case .compactTimes:
                // Events 0.1 s apart, from 0.
                let times = c.events.indices.map { Double($0) / 10 }
                guard c.events.map(\.time) != times else { return nil }
                for k in c.events.indices { c.events[k].time = times[k] }
            }
            return c
        }
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
        case .change(let view, .hitTest(.forward(let target))): return [view, target]
        case .change(let view, _): return [view]
        default: return []
        }
    }
}
